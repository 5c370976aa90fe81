import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useOnScreen } from '../../../shared/ui/use-on-screen';

/** The way the slides follow each other: side by side (banners) or one above the other. */
export type CarouselAxis = 'x' | 'y';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls the viewport to slide `index` (every slide is one viewport wide or tall). The
 * browser's smooth scroll runs on the compositor: the page's main thread draws no frame of it.
 */
const scrollToSlide = (viewport: HTMLElement, axis: CarouselAxis, index: number) => {
  const behavior = reducedMotion() ? 'auto' : 'smooth';
  if (axis === 'x') viewport.scrollTo({ left: index * viewport.clientWidth, behavior });
  else viewport.scrollTo({ top: index * viewport.clientHeight, behavior });
};

/** The slide the viewport shows now, read from where it is scrolled. */
const slideAt = (viewport: HTMLElement, axis: CarouselAxis): number => {
  const size = axis === 'x' ? viewport.clientWidth : viewport.clientHeight;
  const offset = axis === 'x' ? viewport.scrollLeft : viewport.scrollTop;
  return size > 0 ? Math.round(offset / size) : 0;
};

/**
 * The slide more than half in view: an IntersectionObserver on the slides tells only when one
 * crosses the middle, so a scroll costs no work of ours per frame. A long scroll on a busy
 * phone may skip frames past several slides: where it ends (scrollend) has the last word.
 */
const useShownSlide = (
  viewportRef: RefObject<HTMLElement | null>,
  axis: CarouselAxis,
  count: number,
  slidesKey: string,
): number => {
  const [shown, setShown] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slides are read from the page; another list (same length or not) is other slides to observe.
  useEffect(() => {
    const viewport = viewportRef.current;
    const slides = [...(viewport?.firstElementChild?.children ?? [])];
    if (!viewport || count < 2 || !slides.length) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.isIntersecting && entry.intersectionRatio >= 0.5)
            setShown(slides.indexOf(entry.target));
      },
      { root: viewport, threshold: 0.5 },
    );
    for (const slide of slides) observer.observe(slide);
    const onEnd = () => setShown(slideAt(viewport, axis));
    viewport.addEventListener('scrollend', onEnd);
    return () => {
      observer.disconnect();
      viewport.removeEventListener('scrollend', onEnd);
    };
  }, [viewportRef, axis, count, slidesKey]);
  return Math.min(shown, Math.max(0, count - 1));
};

/** Whether the tab is in front (a hidden tab keeps its carousels where they are). */
const useTabShown = (): boolean => {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const onVisibility = () => setShown(document.visibilityState === 'visible');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  return shown;
};

export interface AutoplayCarousel {
  /** The scroll-snap viewport; its first child holds the slides. */
  viewportRef: RefObject<HTMLDivElement | null>;
  /** The slide shown. */
  selected: number;
  /** Shows slide `index` (a dot's tap), and starts the autoplay interval again. */
  goTo: (index: number) => void;
}

/**
 * A carousel on the platform's own scroll snapping over the slides `slideIds` names (a new list
 * keeps the carousel, as it keeps its place), and its autoplay: every `intervalMs` it
 * moves on (from the last slide back to the first) while it is on screen in a visible tab; a
 * hidden tab or a carousel scrolled away keeps its place. A swipe or a dot starts the interval
 * again. `playing` false stands it still (one slide, or a dialog open over it); with reduced
 * motion it never moves by itself and a dot's move is instant.
 */
export const useAutoplayCarousel = (
  axis: CarouselAxis,
  slideIds: readonly (string | number)[],
  intervalMs: number,
  playing: boolean,
): AutoplayCarousel => {
  const viewportRef = useRef<HTMLDivElement>(null);
  const count = slideIds.length;
  const selected = useShownSlide(viewportRef, axis, count, slideIds.join());
  const onScreen = useOnScreen(viewportRef);
  const tabShown = useTabShown();
  const seen = onScreen && tabShown;
  const restart = useRef(() => {});

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !playing || !seen || reducedMotion()) return;
    let timer = 0;
    const next = () => {
      const at = slideAt(viewport, axis);
      scrollToSlide(viewport, axis, at + 1 < count ? at + 1 : 0);
    };
    restart.current = () => {
      window.clearInterval(timer);
      timer = window.setInterval(next, intervalMs);
    };
    restart.current();
    const onUser = () => restart.current();
    viewport.addEventListener('pointerdown', onUser, { passive: true });
    viewport.addEventListener('wheel', onUser, { passive: true });
    return () => {
      window.clearInterval(timer);
      restart.current = () => {};
      viewport.removeEventListener('pointerdown', onUser);
      viewport.removeEventListener('wheel', onUser);
    };
  }, [axis, count, intervalMs, playing, seen]);

  const goTo = useCallback(
    (index: number) => {
      if (viewportRef.current) scrollToSlide(viewportRef.current, axis, index);
      restart.current();
    },
    [axis],
  );
  return { viewportRef, selected, goTo };
};
