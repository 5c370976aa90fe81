import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';

/**
 * The slide an embla carousel shows, and its autoplay: every `intervalMs` it moves on, while the
 * tab is visible (a hidden tab keeps its place: the user comes back to the slide they left), and
 * every move (a swipe, a dot, the timer itself) starts the interval again. `playing` false
 * stands it still (one slide, or a dialog open over it).
 */
export const useAutoplayCarousel = (
  embla: UseEmblaCarouselType[1],
  intervalMs: number,
  playing: boolean,
): number => {
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !playing) return;
    let timer = 0;
    const next = () => {
      if (document.visibilityState === 'visible') embla.scrollNext();
    };
    const restart = () => {
      window.clearInterval(timer);
      timer = window.setInterval(next, intervalMs);
    };
    restart();
    embla.on('select', restart).on('pointerDown', restart);
    return () => {
      window.clearInterval(timer);
      embla.off('select', restart).off('pointerDown', restart);
    };
  }, [embla, intervalMs, playing]);

  return selected;
};
