import { hotMatches as hotMatchesEndpoint } from '@lotto/contract/endpoints/sports';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTranslation } from '../../../shared/i18n';

/** A match leaves the strip at kick-off: the list is asked again every minute on screen. */
const HOT_MATCHES_REFRESH_MS = 60_000;

export const hotMatchKeys = {
  list: (language: string) => ['home', 'hotMatches', language] as const,
};

/** Home's hot-match strip: the site's next matches, soonest first. */
export const useHotMatches = () => {
  const { language } = useTranslation();
  return useQuery({
    queryKey: hotMatchKeys.list(language),
    queryFn: ({ signal }) => call(hotMatchesEndpoint, { query: {}, signal }),
    select: (answer) => answer.list,
    refetchInterval: HOT_MATCHES_REFRESH_MS,
    staleTime: HOT_MATCHES_REFRESH_MS / 2,
  });
};
