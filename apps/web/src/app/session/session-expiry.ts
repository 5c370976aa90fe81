import { setSessionEndedHandler } from '../../shared/api/client';
import { paths } from '../../shared/config/paths';
import { heldPassword } from '../../shared/session/held-password';
import type { SessionEndedState } from '../../shared/session/session-ended';
import { sessionStore } from '../../shared/session/session-store';

/** Several calls may fail at once when a session ends: one message and one redirect suffice. */
const QUIET_MS = 2000;

/**
 * A call answered 401 `login.not.session` (spec/01 sections 4 and 8): forget the session, say
 * 'The account has been logged out, please log in again' and go to login. Login shows the
 * message above its form rather than as a toast: a toast is gone before a slow phone has drawn
 * the screen it was meant for.
 */
export const installSessionExpiry = (
  navigate: (to: string, state: SessionEndedState) => unknown,
  onEnded: () => void,
) => {
  let lastNotice = 0;
  setSessionEndedHandler((error) => {
    sessionStore.clear();
    heldPassword.clear();
    onEnded();
    const now = Date.now();
    if (now - lastNotice < QUIET_MS) return;
    lastNotice = now;
    void (async () => {
      const { errorText } = await import('../../shared/i18n/errors');
      const message = error.message || errorText('login.not.session');
      navigate(paths.login, { sessionEnded: message });
    })();
  });
};
