import { useEffect } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';

/**
 * Navigation for code that runs outside the screens (the session-expiry redirect): a navigate
 * function captured from inside the router by NavigatorBridge, and word of each location the
 * app has shown, so a caller knows when its navigation is over.
 */
export const createAppNavigator = () => {
  let navigate: NavigateFunction | null = null;
  let shownKey: string | null = null;
  // Asked before the router mounted: run as soon as it has.
  const queued: (() => void)[] = [];
  const waiting = new Set<{ from: string | null; done: () => void }>();

  return {
    /**
     * Replaces the location; settles once a later location has been drawn (the target's chunk
     * loaded, or a newer navigation took over). Transitions keep the previous screen until
     * then, so code that must wait for the new screen (forgetting the session) waits on this.
     */
    redirect: (to: string, state: unknown) =>
      new Promise<void>((done) => {
        const go = (nav: NavigateFunction) => {
          waiting.add({ from: shownKey, done });
          nav(to, { replace: true, state });
        };
        if (navigate) go(navigate);
        else queued.push(() => navigate && go(navigate));
      }),
    /** From inside the router: the location now drawn. */
    shown: (key: string) => {
      shownKey = key;
      for (const wait of waiting) {
        if (wait.from === key) continue;
        waiting.delete(wait);
        wait.done();
      }
    },
    /** From inside the router: its navigate function, usable from now on. */
    attach: (nav: NavigateFunction) => {
      navigate = nav;
      for (const run of queued.splice(0)) run();
    },
  };
};

export type AppNavigator = ReturnType<typeof createAppNavigator>;

/** Rendered inside the router: hands the navigator the router's navigate and each location. */
export const NavigatorBridge = ({ navigator }: { navigator: AppNavigator }) => {
  const navigate = useNavigate();
  const { key } = useLocation();
  // The location first: a redirect queued before mounting counts from the location it left.
  useEffect(() => navigator.shown(key), [navigator, key]);
  useEffect(() => navigator.attach(navigate), [navigator, navigate]);
  return null;
};
