import { type AdminPermission, adminEndpoints, type OperatorInfo } from '@lotto/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { ApiError, call, onSessionExpired, setCsrfToken } from './api/call';

/** The signed-in operator for the whole app; null shows the sign-in screen. */
interface SessionState {
  operator: OperatorInfo | null;
  /** True once the start-up check of the cookie's session has answered. */
  ready: boolean;
  /** The session ended by itself (idle, absolute limit): sign-in says so. */
  expired: boolean;
  signedIn(operator: OperatorInfo, csrfToken: string): void;
  signOut(): Promise<void>;
  can(permission: AdminPermission): boolean;
}

const SessionContext = createContext<SessionState | null>(null);

export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const queryClient = useQueryClient();
  const [operator, setOperator] = useState<OperatorInfo | null>(null);
  const [ready, setReady] = useState(false);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    let live = true;
    call(adminEndpoints.currentSession)
      .then(({ operator: found, csrfToken }) => {
        setCsrfToken(csrfToken);
        if (live) setOperator(found);
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
      })
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(
    () =>
      onSessionExpired(() => {
        setCsrfToken(null);
        setOperator((current) => {
          if (current) setExpired(true);
          return null;
        });
        queryClient.clear();
      }),
    [queryClient],
  );

  const signedIn = useCallback((found: OperatorInfo, csrfToken: string) => {
    setCsrfToken(csrfToken);
    setExpired(false);
    setOperator(found);
  }, []);

  const signOut = useCallback(async () => {
    await call(adminEndpoints.signOut).catch(() => undefined);
    setCsrfToken(null);
    setOperator(null);
    queryClient.clear();
  }, [queryClient]);

  const can = useCallback(
    (permission: AdminPermission) => operator?.permissions.includes(permission) ?? false,
    [operator],
  );

  return (
    <SessionContext value={{ operator, ready, expired, signedIn, signOut, can }}>
      {children}
    </SessionContext>
  );
};

export const useSession = (): SessionState => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
};
