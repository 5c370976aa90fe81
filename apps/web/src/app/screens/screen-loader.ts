import { type ComponentType, use } from 'react';
import type { ScreenRoute } from '../../shared/routing/screen-route';

type Load = ScreenRoute['load'];

// Keyed by the loader, which aliases and placeholders share: each chunk is asked for once.
const arrivals = new Map<Load, Promise<ComponentType>>();

const arrival = (load: Load) => {
  let pending = arrivals.get(load);
  if (!pending) {
    pending = load().then(
      (module) => module.default,
      (error: unknown) => {
        // A lost chunk may come on a later visit: the next render asks for it again.
        arrivals.delete(load);
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
