import { createHash } from 'node:crypto';
import {
  formatMinor,
  type PlayRoundAnswer,
  type PlayRoundRequest,
  type settleRoundRequest,
} from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { creditWin, debitBet } from '../wallet/ledger.service.js';
import {
  balanceOf,
  type Caller,
  type PlayContext,
  playContextOf,
  refuseOpenRound,
  stakeOf,
} from './play-context.js';
import { choiceOf, roundViewOf } from './round-view.js';
import { findRound, insertRound, type RoundRow, settleRound } from './rounds.repository.js';

/**
 * Playing rounds on the vendor page. Each round is one database transaction: the stake leaves
 * the member's wallet (ledger key bet:<roundId>), the vendor draws, the win comes back
 * (win:<roundId>) and the bet_records row is written; any refusal writes nothing.
 */

type Db = Kysely<Database>;

/** A concurrent request got in first: answer from what it wrote instead. */
class LostRace extends Error {}

/**
 * Round ids come from the member, the game and the page's requestId, so a retried tap finds
 * its first round (and the ledger's keys, made from the round id, refuse to pay twice).
 */
export const roundIdOf = (memberId: number, gameId: number, requestId: string): string => {
  const digest = createHash('sha256').update(`${memberId}:${gameId}:${requestId}`).digest();
  return `R${digest.toString('base64url').slice(0, 23)}`;
};

const memberRef = (ctx: PlayContext) => ({
  merchantId: ctx.member.merchantId,
  memberId: ctx.member.id,
  kind: ctx.wallet,
});

/** The first answer again: same round; the balance and commitment as they are now. */
const replay = async (
  db: Db,
  ctx: PlayContext,
  earlier: RoundRow,
  asked: { stakeMinor: number; choice: string },
  now: number,
): Promise<PlayRoundAnswer> => {
  const same =
    earlier.member_id === ctx.member.id &&
    earlier.game_id === ctx.game.id &&
    earlier.stake === asked.stakeMinor &&
    earlier.choice === asked.choice;
  if (!same) throw new AppError('wallet.idempotency.conflict');
  return {
    round: roundViewOf(earlier),
    balance: formatMinor(await balanceOf(db, ctx)),
    nextFair: await ctx.vendor.commitment(db, ctx.member.id, ctx.game, now),
  };
};

const place = async (
  trx: Db,
  ctx: PlayContext,
  round: { roundId: string; stakeMinor: number; request: PlayRoundRequest; now: number },
): Promise<PlayRoundAnswer> => {
  const { roundId, stakeMinor, request, now } = round;
  // Takes the member's wallet lock (PostgreSQL) first: their other rounds wait until we commit.
  const debit = await debitBet(trx, { ...memberRef(ctx), roundId, stakeMinor });
  if (debit.replayed) throw new LostRace();
  const asker = { memberId: ctx.member.id, vendor: ctx.game.vendor, language: ctx.language };
  await refuseOpenRound(trx, asker);
  const draw = await ctx.vendor.place(trx, {
    memberId: ctx.member.id,
    game: ctx.game,
    stakeMinor,
    choice: request.choice,
    clientSeed: request.clientSeed,
    now,
  });
  const settled = draw.winMinor !== null;
  const row = await insertRound(trx, {
    merchant_id: ctx.member.merchantId,
    member_id: ctx.member.id,
    game_id: ctx.game.id,
    vendor: ctx.game.vendor,
    round_id: roundId,
    stake: stakeMinor,
    win: draw.winMinor ?? 0,
    created_at: now,
    settled_at: settled ? now : null,
    choice: JSON.stringify(request.choice),
    outcome: draw.outcome ? JSON.stringify(draw.outcome) : null,
    fair: draw.fair ? JSON.stringify(draw.fair) : null,
    wallet: ctx.wallet,
  });
  let balance = debit.balanceMinor;
  if (draw.winMinor) {
    balance = (await creditWin(trx, { ...memberRef(ctx), roundId, winMinor: draw.winMinor }))
      .balanceMinor;
  }
  return { round: roundViewOf(row), balance: formatMinor(balance), nextFair: draw.nextFair };
};

/** POST round: places a bet; the same ticket and requestId answer the first round again. */
export const playRound = async (
  db: Db,
  request: PlayRoundRequest,
  caller: Caller,
): Promise<PlayRoundAnswer> => {
  const ctx = await playContextOf(db, request.ticket, caller, true);
  const stakeMinor = stakeOf(request.stake, ctx.game);
  if (request.choice.kind !== ctx.kind) throw new AppError('game.bet.invalid');
  const roundId = roundIdOf(ctx.member.id, ctx.game.id, request.requestId);
  const asked = { stakeMinor, choice: JSON.stringify(request.choice) };
  const earlier = await findRound(db, ctx.game.vendor, roundId);
  if (earlier) return replay(db, ctx, earlier, asked, caller.now);
  const asker = { memberId: ctx.member.id, vendor: ctx.game.vendor, language: caller.language };
  await refuseOpenRound(db, asker);
  try {
    return await db
      .transaction()
      .execute((trx) => place(trx, ctx, { roundId, stakeMinor, request, now: caller.now }));
  } catch (err) {
    if (err instanceof AppError && err.code !== 'game.round.open') throw err;
    // A duplicate of this request, or another round of the vendor, committed meanwhile (a
    // unique index refused our row): answer as if we had come second.
    const raced = await findRound(db, ctx.game.vendor, roundId);
    if (raced) return replay(db, ctx, raced, asked, caller.now);
    await refuseOpenRound(db, asker);
    throw err;
  }
};

/** POST settle: finishes the member's open round of the ticket's game. */
export const settlePlayRound = async (
  db: Db,
  request: z.output<typeof settleRoundRequest>,
  caller: Caller,
): Promise<PlayRoundAnswer> => {
  const ctx = await playContextOf(db, request.ticket, caller, false);
  const row = await findRound(db, ctx.game.vendor, request.roundId);
  // Another member's or another game's round is not this ticket's business.
  if (!row || row.member_id !== ctx.member.id || row.game_id !== ctx.game.id) {
    throw new AppError('game.ticket.invalid');
  }
  if (row.settled_at !== null) throw new AppError('game.round.closed');
  const draw = ctx.vendor.settle({ choice: choiceOf(row), stakeMinor: row.stake }, ctx.game);
  const winMinor = draw.winMinor ?? 0;
  return db.transaction().execute(async (trx) => {
    // Settles only if still open: of two concurrent settles, the second finds it closed.
    const outcome = JSON.stringify(draw.outcome);
    const settled = await settleRound(trx, row.id, {
      win: winMinor,
      outcome,
      settled_at: caller.now,
    });
    if (!settled) throw new AppError('game.round.closed');
    const wallet = { ...memberRef(ctx), kind: row.wallet ?? ctx.wallet };
    const paid = await creditWin(trx, { ...wallet, roundId: row.round_id, winMinor });
    return { round: roundViewOf(settled), balance: formatMinor(paid.balanceMinor), nextFair: null };
  });
};
