import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server paints a page and while the browser hydrates it, true from then on (and
 * at once in a page the browser renders alone). What depends on the moment (a countdown, a live
 * figure) shows its resting form until then, so the browser's first render meets the server's.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
