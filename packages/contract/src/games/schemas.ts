import { z } from 'zod/mini';
import { PAGE_SIZES } from '../constants.js';
import { languageCode } from '../languages.js';
import { onFirstUse } from '../on-first-use.js';

/**
 * Game catalogue, lists, favourites, recent games and the winner board (spec/02 sections 2,
 * 3, 4, 7 and 9). Query strings carry text, so numbers are coerced; the app sends '' for "no
 * filter" (gameClassify for All/New/Fav, vassalage for All), which reads as absent.
 */

/** spec/02 section 3. HOT is a grouping of hot games of every category, never a game's own. */
export const GAME_CATEGORIES = [
  'HOT',
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'FISH',
  'RNG',
  'PVP',
  'INHOUSE',
  'COCKFIGHT',
  'ELOTT',
  'LOTT',
] as const;
export const gameCategory = onFirstUse(() => z.enum(GAME_CATEGORIES));
export type GameCategory = z.infer<typeof gameCategory>;

/** A vendor code as it travels (PG, JL, CQ9, TCG_LOTTO_VN ...). */
export const vendorCode = onFirstUse(() => z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/)));
/** A catalogue game id, as a string (the spec's nodeId). */
export const nodeId = onFirstUse(() => z.string().check(z.regex(/^[1-9]\d{0,9}$/)));
/** An amount in the site's currency with exactly 2 decimals ("0.75", "1250.00"). */
export const amountText = onFirstUse(() => z.string().check(z.regex(/^-?\d+\.\d{2}$/)));

/** '' reads as absent: the app sends empty fields for "no filter". */
export const blankable = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.pipe(
      z.union([z.literal(''), schema]),
      z.transform((v) => (v === '' ? undefined : v) as z.output<T> | undefined),
    ),
  );
const intText = (min: number, max: number) =>
  z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
export const pageNo = onFirstUse(() => z._default(intText(1, 100_000), 1));
/** At most 100 a page on every list; a larger pageSize is refused (request_param_err). */
export const pageSizeOf = (fallback: number) => z._default(intText(1, 100), fallback);
export const languageParam = onFirstUse(() => z.optional(languageCode));
const siteCode = onFirstUse(() => z.optional(z.string().check(z.minLength(1), z.maxLength(32))));
const platform = onFirstUse(() => z._default(z.literal('html5'), 'html5'));
const clientType = onFirstUse(() => z._default(z.pipe(z.coerce.number(), z.literal(2)), 2));

export const gameItem = onFirstUse(() =>
  z.object({
    nodeId,
    /** The game's own category (a HOT list holds games of several). */
    gameType: gameCategory,
    vassalage: vendorCode,
    /** The vendor's id of the game. */
    gameId: z.string(),
    /** The table or room of a live game. */
    roomId: z.nullable(z.string()),
    /** In the asked language, English when it has no name there. */
    gameName: z.string(),
    showIcon: z.string(),
    mobileLargeIcon: z.string(),
    mobileSmallIcon: z.string(),
    /** The game can be launched now. */
    supportPlay: z.boolean(),
    isNew: z.boolean(),
    isHot: z.boolean(),
    minBet: amountText,
    /** Pay lines (or ways) of a slot; null where lines mean nothing. */
    lines: z.nullable(z.int()),
    /** Game type (classification) code, e.g. MEGAWAYS; see the game types list. */
    classify: z.nullable(z.string()),
  }),
);
export type GameItem = z.infer<typeof gameItem>;

export const pageFields = {
  pageNum: onFirstUse(() => z.int()),
  totalPages: onFirstUse(() => z.int()),
  totalCount: onFirstUse(() => z.int()),
};

/**
 * GET game list (spec/02 section 7). minBet keeps games whose minimum bet is at most the
 * chosen amount (the games a player can start with it); minLine keeps games with at least
 * that many lines. gameName matches, case-insensitively, the name in the asked language or
 * in English. New in the app's filter is isNew=1 with gameClassify empty.
 */
export const gameListQuery = onFirstUse(() =>
  z.object({
    merchant: siteCode,
    platform,
    clientType,
    gameName: blankable(z.string().check(z.minLength(1), z.maxLength(50))),
    gameType: gameCategory,
    gameClassify: blankable(z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/))),
    isNew: blankable(z.pipe(z.coerce.number(), z.union([z.literal(0), z.literal(1)]))),
    pageNo,
    pageSize: pageSizeOf(PAGE_SIZES.games),
    vassalage: blankable(vendorCode),
    language: languageParam,
    minBet: blankable(z.string().check(z.regex(/^\d{1,7}(\.\d{1,2})?$/))),
    minLine: blankable(intText(1, 1_000_000)),
  }),
);
export type GameListQuery = z.input<typeof gameListQuery>;

