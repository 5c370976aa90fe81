import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { RealityCheck } from '../features/responsible';
import { ApiError } from '../shared/api/client';
import { sharedKeys } from '../shared/api/query-keys';
import { type AppNavigator, createAppNavigator, NavigatorBridge } from './app-navigator';
import { AppRoutes } from './routes';
import { installSessionExpiry } from './session/session-expiry';
import { SiteGate } from './startup/SiteGate';

export const makeQueryClient = () =>
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

/** Everything inside the router: what the server paints and the browser hydrates is this. */
export const AppContent = ({ navigator }: { navigator: AppNavigator }) => (
  <>
    <NavigatorBridge navigator={navigator} />
    <SiteGate>
      <AppRoutes />
      <RealityCheck />
    </SiteGate>
  </>
);

/** The answers a server-rendered page was painted from: each query's key, data and time. */
export type PaintedAnswers = { key: QueryKey; data: unknown; at: number }[];

/**
 * The app's query cache, seeded with the answers its page was painted from, each as of when the
 * server fetched it: a page the service worker kept from an earlier visit carries old answers,
 * and those past their staleTime are asked again as soon as the app has hydrated.
 */
export const queryClientFor = (painted: PaintedAnswers = []) => {
  const client = makeQueryClient();
  for (const answer of painted) {
    client.setQueryData(answer.key, answer.data, { updatedAt: answer.at });
  }
  return client;
};

/** The app in the browser; `painted` holds the answers the server rendered the page with. */
export const App = ({ painted }: { painted?: PaintedAnswers | undefined }) => {
  const [queryClient] = useState(() => queryClientFor(painted));
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
        <AppContent navigator={navigator} />
      </BrowserRouter>
    </QueryClientProvider>
  );
};
