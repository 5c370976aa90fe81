import type { LanguageCode } from '@lotto/contract';
import { vendors as vendorsEndpoint } from '@lotto/contract/endpoints/games';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { sharedKeys } from '../api/query-keys';

/**
 * The site's categories in display order with their vendors, named in the asked language. Home's
 * category strip and the game lobby read the same answer: one query, one request per language.
 */
export const useVendorsQuery = (language: LanguageCode) =>
  useQuery({
    queryKey: sharedKeys.catalogue.vendors(language),
    queryFn: ({ signal }) => call(vendorsEndpoint, { query: { language }, signal }),
    staleTime: 5 * 60_000,
  });
