import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { ApiError } from '../shared/api/client';
import { sharedKeys } from '../shared/api/query-keys';
import { createAppRouter } from './routes';
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
  const [router] = useState(createAppRouter);
  useEffect(() => {
    installSessionExpiry(
      (to, state) =>
        new Promise<void>((done) => {
          // The frame's header asks for the balance before the first lazy screen has loaded; a
          // redirect made then is overtaken by that first load, so wait until it has finished.
          const go = () => void router.navigate(to, { replace: true, state }).then(done, done);
          if (router.state.initialized && router.state.navigation.state === 'idle') return go();
          const stop = router.subscribe((next) => {
            if (!next.initialized || next.navigation.state !== 'idle') return;
            stop();
            go();
          });
        }),
      () => queryClient.removeQueries({ queryKey: sharedKeys.member.all }),
    );
  }, [router, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <SiteGate>
        <RouterProvider router={router} />
      </SiteGate>
    </QueryClientProvider>
  );
};
