import { z } from 'zod/mini';
import { endpoint } from '../endpoint.js';
import { API } from '../paths.js';
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
export const gamesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: API.games.list,
    ...GAME3,
    access: 'public',
    query: gameListQuery,
    answer: gameListAnswer,
  }),
  hot: endpoint({
    method: 'GET',
    path: API.games.hot,
    ...GAME3,
    access: 'public',
    query: hotGamesQuery,
    answer: hotGamesAnswer,
  }),
  /** Vendors per category, and the categories in display order. */
  vendors: endpoint({
    method: 'GET',
    path: API.games.vendors,
    ...GAME3,
    access: 'public',
    query: gameVendorsQuery,
    answer: gameVendorsAnswer,
  }),
  /** Game types (classifications) the slot filter offers. */
  types: endpoint({
    method: 'GET',
    path: API.games.types,
    ...GAME3,
    access: 'public',
    query: gameTypesQuery,
    answer: gameTypesAnswer,
  }),
  /** A game's generated icon (build its address with gameIconPath). */
  icon: endpoint({
    method: 'GET',
    path: API.games.icon,
    ...GAME3,
    access: 'public',
    params: z.object({ nodeId }),
    produces: 'svg',
  }),
  favourites: endpoint({
    method: 'GET',
    path: API.games.favourites,
    ...GAME3,
    access: 'member',
    query: favouritesQuery,
    answer: favouritesAnswer,
  }),
  /** Idempotent: adding a favourite again keeps the first. */
  addFavourite: endpoint({
    method: 'POST',
    path: API.games.favourites,
    ...GAME3,
    access: 'member',
    body: favouriteChange,
    answer: favouriteChangeAnswer,
  }),
  /** Idempotent: removing a game that is no favourite is fine. */
  removeFavourite: endpoint({
    method: 'DELETE',
    path: API.games.favourites,
    ...GAME3,
    access: 'member',
    query: favouriteChange,
    answer: favouriteChangeAnswer,
  }),
  /** Every favourite nodeId of the member, to mark tiles. */
  favouriteIds: endpoint({
    method: 'GET',
    path: API.games.favouriteIds,
    ...GAME3,
    access: 'member',
    answer: favouriteIdsAnswer,
  }),
  recent: endpoint({
    method: 'GET',
    path: API.games.recent,
    ...GAME3,
    access: 'member',
    query: recentGamesQuery,
    answer: recentGamesAnswer,
  }),
};
