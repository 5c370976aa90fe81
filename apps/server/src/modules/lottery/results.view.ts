import {
  type DrawItem,
  formatMinor,
  type LanguageCode,
  type LotteryGameSummary,
  type LotteryResult,
} from '@lotto/contract';
import type { LotteryDrawRow } from './draws.tables.js';
import type { LotteryGame } from './games.service.js';

/** The wire shapes of games and draws (contract schemas), from rows. */

export const nameIn = (name: { EN: string; MY: string }, language: LanguageCode): string =>
  language === 'MY' ? name.MY : name.EN;

export const resultOfRow = (row: LotteryDrawRow): LotteryResult | null =>
  row.result === null ? null : (JSON.parse(row.result) as LotteryResult);

/** A draw with its proof: the result, the hash published before sales and the revealed seed. */
export const drawItemOf = (row: LotteryDrawRow): DrawItem => ({
  drawNo: row.draw_no,
  status: row.status,
  closesAt: Number(row.closes_at),
  drawAt: Number(row.draw_at),
  drawnAt: row.drawn_at === null ? null : Number(row.drawn_at),
  late: row.late === 1,
  result: resultOfRow(row),
  seedHash: row.seed_hash,
  seed: row.seed,
  cancelReason: row.cancel_reason,
});

export const gameRefOf = (game: LotteryGame, language: LanguageCode) => ({
  code: game.code,
  name: nameIn(game.name, language),
  family: game.family,
  variant: variantOf(game),
});

const variantOf = (game: LotteryGame): 'north' | 'south' | null =>
  game.variant === 'north' || game.variant === 'south' ? game.variant : null;

/** What a game's summary is made of beyond the game itself. */
export interface SummaryParts {
  selling: LotteryDrawRow | undefined;
  last: LotteryDrawRow | undefined;
  links: { vendor: string; gameId: string; code: string }[];
}

export const gameSummaryOf = (
  game: LotteryGame,
  language: LanguageCode,
  parts: SummaryParts,
): LotteryGameSummary => {
  const lastResult = parts.last && resultOfRow(parts.last);
  return {
    ...gameRefOf(game, language),
    prizeMode: game.prizeMode,
    cycleSec: game.schedule.monthDays ? 0 : game.schedule.cycleSec,
    nextDraw: parts.selling
      ? {
          drawNo: parts.selling.draw_no,
          closesAt: Number(parts.selling.closes_at),
          drawAt: Number(parts.selling.draw_at),
        }
      : null,
    lastResult:
      parts.last && lastResult
        ? { drawNo: parts.last.draw_no, drawAt: Number(parts.last.draw_at), result: lastResult }
        : null,
    minGroup: game.minGroup,
    maxGroup: game.maxGroup,
    links: parts.links,
  };
};

export const limitsOf = (game: LotteryGame) => ({
  maxBet: formatMinor(game.limits.maxBetMinor),
  maxDraw: formatMinor(game.limits.maxDrawMinor),
  maxNumberLiability: formatMinor(game.limits.maxNumberLiabilityMinor),
});
