import type { LotteryFamily } from '@lotto/contract';
import type { TtlCache } from '../../cache/ttl-cache.js';
import type { Ctx, SiteCtx } from '../../context.js';
import { siteTimeZoneOf } from '../system/index.js';
import {
  ensureGameRow,
  ensureLinkRow,
  findGameRowById,
  findScheduledGameRows,
  findSiteGameRows,
} from './games.repository.js';
import type { LotteryGameRow } from './games.tables.js';
import type { DrawSchedule } from './schedule.js';

/**
 * Lottery games are site data, not code: a family, a draw rule, bet types,
 * the prize group range and limits. These read the rows into one shape the rest works with.
 */

/** Per bet, per draw (one member's stake) and per number (the site's payout on one key). */
export interface GameLimits {
  /** The smallest stake of one bet; absent (older rows) or 0: none above the money unit's. */
  minBetMinor?: number;
  maxBetMinor: number;
  maxDrawMinor: number;
  maxNumberLiabilityMinor: number;
}

export interface LotteryGame {
  id: number;
  merchantId: number;
  code: string;
  family: LotteryFamily;
  variant: string | null;
  prizeMode: 'Lott' | 'Elott';
  name: { EN: string; MY: string };
  sort: number;
  schedule: DrawSchedule;
  minGroup: number;
  maxGroup: number;
  limits: GameLimits;
  betTypes: string[];
}

/** A game with its site's time zone (the job and the draws work across sites). */
export interface ScheduledGame extends LotteryGame {
  timeZone: string;
}

export const gameOf = (row: LotteryGameRow): LotteryGame => ({
  id: row.id,
  merchantId: row.merchant_id,
  code: row.code,
  family: row.family as LotteryFamily,
  variant: row.variant,
  prizeMode: row.prize_mode === 'Lott' ? 'Lott' : 'Elott',
  name: { EN: row.name_en, MY: row.name_my },
  sort: row.sort,
  schedule: JSON.parse(row.schedule) as DrawSchedule,
  minGroup: row.min_group,
  maxGroup: row.max_group,
  limits: JSON.parse(row.limits) as GameLimits,
  betTypes: JSON.parse(row.bet_types) as string[],
});

/** The game with its site's time zone (the system module's, kept a minute per process). */
const scheduledOf = async (ctx: Ctx, row: LotteryGameRow): Promise<ScheduledGame> => ({
  ...gameOf(row),
  timeZone: await siteTimeZoneOf(ctx.db, row.merchant_id),
});

/** What a seed or an operator gives to add a game. */
export interface NewGame {
  code: string;
  family: LotteryFamily;
  variant: string | null;
  prizeMode: 'Lott' | 'Elott';
  name: { EN: string; MY: string };
  sort: number;
  schedule: DrawSchedule;
  minGroup: number;
  maxGroup: number;
  limits: GameLimits;
  betTypes: readonly string[];
}

/** Adds a site's game (kept when the site has one of that code); its id. */
export const addLotteryGame = (ctx: Ctx, merchantId: number, game: NewGame): Promise<number> =>
  ensureGameRow(ctx.db, {
    merchant_id: merchantId,
    code: game.code,
    family: game.family,
    variant: game.variant,
    prize_mode: game.prizeMode,
    name_en: game.name.EN,
    name_my: game.name.MY,
    sort: game.sort,
    schedule: JSON.stringify(game.schedule),
    min_group: game.minGroup,
    max_group: game.maxGroup,
    limits: JSON.stringify(game.limits),
    bet_types: JSON.stringify(game.betTypes),
    created_at: ctx.now(),
  });

/** Makes a catalogue LOTT/ELOTT game (vendor + code) open an engine game. */
export const linkCatalogueGame = (
  ctx: Ctx,
  merchantId: number,
  link: { vendor: string; catalogueCode: string; gameId: number },
) =>
  ensureLinkRow(ctx.db, {
    merchant_id: merchantId,
    vendor: link.vendor,
    catalogue_code: link.catalogueCode,
    game_id: link.gameId,
  });

export const siteGames = async (ctx: Ctx, merchantId: number): Promise<LotteryGame[]> =>
  (await findSiteGameRows(ctx.db, merchantId)).map(gameOf);

/** The name of the process cache of sites' games; an operator's edit bumps it. */
export const LOTTERY_GAMES_CACHE = 'lottery' as const;

/** Where the public pages read a site's switched-on games from. */
export type SiteGamesOf = (ctx: SiteCtx) => Promise<LotteryGame[]>;

export const uncachedSiteGames: SiteGamesOf = (ctx) => siteGames(ctx, ctx.site.id);

/**
 * A site's games through a process cache (DESIGN "Caches"): kept until an edit bumps
 * LOTTERY_GAMES_CACHE (any process sees it within 2 s) or the TTL passes. Orders and the draws
 * job read the rows themselves: a limit or a rule applies at once to what they check.
 */
export const cachedSiteGames =
  (cache: TtlCache<LotteryGame[]>): SiteGamesOf =>
  (ctx) =>
    cache.get(String(ctx.site.id), () => siteGames(ctx, ctx.site.id));

export const scheduledGameById = async (
  ctx: Ctx,
  id: number,
): Promise<ScheduledGame | undefined> => {
  const row = await findGameRowById(ctx.db, id);
  return row && scheduledOf(ctx, row);
};

/** Every switched-on game of every site: what the draws job keeps drawing. */
export const scheduledGames = async (ctx: Ctx): Promise<ScheduledGame[]> => {
  const games: ScheduledGame[] = [];
  for (const row of await findScheduledGameRows(ctx.db)) games.push(await scheduledOf(ctx, row));
  return games;
};
