import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is on screen, so what nobody sees (a carousel's autoplay, a ticker, a
 * countdown's seconds) can rest. Known only after mount, from an IntersectionObserver that
 * answers when the element crosses the screen's edge: the server's markup and the first client
 * render agree (both say on screen), and scrolling costs no work per frame.
 */
export const useOnScreen = (ref: RefObject<Element | null>): boolean => {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!ref.current) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(!!entry?.isIntersecting));
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
};
