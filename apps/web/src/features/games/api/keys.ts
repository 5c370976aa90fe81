import type { GameCategory } from '@lotto/contract';
import { sharedKeys } from '../../../shared/api/query-keys';
import type { ListFilters, LobbyTab } from '../model/lobby-state';

/**
 * Query keys of the games feature. Catalogue data is shared by everyone and keyed by
 * language; member data sits under the session's token, so favourite changes invalidate
 * `member(token)` prefixes and a sign-out leaves nothing behind for the next member.
 */
export const gameKeys = {
  all: ['games'] as const,
  catalogue: sharedKeys.catalogue.all,
  types: (language: string, gameType: GameCategory) =>
    [...gameKeys.catalogue(language), 'types', gameType] as const,
  hot: (language: string, gameType: GameCategory) =>
    [...gameKeys.catalogue(language), 'hot', gameType] as const,
  /** The lobby's paged list of the all or hot tab. */
  list: (language: string, tab: LobbyTab, filters: ListFilters) =>
    [...gameKeys.catalogue(language), 'list', tab, filters] as const,
  member: (token: string) => ['games', 'member', token] as const,
  favouriteIds: (token: string) => [...gameKeys.member(token), 'favouriteIds'] as const,
  /** Every paged favourites list of the member, whatever category and language. */
  favouriteLists: (token: string) => [...gameKeys.member(token), 'list', 'fav'] as const,
  /** The lobby's paged list of the recent or fav tab. */
  memberList: (token: string, tab: LobbyTab, gameType: GameCategory, language: string) =>
    [...gameKeys.member(token), 'list', tab, gameType, language] as const,
};
