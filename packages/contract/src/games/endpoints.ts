import { z } from 'zod/mini';
import { endpoint } from '../endpoint.js';
import { onFirstUse } from '../on-first-use.js';
import {
  favouriteChange,
  favouriteChangeAnswer,
  favouriteIdsAnswer,
  favouritesAnswer,
  favouritesQuery,
  gameListAnswer,
  gameListQuery,
  gameTypesAnswer,
  gameTypesQuery,
  gameVendorsAnswer,
  gameVendorsQuery,
  hotGamesAnswer,
  hotGamesQuery,
  nodeId,
  recentGamesAnswer,
  recentGamesQuery,
} from './schemas.js';

const GAME3 = { module: 'GAME3' } as const;

/** The catalogue, game lists, the member's favourites and recent games (GAME3). */
export const list = endpoint({
  method: 'GET',
  path: '/wps/relay/games',
  ...GAME3,
  access: 'public',
  query: gameListQuery,
  answer: gameListAnswer,
});

export const hot = endpoint({
  method: 'GET',
  path: '/wps/relay/games/hot',
  ...GAME3,
  access: 'public',
  query: hotGamesQuery,
  answer: hotGamesAnswer,
});

/** Vendors per category, and the categories in display order. */
export const vendors = endpoint({
  method: 'GET',
  path: '/wps/relay/games/vendors',
  ...GAME3,
  access: 'public',
  query: gameVendorsQuery,
  answer: gameVendorsAnswer,
});

/** Game types (classifications) the slot filter offers. */
export const types = endpoint({
  method: 'GET',
  path: '/wps/relay/games/types',
  ...GAME3,
  access: 'public',
  query: gameTypesQuery,
  answer: gameTypesAnswer,
});

/**
 * An icon an operator uploaded (png or jpeg; build its address with uploadedIconPath): the
 * version names its bytes, so a new upload has a new address and kept copies never go stale.
 */
export const uploadedIcon = endpoint({
  method: 'GET',
  path: '/wps/relay/games/icon/:nodeId/:version',
  ...GAME3,
  access: 'public',
  params: onFirstUse(() =>
    z.object({ nodeId, version: z.string().check(z.regex(/^[0-9a-f]{16}$/)) }),
  ),
  produces: 'image',
});

/** A game's generated icon (build its address with gameIconPath). */
export const icon = endpoint({
  method: 'GET',
  path: '/wps/relay/games/icon/:nodeId.svg',
  ...GAME3,
  access: 'public',
  params: onFirstUse(() => z.object({ nodeId })),
  produces: 'svg',
});

export const favourites = endpoint({
  method: 'GET',
  path: '/wps/relay/favourites',
  ...GAME3,
  access: 'member',
  query: favouritesQuery,
  answer: favouritesAnswer,
});

/** Idempotent: adding a favourite again keeps the first. */
export const addFavourite = endpoint({
  method: 'POST',
  path: '/wps/relay/favourites',
  ...GAME3,
  access: 'member',
  body: favouriteChange,
  answer: favouriteChangeAnswer,
});

/** Idempotent: removing a game that is no favourite is fine. */
export const removeFavourite = endpoint({
  method: 'DELETE',
  path: '/wps/relay/favourites',
  ...GAME3,
  access: 'member',
  query: favouriteChange,
  answer: favouriteChangeAnswer,
});

/** Every favourite nodeId of the member, to mark tiles. */
export const favouriteIds = endpoint({
  method: 'GET',
  path: '/wps/relay/favourites/ids',
  ...GAME3,
  access: 'member',
  answer: favouriteIdsAnswer,
});

export const recent = endpoint({
  method: 'GET',
  path: '/wps/relay/recentGames',
  ...GAME3,
  access: 'member',
  query: recentGamesQuery,
  answer: recentGamesAnswer,
});
