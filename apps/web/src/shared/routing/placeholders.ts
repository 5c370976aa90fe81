import { type ScreenFrame, type ScreenRoute, screen, type TitleKey } from './screen-route';

/*
 * Apart from screen-route.ts: the placeholder screen draws the frame (its nav bar reads the
 * frame rules, which read screen-route), so declaring it there closed a circle of imports.
 */

/** The shared placeholder for a screen a later issue builds: titled, framed, with a way back. */
const comingSoon = () => import('./ComingSoonScreen');

/** Screens a later issue builds, all shown by the placeholder, with the frame they share. */
export const placeholders = (
  entries: Record<string, TitleKey>,
  frame: Partial<ScreenFrame> = {},
): ScreenRoute[] =>
  Object.entries(entries).map(([path, title]) => screen(path, title, comingSoon, frame));
