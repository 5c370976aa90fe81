import { type ComponentType, use } from 'react';
import type { ScreenRoute } from '../../shared/routing/screen-route';

type Load = ScreenRoute['load'];

// Keyed by the loader, which aliases and placeholders share: each chunk is asked for once.
const arrivals = new Map<Load, Promise<ComponentType>>();
/**
 * Screens whose chunk failed. The failure is answered to every render of that screen until
 * another screen is asked for: the renders that show the error page must all see the same
 * rejected promise (a fresh request would suspend again, and React retries a failed render
 * once), while a later visit asks for the chunk again, since a lost chunk may come then.
 */
const failed = new Set<Load>();

const arrival = (load: Load) => {
  for (const other of failed) {
    if (other === load) continue;
    failed.delete(other);
    arrivals.delete(other);
  }
  let pending = arrivals.get(load);
  if (!pending) {
    pending = load().then(
      (module) => module.default,
      (error: unknown) => {
        failed.add(load);
        throw error;
      },
    );
    arrivals.set(load, pending);
  }
  return pending;
};

/**
 * The component of a lazily loaded screen. Until its chunk has arrived this suspends the caller,
 * so it is called where the frame is drawn, not inside it: during a navigation (a transition)
 * the page already shown stays until the next one can be drawn whole, and a cold load shows the
 * first-load spinner around it. Once arrived, React knows the promise as fulfilled and use()
 * answers at once. A chunk that fails to load throws to the route error boundary.
 */
export const useScreenComponent = (load: Load): ComponentType => use(arrival(load));
