import type {
  FavouriteChange,
  FavouritesAnswer,
  favouritesQuery,
  RecentGamesAnswer,
  recentGamesQuery,
} from '@lotto/contract';
import type { z } from 'zod/mini';
import type { Ctx, MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import type { CatalogueCache } from './catalogue-snapshot.js';
import { categoryFilter, entriesOf, filterGames, pageOfGames } from './game-filter.js';
import {
  deleteFavourite,
  findFavouriteIds,
  findGameVendor,
  findRecentGameIds,
  insertFavourite,
  insertLaunch,
} from './member-games.repository.js';

type Db = Ctx['db'];
type Out<T extends z.ZodMiniType> = z.output<T>;

/** GET favourites: the member's playable favourites, latest added first. */
export const listFavourites = async (
  { db, member, language }: MemberCtx,
  catalogue: CatalogueCache,
  q: Out<typeof favouritesQuery>,
): Promise<FavouritesAnswer> => {
  const [snapshot, ids] = await Promise.all([
    catalogue.snapshot(),
    findFavouriteIds(db, member.id),
  ]);
  const games = filterGames(
    entriesOf(snapshot.site(member.merchantId), ids),
    categoryFilter(q.gameType),
  );
  const { items, ...page } = pageOfGames(games, q.pageNo, q.pageSize, q.language ?? language);
  return { content: items, ...page };
};

/** Every favourite nodeId of the member, so the app can mark tiles. */
export const favouriteIdsOf = async ({ db, member }: MemberCtx) => ({
  nodeIds: (await findFavouriteIds(db, member.id)).map(String),
});

/** The game a change names, refused as bad input when it is unknown or of another vendor. */
const gameOf = async (db: Db, change: FavouriteChange): Promise<number> => {
  const game = await findGameVendor(db, Number(change.nodeId));
  if (!game || game.vendor !== change.vendor) {
    throw new AppError('request_param_err', {
      fields: [{ field: 'nodeId', message: 'no such game of this vendor' }],
    });
  }
  return game.id;
};

/** POST favourite: idempotent, a second add keeps the first. */
export const addFavourite = async ({ db, member, now }: MemberCtx, change: FavouriteChange) => {
  await insertFavourite(db, member.id, await gameOf(db, change), now());
  return { nodeId: change.nodeId, favourite: true };
};

/** DELETE favourite: removing a game that is not a favourite is fine. */
export const removeFavourite = async ({ db, member }: MemberCtx, change: FavouriteChange) => {
  await deleteFavourite(db, member.id, await gameOf(db, change));
  return { nodeId: change.nodeId, favourite: false };
};

/** GET recent games: the games the member launched, each once, latest first. */
export const listRecentGames = async (
  { db, member, language }: MemberCtx,
  catalogue: CatalogueCache,
  q: Out<typeof recentGamesQuery>,
): Promise<RecentGamesAnswer> => {
  const [snapshot, ids] = await Promise.all([
    catalogue.snapshot(),
    findRecentGameIds(db, member.id),
  ]);
  const games = filterGames(
    entriesOf(snapshot.site(member.merchantId), ids),
    categoryFilter(q.gameType),
  );
  const { items, ...page } = pageOfGames(games, q.page, q.pageSize, q.language ?? language);
  return { games: items, ...page };
};

/** For the launch: remembers that the member opened the game (recent games read it). */
export const recordLaunch = ({ db, now }: Ctx, memberId: number, gameId: number) =>
  insertLaunch(db, memberId, gameId, now());
