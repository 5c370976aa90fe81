import { MEMBER_TYPES, NON_AGENT_TYPES } from '@lotto/contract';
import { createContext, useContext } from 'react';
import { NOT_FOUND, type ScreenFrame, type TitleKey } from './screen-route';

/** What the frame reads of the screen shown: its declaration minus its loader. */
export type ScreenHandle = ScreenFrame & { title: TitleKey };

/**
 * The declaration of the screen being shown. The app's routes provide it around the frame of
 * each screen; outside them (a screen rendered alone) it is the not-found frame.
 */
export const ScreenContext = createContext<ScreenHandle>(NOT_FOUND);

export const useScreen = (): ScreenHandle => useContext(ScreenContext);

/** Where back leads: the screen's target, or home when there is no history to go back to. */
export const backTargetOf = (
  screen: ScreenFrame,
  historyLength: number,
): 'home' | 'agent' | 'history' => {
  if (screen.back !== 'history') return screen.back;
  return historyLength <= 1 ? 'home' : 'history';
};

/** Who is looking: nobody signed in, a free-trial player, a member (types 0, 40) or an agent. */
export type Viewer = 'visitor' | 'trial' | 'member' | 'agent';

export const viewerOf = (session: { type: number } | null): Viewer => {
  if (!session) return 'visitor';
  if (session.type === MEMBER_TYPES.freeTrial) return 'trial';
  return NON_AGENT_TYPES.includes(session.type) ? 'member' : 'agent';
};

/**
 * Whether a viewer may see a screen, or where they go instead: a visitor from a member screen
 * to login (or home), a member from a guest screen onward, a trial player from the member
 * centre home with free_reject, a member who is no agent from the agent area home (spec/01
 * section 6, spec/02 section 6).
 */
export type Access = 'open' | 'login' | 'home' | 'onward' | 'freeReject';

export const accessOf = (screen: ScreenFrame, viewer: Viewer): Access => {
  if (screen.session === 'member' && viewer === 'visitor') return screen.guestTo;
  const signedIn = viewer === 'member' || viewer === 'agent';
  if (screen.session === 'guest' && signedIn) return 'onward';
  if (!screen.trial && viewer === 'trial') return 'freeReject';
  if (screen.agentsOnly && viewer === 'member') return 'home';
  return 'open';
};

/** Location state of a redirect to login: where the visitor was going. */
export interface ReturnState {
  returnTo?: string;
}

/** The in-app address a visitor was going to before login, or undefined. */
export const returnPathOf = (state: unknown): string | undefined => {
  const target = (state as ReturnState | null)?.returnTo;
  // Only an address of this app: never a scheme, a host or a protocol-relative path.
  return typeof target === 'string' && /^\/m\/[^/]/.test(target) ? target : undefined;
};
