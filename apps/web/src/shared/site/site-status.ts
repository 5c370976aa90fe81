import { type SiteStatus, systemEndpoints } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/call';

export const siteKeys = { status: ['system', 'status'] as const };

export const fetchSiteStatus = () => call(systemEndpoints.status);

/** Site status, read once at start-up; the site gate guarantees it is loaded below it. */
export const useSiteStatus = () =>
  useQuery({ queryKey: siteKeys.status, queryFn: fetchSiteStatus, staleTime: 5 * 60_000 });

/** For components under the gate: the status is always there. */
export const useSite = (): SiteStatus => {
  const { data } = useSiteStatus();
  if (!data) throw new Error('useSite used outside the site gate');
  return data;
};
