import type { ComponentType } from 'react';
import type { en } from '../i18n/en';

export type TitleKey = keyof typeof en.titles;

/** A screen of the app: its address, header title and lazily loaded component. */
export interface ScreenRoute {
  path: string;
  title: TitleKey;
  load: () => Promise<{ default: ComponentType }>;
}

/** The shared placeholder for a screen a later issue builds: titled, framed, with a way back. */
export const comingSoon = () => import('../ui/ComingSoonScreen');

/** Routes of one feature, all placeholders for now. */
export const placeholders = (entries: Record<string, TitleKey>): ScreenRoute[] =>
  Object.entries(entries).map(([path, title]) => ({ path, title, load: comingSoon }));
