import { memberInfo as memberInfoEndpoint } from '@lotto/contract/endpoints/account';
import { call } from '../../shared/api/call';
import { sessionStore } from '../../shared/session/session-store';

let pending: string | null = null;

/**
 * App shells open the app with `?token=` (DESIGN facts). The token leaves the address bar at
 * once, before the router reads it, so it is never kept in history or sent as a referrer.
 */
export const takeUrlToken = () => {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  pending = token;
};

/** A token from the address waits to become the session: the app shows once it has. */
export const hasPendingSession = () => pending !== null;

/** Turns a token taken from the address into this tab's session, if the server knows it. */
export const restorePendingSession = async (merchantCode: string): Promise<void> => {
  const token = pending;
  pending = null;
  if (!token) return;
  try {
    const info = await call(memberInfoEndpoint, { token, sessionEnded: 'ignore' });
    sessionStore.save({
      token,
      merchantCode,
      userName: info.userName,
      type: info.type,
      ...(info.nickname ? { nickname: info.nickname } : {}),
    });
  } catch {
    // An unknown or ended token restores nothing: the visitor stays a guest.
  }
};
