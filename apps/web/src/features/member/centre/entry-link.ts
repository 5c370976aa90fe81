import { paths } from '../../../shared/config/paths';
import type { ReturnState } from '../../../shared/routing/frame-rules';
import { useSession } from '../../../shared/session/session-store';

/**
 * Where an entry of the member centre leads: its screen for a member; for a visitor, login,
 * which returns there afterwards (spec/02: any navigation while not logged in opens login).
 */
export const useEntryLink = () => {
  const signedIn = useSession() !== null;
  return (to: string): { to: string; state?: ReturnState } =>
    signedIn ? { to } : { to: paths.login, state: { returnTo: to } };
};
