import { TOASTS } from '@lotto/contract';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../shared/config/paths';
import {
  accessOf,
  type ReturnState,
  returnPathOf,
  useScreen,
  viewerOf,
} from '../../shared/routing/frame-rules';
import { finishSignOut, isSessionEnded } from '../../shared/session/session-ended';
import { useSession } from '../../shared/session/session-store';
import { toast } from '../../shared/ui/toast';

/**
 * The one place where a screen's session rule is enforced: a visitor on a member screen goes to
 * login (and comes back after it), a member on login goes on (unless the app is signing them
 * out), a free-trial player in the member centre goes home with free_reject for 2 s.
 */
export const ScreenGate = ({ children }: { children: ReactNode }) => {
  const screen = useScreen();
  const location = useLocation();
  const access = accessOf(screen, viewerOf(useSession()));
  // Login is committed after the session ended: the session is forgotten in that same commit
  // (a layout effect), so no frame shows login while the ended session is still held; the
  // first render is a transition, whose passive effects may run well after its paint.
  useLayoutEffect(() => {
    if (isSessionEnded(location.state)) finishSignOut();
  }, [location.state]);
  useEffect(() => {
    if (access !== 'freeReject') return;
    void (async () => {
      const { errorText } = await import('../../shared/i18n/errors');
      await toast.show(errorText('free_reject'), TOASTS.freeReject);
    })();
  }, [access]);
  if (access === 'open') return children;
  // The app is signing out after the session ended: login shows, whatever the session says
  // until it is forgotten (forgotten first, the screen left behind would redirect elsewhere).
  if (access === 'onward' && isSessionEnded(location.state)) return children;
  if (access === 'login') {
    const state: ReturnState = { returnTo: location.pathname + location.search };
    return <Navigate to={paths.login} replace state={state} />;
  }
  const onward = access === 'onward' ? returnPathOf(location.state) : undefined;
  return <Navigate to={onward ?? paths.home} replace />;
};
