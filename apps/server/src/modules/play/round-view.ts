import {
  type FairReveal,
  fairReveal,
  formatMinor,
  type GameCategory,
  type GameRecord,
  type PlayChoice,
  type PlayOutcome,
  playChoice,
  playOutcome,
  type RoundView,
} from '@lotto/contract';
import type { RoundRow } from './rounds.repository.js';

/** The one mapper from bet_records rows to what the vendor page and the records show. */

const parsed = <T>(schema: { parse(value: unknown): T }, text: string | null): T | null =>
  text === null ? null : schema.parse(JSON.parse(text));

/** The stored choice of a round this module wrote (never null there). */
export const choiceOf = (row: RoundRow): PlayChoice => {
  const choice = parsed(playChoice, row.choice);
  if (!choice) throw new Error(`round ${row.round_id} has no choice`);
  return choice;
};

export const roundViewOf = (row: RoundRow): RoundView => {
  const open = row.settled_at === null;
  return {
    roundId: row.round_id,
    nodeId: String(row.game_id),
    stake: formatMinor(row.stake),
    win: open ? null : formatMinor(row.win),
    status: open ? 'open' : 'settled',
    choice: choiceOf(row),
    outcome: parsed<PlayOutcome>(playOutcome, row.outcome),
    fair: parsed<FairReveal>(fairReveal, row.fair),
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
};

export const gameRecordOf = (
  row: RoundRow,
  game: { name: string; category: GameCategory },
): GameRecord => {
  const open = row.settled_at === null;
  return {
    roundId: row.round_id,
    nodeId: String(row.game_id),
    gameName: game.name,
    gameType: game.category,
    vassalage: row.vendor,
    stake: formatMinor(row.stake),
    win: open ? null : formatMinor(row.win),
    status: open ? 'open' : 'settled',
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
};
