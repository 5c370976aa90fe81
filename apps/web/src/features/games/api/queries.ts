import type { GameCategory, VendorEntry } from '@lotto/contract';
import {
  favouriteIds as favouriteIdsEndpoint,
  hot as hotEndpoint,
  types as typesEndpoint,
} from '@lotto/contract/endpoints/games';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../../shared/api/call';
import { useVendorsQuery } from '../../../shared/catalogue/vendors';
import { useSession } from '../../../shared/session/session-store';
import { useSettledLanguage } from '../hooks/use-settled-language';
import { gameKeys } from './keys';

const CATALOGUE_STALE = 5 * 60_000;

/** Vendors per category and the categories in display order, named in the asked language. */
export const useVendors = () => useVendorsQuery(useSettledLanguage());

/** The vendors of one category in display order (empty while loading). */
export const useCategoryVendors = (gameType: GameCategory): VendorEntry[] => {
  const { data } = useVendors();
  return useMemo(
    () => data?.sorting.find((s) => s.gameCategory === gameType)?.vendorNames ?? [],
    [data, gameType],
  );
};

/** Vendor display names by code, for tiles (a HOT list mixes categories). */
export const useVendorNames = (): ReadonlyMap<string, string> => {
  const { data } = useVendors();
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const entry of data?.sorting ?? []) {
      for (const v of entry.vendorNames) names.set(v.vassalage, v.accountTypeName);
    }
    return names;
  }, [data]);
};

/** The game types (classifications) a category's filter offers: typeId 1. */
export const useGameTypes = (gameType: GameCategory, enabled: boolean) => {
  const language = useSettledLanguage();
  return useQuery({
    queryKey: gameKeys.types(language, gameType),
    queryFn: ({ signal }) =>
      call(typesEndpoint, { query: { typeId: 1, gameType, language }, signal }),
    enabled,
    staleTime: CATALOGUE_STALE,
  });
};

/** The first page of a category's hot games (slots centre). */
export const useHotGames = (gameType: GameCategory) => {
  const language = useSettledLanguage();
  return useQuery({
    queryKey: gameKeys.hot(language, gameType),
    queryFn: ({ signal }) =>
      call(hotEndpoint, {
        query: { isPlatform: 2, platform: 'html5', gameType, language, pageNo: 1 },
        signal,
      }),
    staleTime: CATALOGUE_STALE,
  });
};

/** The member's favourite nodeIds, to mark hearts; empty for a visitor. */
export const useFavouriteIds = (): ReadonlySet<string> => {
  const token = useSession()?.token ?? '';
  const { data } = useQuery({
    queryKey: gameKeys.favouriteIds(token),
    queryFn: ({ signal }) => call(favouriteIdsEndpoint, { signal }),
    enabled: token !== '',
    staleTime: 60_000,
  });
  return useMemo(() => new Set(data?.nodeIds ?? []), [data]);
};
