import {
  helpCentre as helpCentreEndpoint,
  helpEntry as helpEntryEndpoint,
  userAgreement as userAgreementEndpoint,
} from '@lotto/contract/endpoints/help';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/call';
import { ApiError } from '../../shared/api/client';
import { useTranslation } from '../../shared/i18n';

/** Query keys of the help feature: content is public and kept per language. */
export const helpKeys = {
  all: ['help'] as const,
  centre: (language: string) => ['help', 'centre', language] as const,
  entry: (language: string, index: number) => ['help', 'entry', language, index] as const,
  agreement: (language: string) => ['help', 'agreement', language] as const,
};

/** Help content changes when an operator edits it: a few minutes old is fine. */
const CONTENT_STALE = 5 * 60_000;
/** The screen lists this many entries, the most a page of the API holds. */
const HELP_LIST_SIZE = 100;

/** A 404 of these is an answer (not there), not a failure to offer a retry for. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'help.entry.not.exist' || error.code === 'help.agreement.not.exist');

/** The help centre's entries for this app (device MOBILE), in the app's language. */
export const useHelpCentre = () => {
  const { language } = useTranslation();
  return useQuery({
    queryKey: helpKeys.centre(language),
    queryFn: ({ signal }) =>
      call(helpCentreEndpoint, {
        query: { lang: language, device: 'MOBILE', pageSize: HELP_LIST_SIZE },
        signal,
      }),
    staleTime: CONTENT_STALE,
  });
};

/** One entry by its index (`?i=`); nothing is asked for without one. */
export const useHelpEntry = (index: number | null) => {
  const { language } = useTranslation();
  return useQuery({
    queryKey: helpKeys.entry(language, index ?? -1),
    queryFn: ({ signal }) =>
      call(helpEntryEndpoint, {
        params: { index: index ?? 0 },
        query: { lang: language, device: 'MOBILE' },
        signal,
      }),
    enabled: index !== null,
    staleTime: CONTENT_STALE,
  });
};

/** The site's user agreement in the app's language. */
export const useUserAgreement = () => {
  const { language } = useTranslation();
  return useQuery({
    queryKey: helpKeys.agreement(language),
    queryFn: ({ signal }) => call(userAgreementEndpoint, { query: { lang: language }, signal }),
    staleTime: CONTENT_STALE,
  });
};
