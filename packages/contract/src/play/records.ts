import { z } from 'zod/mini';
import { PAGE_SIZES } from '../constants.js';
import { pageQuery } from '../envelope.js';
import {
  amountText,
  blankable,
  gameCategory,
  languageParam,
  nodeId,
  pageFields,
  pageNo,
  pageSizeOf,
  vendorCode,
} from '../games/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { moneyString } from '../wallet/schemas.js';

/** What rounds leave behind: the member's own betting records and the site's winner board. */

/** GET /wps/relay/gameRecords: the member's own bet records, newest first. */
export const gameRecordsQuery = onFirstUse(() =>
  z.object({
    ...pageQuery.shape,
    gameType: z.optional(gameCategory),
  }),
);
export const gameRecord = onFirstUse(() =>
  z.object({
    roundId: z.string(),
    nodeId,
    gameName: z.string(),
    gameType: gameCategory,
    vassalage: vendorCode,
    stake: moneyString,
    win: z.nullable(moneyString),
    status: z.enum(['open', 'settled']),
    createdAt: z.int(),
    settledAt: z.nullable(z.int()),
  }),
);
export type GameRecord = z.infer<typeof gameRecord>;
export const gameRecordsAnswer = onFirstUse(() =>
  z.object({ list: z.array(gameRecord), ...pageFields }),
);
export type GameRecordsAnswer = z.infer<typeof gameRecordsAnswer>;

/** Winner board: settled wins of the site over the last WINNER_BOARD_DAYS, highest first. */
export const WINNER_BOARD_DAYS = 7;
export const winnersQuery = onFirstUse(() =>
  z.object({
    gameType: blankable(gameCategory),
    language: languageParam,
    pageNo,
    pageSize: pageSizeOf(PAGE_SIZES.games),
  }),
);
export const winnerEntry = onFirstUse(() =>
  z.object({
    vo: z.object({
      winAmount: amountText,
      /** Masked: first and last characters only. */
      userName: z.string(),
      gameName: z.string(),
      gameType: gameCategory,
      vassalage: vendorCode,
      nodeId,
      /** Epoch milliseconds. */
      winTime: z.int(),
    }),
  }),
);
export type WinnerEntry = z.infer<typeof winnerEntry>;
export const winnersAnswer = onFirstUse(() =>
  z.object({ list: z.array(winnerEntry), ...pageFields }),
);
