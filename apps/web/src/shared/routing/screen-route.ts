import type { ComponentType } from 'react';
import { currentLanguage, loadTexts, type SectionName } from '../i18n';
import type { en } from '../i18n/en';

export type TitleKey = keyof typeof en.titles;

/** 'home': logo and language; 'page': back arrow and title; 'none': the screen draws its own. */
export type HeaderVariant = 'home' | 'page' | 'none';

/**
 * Who may open a screen: anyone; only a visitor or a free-trial player (a member is sent on,
 * spec: login); or only a session holder (a visitor is sent to `guestTo`, spec/02 section 6).
 */
export type SessionRule = 'any' | 'guest' | 'member';

/** How a screen sits in the frame and who may open it; everything the frame derives. */
export interface ScreenFrame {
  header: HeaderVariant;
  footer: boolean;
  /**
   * Where back leads: home (entry screens), the agent centre (agent screens entered from its
   * footer), or the previous page when there is one.
   */
  back: 'home' | 'agent' | 'history';
  session: SessionRule;
  /** Where a visitor is sent from a member screen (spec/01 section 2: home for settings). */
  guestTo: 'login' | 'home';
  /** False for the member centre, which refuses a free-trial account (free_reject). */
  trial: boolean;
  /** True for the agent area: a member of a non-agent type (0, 40) is sent home (spec/02 §6). */
  agentsOnly: boolean;
}

/** A screen of the app: its address, header title, frame rules and lazily loaded component. */
export interface ScreenRoute extends ScreenFrame {
  path: string;
  title: TitleKey;
  load: () => Promise<{ default: ComponentType }>;
}

const DEFAULT_FRAME: ScreenFrame = {
  header: 'page',
  footer: true,
  back: 'history',
  session: 'any',
  guestTo: 'login',
  trial: true,
  agentsOnly: false,
};

/** Declares a screen; what is not said takes the common case (page header, footer, open). */
export const screen = (
  path: string,
  title: TitleKey,
  load: ScreenRoute['load'],
  frame: Partial<ScreenFrame> = {},
): ScreenRoute => ({ ...DEFAULT_FRAME, ...frame, path, title, load });

/** The same screen at other addresses (home and register aliases). */
export const aliases = (route: ScreenRoute, paths: readonly string[]): ScreenRoute[] =>
  paths.map((path) => ({ ...route, path }));

/**
 * A screen that loads the sections of texts it shows with its code, in parallel: it appears with
 * its words, instead of empty for the moment its texts take to come after it. A section not
 * named here still comes, when a render first asks for it.
 */
export const withTexts = (sections: readonly SectionName[], route: ScreenRoute): ScreenRoute => ({
  ...route,
  load: () =>
    Promise.all([route.load(), loadTexts(currentLanguage(), sections)]).then(([module]) => module),
});

/** A feature's screens, each loading the sections of texts named (see withTexts). */
export const allWithTexts = (sections: readonly SectionName[], routes: ScreenRoute[]) =>
  routes.map((route) => withTexts(sections, route));

/** The frame of a path no screen claims. */
export const NOT_FOUND: ScreenFrame & { title: TitleKey } = { ...DEFAULT_FRAME, title: 'notFound' };
