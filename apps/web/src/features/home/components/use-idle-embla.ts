import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef } from 'react';
import { useAfterIdle } from '../../../shared/ui/after-idle';

type EmblaOptions = Parameters<typeof useEmblaCarousel>[0];

/**
 * An embla carousel that starts once home is drawn and idle, on a laid-out page: embla measures
 * its slides when it starts, and on a page still being built that forces the whole layout inside
 * the task that mounts home. The first slide shows meanwhile, as the carousel would show it. A
 * touch on the carousel (`start`) starts it at once, and a dot tapped before it started is
 * shown as soon as it has.
 */
export const useIdleEmbla = (options: EmblaOptions) => {
  const [viewportRef, embla] = useEmblaCarousel(options);
  const [idle, start] = useAfterIdle();
  const wanted = useRef<number | null>(null);

  useEffect(() => {
    if (!embla || wanted.current === null) return;
    embla.scrollTo(wanted.current, true);
    wanted.current = null;
  }, [embla]);

  const scrollTo = useCallback(
    (index: number) => {
      if (embla) {
        embla.scrollTo(index);
        return;
      }
      wanted.current = index;
      start();
    },
    [embla, start],
  );

  return { viewportRef: idle ? viewportRef : undefined, embla, scrollTo, start };
};
