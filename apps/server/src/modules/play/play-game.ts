import type { GameCategory, PlayKind } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { AppError } from '../../errors.js';
import { findPlayGameRow } from '../games/index.js';
import { demoVendor } from './demo-vendor.js';
import { inHouseVendor } from './in-house-vendor.js';
import type { GameFacts, PlayGame, Vendor } from './vendor.js';

/** A catalogue game with every switch that decides whether it may be played now. */
export type PlayGameRow = NonNullable<Awaited<ReturnType<typeof findPlayGameRow>>>;

/** Which vendor plays a game, whether it may be played now, and its stake limits. */

/** First match wins: the in-house vendor claims its own games before the demo vendor. */
const VENDORS: readonly Vendor[] = [inHouseVendor, demoVendor];

/** The vendor that plays the game and how, or null when no vendor here plays it. */
export const playableBy = (game: GameFacts): { vendor: Vendor; kind: PlayKind } | null => {
  for (const vendor of VENDORS) {
    const kind = vendor.kindOf(game);
    if (kind) return { vendor, kind };
  }
  return null;
};

/**
 * Stake limits in minor units. The largest stake is 1000 times the game's minimum, but at
 * least 100.00 (so penny games still take a real bet) and at most 1,000,000.00, which keeps
 * every pay-out product (stake x odds numerator) far inside 2^53.
 */
export const MAX_BET_MULTIPLE = 1000;
export const MAX_BET_FLOOR_MINOR = 10_000;
export const MAX_BET_CAP_MINOR = 100_000_000;
export const maxBetOf = (minBetMinor: number): number =>
  Math.min(MAX_BET_CAP_MINOR, Math.max(MAX_BET_FLOOR_MINOR, minBetMinor * MAX_BET_MULTIPLE));

export const playGameOf = (row: PlayGameRow): PlayGame => ({
  id: row.id,
  code: row.code,
  category: row.category as GameCategory,
  vendor: row.vendor,
  rtp: row.rtp_bp,
  minBet: row.min_bet,
  name: row.name,
});

/** Game, category and vendor on, launchable, and the vendor not switched off for the site. */
export const isAvailable = (row: PlayGameRow): boolean =>
  row.enabled === 1 &&
  row.category_enabled === 1 &&
  row.vendor_enabled === 1 &&
  row.support_play === 1 &&
  row.site_vendor_enabled !== 0;

/** The game row as the site sees it, or undefined. */
export const findGameRow = ({ db }: Ctx, gameId: number, siteId: number, language: string) =>
  findPlayGameRow(db, gameId, siteId, language);

/** The game row; `game.not.exist` when there is none. */
export const gameRowOf = async (
  ctx: Ctx,
  gameId: number,
  siteId: number,
  language: string,
): Promise<PlayGameRow> => {
  const row = await findGameRow(ctx, gameId, siteId, language);
  if (!row) throw new AppError('game.not.exist');
  return row;
};