export const gameListAnswer = onFirstUse(() =>
  z.object({ games: z.array(gameItem), ...pageFields }),
);
export type GameListAnswer = z.infer<typeof gameListAnswer>;

/** GET hot games: the hot games of one category, or of all when gameType is HOT or absent. */
export const hotGamesQuery = onFirstUse(() =>
  z.object({
    isPlatform: z._default(z.pipe(z.coerce.number(), z.literal(2)), 2),
    language: languageParam,
    platform,
    gameType: blankable(gameCategory),
    merchantCode: siteCode,
    pageNo,
    pageSize: pageSizeOf(PAGE_SIZES.popular),
  }),
);
export type HotGamesQuery = z.input<typeof hotGamesQuery>;
export const hotGamesAnswer = onFirstUse(() =>
  z.object({ list: z.array(gameItem), ...pageFields }),
);
export type HotGamesAnswer = z.infer<typeof hotGamesAnswer>;

/** GET vendors per category. */
export const gameVendorsQuery = onFirstUse(() =>
  z.object({
    gameType: blankable(gameCategory),
    language: languageParam,
    merchant: siteCode,
  }),
);
export const vendorEntry = onFirstUse(() =>
  z.object({
    vassalage: vendorCode,
    /** The vendor's display name. */
    accountTypeName: z.string(),
    gameType: gameCategory,
    /** Playable games of this vendor in this category. */
    gameCount: z.int(),
  }),
);
export type VendorEntry = z.infer<typeof vendorEntry>;
/**
 * `content[category][vendor]` is that vendor's entry (a one-item list, as the original sends
 * it); `sorting` lists the same categories and vendors in display order, with category names.
 */
export const gameVendorsAnswer = onFirstUse(() =>
  z.object({
    content: z.record(z.string(), z.record(z.string(), z.array(vendorEntry))),
    sorting: z.array(
      z.object({ gameCategory, name: z.string(), vendorNames: z.array(vendorEntry) }),
    ),
  }),
);
export type GameVendorsAnswer = z.infer<typeof gameVendorsAnswer>;

/** GET game types (classifications); typeId 1 is the only kind: slot and fish game types. */
export const gameTypesQuery = onFirstUse(() =>
  z.object({
    typeId: z._default(z.pipe(z.coerce.number(), z.literal(1)), 1),
    gameType: blankable(gameCategory),
    language: languageParam,
    merchant: siteCode,
    pageNo,
    pageSize: pageSizeOf(100),
  }),
);
export const gameTypeEntry = onFirstUse(() =>
  z.object({
    /** The value to send as gameClassify. */
    classify: z.string(),
    name: z.string(),
    gameType: gameCategory,
  }),
);
export type GameTypeEntry = z.infer<typeof gameTypeEntry>;
export const gameTypesAnswer = onFirstUse(() =>
  z.object({ list: z.array(gameTypeEntry), ...pageFields }),
);

/** GET favourites of the session's member (the token travels in Authorization). */
export const favouritesQuery = onFirstUse(() =>
  z.object({
    pageNo,
    gameType: blankable(gameCategory),
    pageSize: pageSizeOf(PAGE_SIZES.favourites),
    language: languageParam,
  }),
);
export const favouritesAnswer = onFirstUse(() =>
  z.object({ content: z.array(gameItem), ...pageFields }),
);
export type FavouritesAnswer = z.infer<typeof favouritesAnswer>;

/** POST (body) adds, DELETE (query string) removes; both are idempotent. */
export const favouriteChange = onFirstUse(() => z.object({ nodeId, vendor: vendorCode }));
export type FavouriteChange = z.infer<typeof favouriteChange>;
export const favouriteChangeAnswer = onFirstUse(() => z.object({ nodeId, favourite: z.boolean() }));

/** GET every favourite nodeId of the member, to mark tiles (bounded by the catalogue). */
export const favouriteIdsAnswer = onFirstUse(() => z.object({ nodeIds: z.array(nodeId) }));

/** GET recent games: the member's launched games, newest first, each game once. */
export const recentGamesQuery = onFirstUse(() =>
  z.object({
    page: pageNo,
    pageSize: pageSizeOf(PAGE_SIZES.recent),
    gameType: blankable(gameCategory),
    language: languageParam,
    clientType,
  }),
);
export const recentGamesAnswer = onFirstUse(() =>
  z.object({ games: z.array(gameItem), ...pageFields }),
);
export type RecentGamesAnswer = z.infer<typeof recentGamesAnswer>;
