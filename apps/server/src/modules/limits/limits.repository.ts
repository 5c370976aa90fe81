import type { LimitKind, LimitPeriod, RestrictionKind } from '@lotto/contract';
import { sql } from 'kysely';
import type { Ctx } from '../../context.js';
import './limits.tables.js';
import type { PlayLimitRow } from './limits.tables.js';

/** Only this module reads or writes play_limits, play_restrictions and reality_checks. */

export const limitRowsOf = ({ db }: Ctx, memberId: number): Promise<PlayLimitRow[]> =>
  db.selectFrom('play_limits').selectAll().where('member_id', '=', memberId).execute();

export interface LimitWrite {
  memberId: number;
  kind: LimitKind;
  period: LimitPeriod;
  amountMinor: number | null;
  pending: { amountMinor: number | null; from: number } | null;
}

export const writeLimit = async ({ db, now }: Ctx, w: LimitWrite): Promise<void> => {
  const values = {
    amount_minor: w.amountMinor,
    pending: w.pending ? 1 : 0,
    pending_amount_minor: w.pending?.amountMinor ?? null,
    pending_from: w.pending?.from ?? null,
    updated_at: now(),
  };
  await db
    .insertInto('play_limits')
    .values({ member_id: w.memberId, kind: w.kind, period: w.period, ...values })
    .onConflict((oc) => oc.columns(['member_id', 'kind', 'period']).doUpdateSet(values))
    .execute();
};

/**
 * An operator's limit: written unless the one in force by then is lower (another operator's
 * at the same moment), decided by the database row itself so two at once keep the stricter.
 */
export const writeLimitIfStricter = async (
  { db, now }: Ctx,
  w: { memberId: number; kind: LimitKind; period: LimitPeriod; amountMinor: number },
): Promise<boolean> => {
  const at = now();
  const values = {
    amount_minor: w.amountMinor,
    pending: 0,
    pending_amount_minor: null,
    pending_from: null,
    updated_at: at,
  };
  const result = await db
    .insertInto('play_limits')
    .values({ member_id: w.memberId, kind: w.kind, period: w.period, ...values })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'kind', 'period'])
        .doUpdateSet(values)
        .where(
          sql<boolean>`coalesce(case when play_limits.pending = 1 and play_limits.pending_from <= ${at} then play_limits.pending_amount_minor else play_limits.amount_minor end, ${w.amountMinor}) >= ${w.amountMinor}`,
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
};

/** The restriction in force at `now` that ends last, if any. */
export const activeRestriction = ({ db }: Ctx, memberId: number, now: number) =>
  db
    .selectFrom('play_restrictions')
    .select(['kind', 'ends_at'])
    .where('member_id', '=', memberId)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();

export const insertRestriction = async (
  { db }: Ctx,
  row: {
    merchantId: number;
    memberId: number;
    kind: RestrictionKind;
    startsAt: number;
    endsAt: number;
  },
) => {
  await db
    .insertInto('play_restrictions')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      kind: row.kind,
      starts_at: row.startsAt,
      ends_at: row.endsAt,
    })
    .execute();
};

export const realityMinutesOf = async ({ db }: Ctx, memberId: number): Promise<number> => {
  const row = await db
    .selectFrom('reality_checks')
    .select('minutes')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.minutes ?? 0);
};

export const writeRealityMinutes = async ({ db }: Ctx, memberId: number, minutes: number) => {
  await db
    .insertInto('reality_checks')
    .values({ member_id: memberId, minutes })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ minutes }))
    .execute();
};

/** Whether the member has set any limit (the demo seed's natural key). */
export const hasPlayLimits = async (ctx: Ctx, memberId: number): Promise<boolean> =>
  (await limitRowsOf(ctx, memberId)).length > 0;
