import {
  type FavouriteChange,
  type FavouritesAnswer,
  type favouritesQuery,
  type GameCategory,
  type LanguageCode,
  type RecentGamesAnswer,
  type recentGamesQuery,
  WINNER_BOARD_DAYS,
  type winnersAnswer,
  type winnersQuery,
} from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { AuthMember } from '../session/session.service.js';
import type { CatalogueCache } from './catalogue-snapshot.js';
import { categoryFilter, entriesOf, filterGames, pageOfGames } from './game-filter.js';
import { amountOf, pageFieldsOf, pageOf } from './game-item.js';
import type { Asker } from './games.service.js';
import {
  deleteFavourite,
  findFavouriteIds,
  findGameVendor,
  findRecentGameIds,
  findWinnerPage,
  insertFavourite,
  insertLaunch,
} from './member-games.repository.js';

type Db = Kysely<Database>;
type Out<T extends z.ZodMiniType> = z.output<T>;

/** A member's own lists: always scoped to the session's member and site. */
export interface MemberAsker {
  member: AuthMember;
  language: LanguageCode;
}

/** GET favourites: the member's playable favourites, latest added first. */
export const listFavourites = async (
  db: Db,
  catalogue: CatalogueCache,
  { member, language }: MemberAsker,
  q: Out<typeof favouritesQuery>,
): Promise<FavouritesAnswer> => {
  const [snapshot, ids] = await Promise.all([
    catalogue.snapshot(),
    findFavouriteIds(db, member.id),
  ]);
  const games = filterGames(
    snapshot,
    member.merchantId,
    entriesOf(snapshot, ids),
    categoryFilter(q.gameType),
  );
  const { items, ...page } = pageOfGames(games, q.pageNo, q.pageSize, q.language ?? language);
  return { content: items, ...page };
};

/** Every favourite nodeId of the member, so the app can mark tiles. */
export const favouriteIdsOf = async (db: Db, member: AuthMember) => ({
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
export const addFavourite = async (
  db: Db,
  member: AuthMember,
  change: FavouriteChange,
  now: number,
) => {
  await insertFavourite(db, member.id, await gameOf(db, change), now);
  return { nodeId: change.nodeId, favourite: true };
};

/** DELETE favourite: removing a game that is not a favourite is fine. */
export const removeFavourite = async (db: Db, member: AuthMember, change: FavouriteChange) => {
  await deleteFavourite(db, member.id, await gameOf(db, change));
  return { nodeId: change.nodeId, favourite: false };
};

/** GET recent games: the games the member launched, each once, latest first. */
export const listRecentGames = async (
  db: Db,
  catalogue: CatalogueCache,
  { member, language }: MemberAsker,
  q: Out<typeof recentGamesQuery>,
): Promise<RecentGamesAnswer> => {
  const [snapshot, ids] = await Promise.all([
    catalogue.snapshot(),
    findRecentGameIds(db, member.id),
  ]);
  const games = filterGames(
    snapshot,
    member.merchantId,
    entriesOf(snapshot, ids),
    categoryFilter(q.gameType),
  );
  const { items, ...page } = pageOfGames(games, q.page, q.pageSize, q.language ?? language);
  return { games: items, ...page };
};

/** For the launch: remembers that the member opened the game (recent games read it). */
export const recordLaunch = (db: Db, memberId: number, gameId: number, now: number) =>
  insertLaunch(db, memberId, gameId, now);

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** "alice" -> "a***e": the board never shows a whole account name (Burmese: whole letters). */
export const maskUserName = (name: string): string => {
  const chars = Array.from(graphemes.segment(name), (s) => s.segment);
  const first = chars[0] ?? '';
  return chars.length <= 2 ? `${first}***` : `${first}***${chars[chars.length - 1]}`;
};

const DAY_MS = 86_400_000;

/** GET winner board: the site's settled wins of the last days, highest first. */
export const listWinners = async (
  db: Db,
  { site, language }: Asker,
  q: Out<typeof winnersQuery>,
  now: number,
): Promise<Out<typeof winnersAnswer>> => {
  const { rows, total } = await findWinnerPage(
    db,
    {
      siteId: site.id,
      since: now - WINNER_BOARD_DAYS * DAY_MS,
      category: q.gameType === 'HOT' ? undefined : q.gameType,
      language: q.language ?? language,
    },
    pageOf(q.pageNo, q.pageSize),
  );
  const list = rows.map((r) => ({
    vo: {
      winAmount: amountOf(r.win),
      userName: maskUserName(r.username),
      gameName: r.name ?? '',
      gameType: r.category as GameCategory,
      vassalage: r.vendor,
      nodeId: String(r.game_id),
      winTime: r.settled_at,
    },
  }));
  return { list, ...pageFieldsOf(total, q.pageNo, q.pageSize) };
};
