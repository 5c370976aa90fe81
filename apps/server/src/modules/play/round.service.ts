import { createHash } from 'node:crypto';
import {
  formatMinor,
  type PlayRoundAnswer,
  type PlayRoundRequest,
  type settleRoundRequest,
} from '@lotto/contract';
import type { z } from 'zod/mini';
import type { Ctx, RequestCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { type JackpotRound, jackpotForRound, payHit, recordHit } from '../jackpot/index.js';
import { assertMayPlay } from '../limits/index.js';
import { teamRecordsWritten } from '../team-tree/index.js';
import { creditWin, debitBet, moneyTransaction } from '../wallet/index.js';
import { addSettledBet } from './bet-days.js';
import type { NewBetRecord } from './play.tables.js';
import { balanceOf, type Play, playOf, refuseOpenRound, stakeOf } from './play-context.js';
import { uniformBelowBig } from './rng.js';
import { choiceOf, roundViewOf } from './round-view.js';
import { findRound, insertRound, type RoundRow, settleRound } from './rounds.repository.js';
import type { RoundDraw } from './vendor.js';

/**
 * Playing rounds on the vendor page. Each round is one database transaction (moneyTransaction:
 * on SQLite it shares its commit with the rounds that arrive meanwhile): the stake leaves the
 * member's wallet (ledger key bet:<roundId>), the vendor draws, the win comes back
 * (win:<roundId>) and the bet_records row is written; any refusal writes nothing.
 */

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

const memberRef = (play: Play) => ({
  merchantId: play.member.merchantId,
  memberId: play.member.id,
  kind: play.wallet,
});

const askerOf = (play: Play) => ({
  memberId: play.member.id,
  vendor: play.game.vendor,
  language: play.language,
});

/** The first answer again: same round; the balance and commitment as they are now. */
const replay = async (
  ctx: Ctx,
  play: Play,
  earlier: RoundRow,
  asked: { stakeMinor: number; choice: string },
): Promise<PlayRoundAnswer> => {
  const same =
    earlier.member_id === play.member.id &&
    earlier.game_id === play.game.id &&
    earlier.stake === asked.stakeMinor &&
    earlier.choice === asked.choice;
  if (!same) throw new AppError('wallet.idempotency.conflict');
  return {
    round: roundViewOf(earlier),
    balance: formatMinor(await balanceOf(ctx, play)),
    nextFair: await play.vendor.commitment(ctx.db, play.member.id, play.game, ctx.now()),
  };
};

/**
 * What a round's transaction did: placed the new round (and the jackpot hit it drew, to pay
 * once it has committed), or found the request's earlier one.
 */
type Placed = { answer: PlayRoundAnswer; hitId: number | null } | { earlier: RoundRow };

interface NewRound {
  roundId: string;
  stakeMinor: number;
  request: PlayRoundRequest;
}

/** The bet record of a round the vendor drew at `now`. */
const recordOf = (play: Play, round: NewRound, draw: RoundDraw, now: number): NewBetRecord => ({
  merchant_id: play.member.merchantId,
  member_id: play.member.id,
  game_id: play.game.id,
  vendor: play.game.vendor,
  round_id: round.roundId,
  stake: round.stakeMinor,
  win: draw.winMinor ?? 0,
  created_at: now,
  settled_at: draw.winMinor !== null ? now : null,
  choice: JSON.stringify(round.request.choice),
  outcome: draw.outcome ? JSON.stringify(draw.outcome) : null,
  fair: draw.fair ? JSON.stringify(draw.fair) : null,
  wallet: play.wallet,
  match_id: round.request.choice.kind === 'match' ? round.request.choice.matchId : null,
});

/** The round's transaction: checks first, then the stake, the draw, the record and the win. */
const place = async (
  trx: Ctx,
  play: Play,
  round: NewRound,
  jackpot: JackpotRound | null,
): Promise<Placed> => {
  const { roundId, stakeMinor, request } = round;
  const earlier = await findRound(trx.db, play.game.vendor, roundId);
  if (earlier) return { earlier };
  // Responsible play: a restricted member, or a stake that could pass a loss limit, is refused.
  if (play.wallet === 'cash') await assertMayPlay(trx, play.member.id, stakeMinor);
  // A bet on a scheduled match stays pending beside others (DESIGN.md "Pending bets").
  if (request.choice.kind !== 'match') await refuseOpenRound(trx, askerOf(play));
  const now = trx.now();
  const merchantId = play.member.merchantId;
  // Takes the member's wallet lock (PostgreSQL): their other rounds wait until we commit.
  const debit = await debitBet(trx, {
    ...memberRef(play),
    roundId,
    stakeMinor,
    jackpotMinor: jackpot?.contributionMinor ?? 0,
  });
  if (debit.replayed) throw new LostRace();
  const draw = await play.vendor.place(trx.db, {
    memberId: play.member.id,
    game: play.game,
    stakeMinor,
    choice: request.choice,
    clientSeed: request.clientSeed,
    now,
    jackpotReturn: jackpot?.returnBp ?? null,
  });
  const row = await insertRound(trx.db, recordOf(play, round, draw, now));
  // Settled, it joins its teams' sums; still open, its agents' team betting lists show it.
  if (row.settled_at !== null) await addSettledBet(trx, row, play.game.category);
  else await teamRecordsWritten(trx, play.member.id);
  let balance = debit.balanceMinor;
  if (draw.winMinor) {
    balance = (await creditWin(trx, { ...memberRef(play), roundId, winMinor: draw.winMinor }))
      .balanceMinor;
  }
  const hits = jackpot && uniformBelowBig(jackpot.hitChance.outOf) < jackpot.hitChance.hits;
  const hitId = hits
    ? await recordHit(trx, jackpot, { merchantId, memberId: play.member.id, roundId })
    : null;
  return {
    answer: { round: roundViewOf(row), balance: formatMinor(balance), nextFair: draw.nextFair },
    hitId,
  };
};

/**
 * Pays the round's jackpot hit now that the round has committed, and answers the balance after
 * it. A payout that fails leaves the hit recorded for the jackpot-payouts job: the round stands.
 */
const withJackpot = async (ctx: Ctx, placed: { answer: PlayRoundAnswer; hitId: number | null }) => {
  if (placed.hitId === null) return placed.answer;
  try {
    const paid = await payHit(ctx, placed.hitId);
    return paid ? { ...placed.answer, balance: formatMinor(paid.balanceMinor) } : placed.answer;
  } catch (err) {
    ctx.log.error({ err, hitId: placed.hitId }, 'jackpot payout left to its job');
    return placed.answer;
  }
};

/** POST round: places a bet; the same ticket and requestId answer the first round again. */
export const playRound = async (
  ctx: RequestCtx,
  request: PlayRoundRequest,
): Promise<PlayRoundAnswer> => {
  const play = await playOf(ctx, request.ticket, true);
  const stakeMinor = stakeOf(request.stake, play.game);
  if (request.choice.kind !== play.kind) throw new AppError('game.bet.invalid');
  const roundId = roundIdOf(play.member.id, play.game.id, request.requestId);
  const asked = { stakeMinor, choice: JSON.stringify(request.choice) };
  const jackpot = await jackpotForRound(ctx, {
    merchantId: play.member.merchantId,
    stakeMinor,
    wallet: play.wallet,
    kind: play.kind,
  });
  try {
    const placed = await moneyTransaction(ctx, (trx) =>
      place(trx, play, { roundId, stakeMinor, request }, jackpot),
    );
    return 'answer' in placed
      ? await withJackpot(ctx, placed)
      : await replay(ctx, play, placed.earlier, asked);
  } catch (err) {
    if (err instanceof AppError && err.code !== 'game.round.open') throw err;
    // PostgreSQL: a duplicate of this request, or another round of the vendor, committed while
    // we checked (our ledger key was taken, or a unique index refused our row): answer as if
    // we had come second.
    const raced = await findRound(ctx.db, play.game.vendor, roundId);
    if (raced) return replay(ctx, play, raced, asked);
    if (request.choice.kind !== 'match') await refuseOpenRound(ctx, askerOf(play));
    throw err;
  }
};

/** POST settle: finishes the member's open round of the ticket's game. */
export const settlePlayRound = async (
  ctx: RequestCtx,
  request: z.output<typeof settleRoundRequest>,
): Promise<PlayRoundAnswer> => {
  const play = await playOf(ctx, request.ticket, false);
  const row = await findRound(ctx.db, play.game.vendor, request.roundId);
  // Another member's or another game's round is not this ticket's business.
  if (!row || row.member_id !== play.member.id || row.game_id !== play.game.id) {
    throw new AppError('game.ticket.invalid');
  }
  if (row.settled_at !== null) throw new AppError('game.round.closed');
  const draw = play.vendor.settle({ choice: choiceOf(row), stakeMinor: row.stake }, play.game);
  const winMinor = draw.winMinor ?? 0;
  return moneyTransaction(ctx, async (trx) => {
    // Settles only if still open: of two concurrent settles, the second finds it closed.
    const outcome = JSON.stringify(draw.outcome);
    const settled = await settleRound(trx.db, row.id, {
      win: winMinor,
      outcome,
      settled_at: trx.now(),
    });
    if (!settled) throw new AppError('game.round.closed');
    await addSettledBet(trx, settled, play.game.category);
    const wallet = { ...memberRef(play), kind: row.wallet ?? play.wallet };
    const paid = await creditWin(trx, { ...wallet, roundId: row.round_id, winMinor });
    return { round: roundViewOf(settled), balance: formatMinor(paid.balanceMinor), nextFair: null };
  });
};
