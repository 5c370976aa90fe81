import { renew as renewEndpoint } from '@lotto/contract/endpoints/account';
import { useEffect } from 'react';
import { call } from '../../shared/api/call';
import { useSession } from '../../shared/session/session-store';

/**
 * spec/02 section 4: on home mount while logged in, renew the session. An ended session
 * answers 401 login.not.session, which signs the tab out and opens login with its message.
 */
export const useRenewSession = () => {
  const token = useSession()?.token;
  useEffect(() => {
    if (!token) return;
    void call(renewEndpoint).catch(() => undefined);
  }, [token]);
};
