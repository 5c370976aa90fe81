import type { Kysely } from 'kysely';
import type { MemberIdSet } from '../../db/member-ids.js';
import type { Database } from '../../db/schema.js';
import type { ClaimRow, RedRainRoundsTable, RoundRow } from './redrain.tables.js';
import './redrain.tables.js';

type Db = Kysely<Database>;

/** The statements of red envelope rain; PostgreSQL answers bigint columns as text. */

const roundOf = (r: RoundRow): RoundRow => ({
  ...r,
  id: Number(r.id),
  merchant_id: Number(r.merchant_id),
  agent_id: r.agent_id === null ? null : Number(r.agent_id),
  starts_at: Number(r.starts_at),
  ends_at: Number(r.ends_at),
  budget_minor: Number(r.budget_minor),
  envelopes: Number(r.envelopes),
  remaining_minor: Number(r.remaining_minor),
  envelopes_left: Number(r.envelopes_left),
  min_deposit_minor: Number(r.min_deposit_minor),
  min_valid_stake_minor: Number(r.min_valid_stake_minor),
  turnover_multiplier: Number(r.turnover_multiplier),
  stopped_at: r.stopped_at === null ? null : Number(r.stopped_at),
  created_at: Number(r.created_at),
});

const claimOf = (c: ClaimRow): ClaimRow => ({
  ...c,
  id: Number(c.id),
  round_id: Number(c.round_id),
  member_id: Number(c.member_id),
  amount_minor: Number(c.amount_minor),
  turnover_minor: Number(c.turnover_minor),
  transaction_id: c.transaction_id === null ? null : Number(c.transaction_id),
  created_at: Number(c.created_at),
});

export type NewRound = Omit<RedRainRoundsTable, 'id'>;

export const insertRound = async (db: Db, round: NewRound): Promise<number> =>
  Number(
    (await db.insertInto('red_rain_rounds').values(round).returning('id').executeTakeFirstOrThrow())
      .id,
  );

export const findRound = async (db: Db, merchantId: number, id: number) => {
  const row = await db
    .selectFrom('red_rain_rounds')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row && roundOf(row);
};

/** Rounds of the site not over at `now` (not ended, not stopped), soonest first. */
export const roundsNotOver = async (db: Db, merchantId: number, now: number, limit: number) =>
  (
    await db
      .selectFrom('red_rain_rounds')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('ends_at', '>', now)
      .where('stopped_at', 'is', null)
      .orderBy('starts_at')
      .orderBy('id')
      .limit(limit)
      .execute()
  ).map(roundOf);

/** The site's rounds, newest start first. */
export const latestRounds = async (db: Db, merchantId: number, limit: number) =>
  (
    await db
      .selectFrom('red_rain_rounds')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
  ).map(roundOf);

/**
 * Takes one envelope of an open round. The conditional update is what orders concurrent
 * claims: on PostgreSQL it locks the round's row until the claim's transaction ends, so the
 * amount drawn next reads what this claim left.
 */
export const takeEnvelope = async (db: Db, roundId: number, now: number): Promise<boolean> => {
  const result = await db
    .updateTable('red_rain_rounds')
    .set((eb) => ({ envelopes_left: eb('envelopes_left', '-', 1) }))
    .where('id', '=', roundId)
    .where('envelopes_left', '>', 0)
    .where('stopped_at', 'is', null)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Spends from the round's budget; false (nothing spent) when less is left than asked. */
export const spendBudget = async (db: Db, roundId: number, amount: number): Promise<boolean> => {
  const result = await db
    .updateTable('red_rain_rounds')
    .set((eb) => ({ remaining_minor: eb('remaining_minor', '-', amount) }))
    .where('id', '=', roundId)
    .where('remaining_minor', '>=', amount)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Ends a round now unless it is over already; answers whether it did. */
export const stopRound = async (db: Db, id: number, now: number): Promise<boolean> => {
  const result = await db
    .updateTable('red_rain_rounds')
    .set({ stopped_at: now })
    .where('id', '=', id)
    .where('stopped_at', 'is', null)
    .where('ends_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** The member's claim row of the round; undefined when another claim of theirs holds the key. */
export const insertClaim = async (
  db: Db,
  claim: { roundId: number; memberId: number; now: number },
): Promise<number | undefined> => {
  const row = await db
    .insertInto('red_rain_claims')
    .values({
      round_id: claim.roundId,
      member_id: claim.memberId,
      amount_minor: 0,
      turnover_minor: 0,
      transaction_id: null,
      created_at: claim.now,
    })
    .onConflict((oc) => oc.columns(['round_id', 'member_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row && Number(row.id);
};

export const setClaimPaid = (
  db: Db,
  id: number,
  paid: { amountMinor: number; turnoverMinor: number; transactionId: number | null },
) =>
  db
    .updateTable('red_rain_claims')
    .set({
      amount_minor: paid.amountMinor,
      turnover_minor: paid.turnoverMinor,
      transaction_id: paid.transactionId,
    })
    .where('id', '=', id)
    .execute();

/** The member's claims of these rounds. */
export const claimsInRounds = async (db: Db, memberId: number, roundIds: readonly number[]) =>
  roundIds.length === 0
    ? []
    : (
        await db
          .selectFrom('red_rain_claims')
          .selectAll()
          .where('member_id', '=', memberId)
          .where('round_id', 'in', [...roundIds])
          .execute()
      ).map(claimOf);

export const claimsOfMember = async (db: Db, memberId: number, limit: number) =>
  (
    await db
      .selectFrom('red_rain_claims')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
  ).map(claimOf);

/** Claims of a set of members (an agent's team), of one round or any, newest first. */
export const claimsOfMembers = async (
  db: Db,
  members: MemberIdSet,
  page: { roundId: number | undefined; limit: number },
) =>
  (
    await db
      .selectFrom('red_rain_claims')
      .selectAll()
      .where('member_id', 'in', members)
      .$if(page.roundId !== undefined, (q) => q.where('round_id', '=', page.roundId ?? 0))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .execute()
  ).map(claimOf);

export const claimsOfRound = async (db: Db, roundId: number) =>
  (
    await db
      .selectFrom('red_rain_claims')
      .selectAll()
      .where('round_id', '=', roundId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
  ).map(claimOf);

/** How many claims each round has. */
export const claimCounts = async (db: Db, roundIds: readonly number[]) => {
  if (roundIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('red_rain_claims')
    .select((eb) => ['round_id', eb.fn.countAll<number>().as('claims')])
    .where('round_id', 'in', [...roundIds])
    .groupBy('round_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.round_id), Number(r.claims)]));
};
