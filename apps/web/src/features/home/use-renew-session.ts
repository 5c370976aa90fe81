import { renew as renewEndpoint } from '@lotto/contract/endpoints/account';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../shared/api/call';
import { sharedKeys } from '../../shared/api/query-keys';
import { useSession } from '../../shared/session/session-store';

/**
 * spec/02 section 4: on home mount while logged in, renew the session and fetch the wallets
 * afresh (the header's balance may be minutes old); favourites come with the popular games'
 * tiles. An ended session answers 401 login.not.session, which signs the tab out and opens
 * login with its message.
 */
export const useRenewSession = () => {
  const token = useSession()?.token;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    void call(renewEndpoint).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: sharedKeys.wallet.all });
  }, [token, queryClient]);
};
