import { useMatches } from 'react-router';
import type { TitleKey } from './screen-route';

interface ScreenHandle {
  title?: TitleKey;
}

/** The title key of the screen being shown, from its route's handle. */
export const useScreenTitle = (): TitleKey | undefined => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as ScreenHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
};
