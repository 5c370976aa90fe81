import { setSessionEndedHandler } from '../../shared/api/client';
import { paths } from '../../shared/config/paths';
import { heldPassword } from '../../shared/session/held-password';
import {
  finishSignOut,
  type SessionEndedState,
  signOutOnLogin,
} from '../../shared/session/session-ended';
import { sessionStore } from '../../shared/session/session-store';

/** Several calls may fail at once when a session ends: one message and one redirect suffice. */
const QUIET_MS = 2000;

/**
 * A call answered 401 `login.not.session` (spec/01 sections 4 and 8): go to login, say 'The
 * account has been logged out, please log in again', and forget the session. Login shows the
 * message above its form rather than as a toast: a toast is gone before a slow phone has drawn
 * the screen it was meant for. The session is forgotten once login shows (see signOutOnLogin).
 */
export const installSessionExpiry = (
  navigate: (to: string, state: SessionEndedState) => Promise<void>,
  onEnded: () => void,
) => {
  let lastNotice = 0;
  let leaving: Promise<void> | null = null;
  const forget = () => {
    sessionStore.clear();
    heldPassword.clear();
    onEnded();
  };
  setSessionEndedHandler((error) => {
    // Other calls of the ended session fail meanwhile: the way to login under way covers them.
    if (leaving) return;
    const now = Date.now();
    if (now - lastNotice < QUIET_MS) return forget();
    lastNotice = now;
    signOutOnLogin(forget);
    leaving = (async () => {
      const { errorText } = await import('../../shared/i18n/errors');
      const message = error.message || errorText('login.not.session');
      await navigate(paths.login, { sessionEnded: message });
    })()
      .catch(finishSignOut)
      .finally(() => {
        leaving = null;
      });
  });
};
