import { useEffect, useSyncExternalStore } from 'react';

/**
 * A title that a screen names from its data (the game list's category), shown in the page
 * header over the title its declaration gives, for as long as the screen is shown.
 */
let named: string | null = null;
const listeners = new Set<() => void>();
const set = (title: string | null) => {
  named = title;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Names the header while the calling screen is mounted. */
export const useHeaderTitle = (title: string) => {
  useEffect(() => {
    set(title);
    return () => set(null);
  }, [title]);
};

/** The title a screen named, or null when it named none. */
export const useNamedTitle = () =>
  useSyncExternalStore(
    subscribe,
    () => named,
    // Named from an effect: a page the server paints has none yet.
    () => null,
  );
