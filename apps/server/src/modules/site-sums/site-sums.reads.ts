import type { Ctx } from '../../context.js';
import type { MemberIdSet } from '../../db/member-ids.js';
import type { FIRST_DEPOSIT, SiteLedgerType } from './site-sums.writes.js';
import './site-sums.tables.js';

/**
 * Reading the site sums over site days (both included): a few rows per day whatever the
 * site's size. Sums come back as numbers (PostgreSQL answers bigint sums as text).
 */

export interface DayRange {
  from: string;
  to: string;
}

const n = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/** The site's settled bets per day, vendor and category. */
export const siteBetRows = async ({ db }: Ctx, merchantId: number, days: DayRange) =>
  (
    await db
      .selectFrom('site_bet_days')
      .select(['day', 'vendor', 'category', 'bets', 'stake', 'payout'])
      .where('merchant_id', '=', merchantId)
      .where('day', '>=', days.from)
      .where('day', '<=', days.to)
      .execute()
  ).map((r) => ({
    day: r.day,
    vendor: r.vendor,
    category: r.category,
    bets: n(r.bets),
    stake: n(r.stake),
    payout: n(r.payout),
  }));

/** The site's member entries per day and type (first deposits as `first_deposit`). */
export const siteLedgerRows = async ({ db }: Ctx, merchantId: number, days: DayRange) =>
  (
    await db
      .selectFrom('site_ledger_days')
      .select(['day', 'type', 'entries', 'amount'])
      .where('merchant_id', '=', merchantId)
      .where('day', '>=', days.from)
      .where('day', '<=', days.to)
      .execute()
  ).map((r) => ({
    day: r.day,
    type: r.type as SiteLedgerType | typeof FIRST_DEPOSIT,
    entries: n(r.entries),
    amount: n(r.amount),
  }));

/**
 * Members active (of the kind) per day, and over the whole range: a member is counted once in
 * the range on its first active day there, the one row whose `since` is before `from`.
 */
export const siteActive = async (
  { db }: Ctx,
  merchantId: number,
  kind: 'bet' | 'joined' | 'login',
  days: DayRange,
) => {
  const rows = await db
    .selectFrom('site_active_days')
    .select((eb) => [
      'day',
      eb.fn.sum<number>('members').as('members'),
      eb.fn
        .sum<number>(eb.case().when('since', '<', days.from).then(eb.ref('members')).else(0).end())
        .as('first'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('day', '>=', days.from)
    .where('day', '<=', days.to)
    .groupBy('day')
    .execute();
  const byDay = new Map<string, number>();
  let total = 0;
  for (const r of rows) {
    byDay.set(r.day, n(r.members));
    total += n(r.first);
  }
  return { byDay, total };
};

/** A set of members' first deposits made on a day of the range (report by VIP level). */
export const firstDepositsOfSet = async ({ db }: Ctx, members: MemberIdSet, days: DayRange) => {
  const row = await db
    .selectFrom('member_first_deposits')
    .select((eb) => [
      eb.fn.countAll<number>().as('members'),
      eb.fn.sum<number>('amount').as('amount'),
    ])
    .where('member_id', 'in', members)
    .where('day', '>=', days.from)
    .where('day', '<=', days.to)
    .executeTakeFirst();
  return { entries: n(row?.members), amount: n(row?.amount) };
};
