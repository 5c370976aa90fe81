import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { RealityCheckModal } from '../features/responsible';
import { ApiError } from '../shared/api/client';
import { sharedKeys } from '../shared/api/query-keys';
import { createAppNavigator, NavigatorBridge } from './app-navigator';
import { AppRoutes } from './routes';
import { installSessionExpiry } from './session/session-expiry';
import { SiteGate } from './startup/SiteGate';

const makeQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal (4xx) stays a refusal; only network failures and 5xx get one more try.
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });

export const App = () => {
  const [queryClient] = useState(makeQueryClient);
  const [navigator] = useState(createAppNavigator);
  useEffect(() => {
    // The redirect goes through the router's own navigate (queued until the router has
    // mounted), so it replaces whatever location is loading, the cold load's first included.
    installSessionExpiry(navigator.redirect, () =>
      queryClient.removeQueries({ queryKey: sharedKeys.member.all }),
    );
  }, [navigator, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <NavigatorBridge navigator={navigator} />
        <SiteGate>
          <AppRoutes />
          <RealityCheckModal />
        </SiteGate>
      </BrowserRouter>
    </QueryClientProvider>
  );
};
