import type { SiteStatus } from '@lotto/contract';
import { status as statusEndpoint } from '@lotto/contract/endpoints/system';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/call';
import { firstPaintAt, firstPaintStatusIn } from '../first-paint/first-paint';
import { useTranslation } from '../i18n';

export const siteKeys = { status: ['system', 'status'] as const };

export const fetchSiteStatus = () => call(statusEndpoint);

/** The status in any language already loaded: what shows while another language's loads. */
const anyLoadedStatus = (queryClient: QueryClient) =>
  queryClient
    .getQueriesData<SiteStatus>({ queryKey: siteKeys.status })
    .find(([, status]) => status !== undefined)?.[1];

/**
 * Site status, read at start-up. Its template texts (login prompt, app description) are in the
 * language asked for, so each language has its own entry: settling on the site's default
 * language, or switching, fetches the texts in it while the loaded ones stay on screen (also in
 * components that mount meanwhile, so the site gate's promise holds for them). The page may
 * carry the status already (first-paint.ts).
 */
export const useSiteStatus = () => {
  const { language } = useTranslation();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...siteKeys.status, language],
    queryFn: fetchSiteStatus,
    staleTime: 5 * 60_000,
    // The status the server inlined into the page, when it is in this language: the first
    // render need not wait for the call.
    initialData: () => firstPaintStatusIn(language),
    initialDataUpdatedAt: firstPaintAt,
    placeholderData: (previous) => previous ?? anyLoadedStatus(queryClient),
  });
};

/** For components under the gate: the status is always there. */
export const useSite = (): SiteStatus => {
  const { data } = useSiteStatus();
  if (!data) throw new Error('useSite used outside the site gate');
  return data;
};
