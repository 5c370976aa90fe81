import { MEMBER_TYPES } from '@lotto/contract';
import { type Kysely, sql } from 'kysely';
import { hotQuery } from '../../db/hot-query.js';
import type { Database } from '../../db/schema.js';
import './site-sums.tables.js';

type Db = Kysely<Database>;

/**
 * The site sums' writes (migration 0046), each one statement that takes the member's site from
 * site_members (no row: a member that does not count) and adds to the site's row of the day.
 * PostgreSQL types a bare parameter in a select list as text: the casts keep numbers.
 */

/** The ledger types the site sums keep: what the reports show. */
export const SITE_LEDGER_TYPES = [
  'deposit',
  'withdrawal',
  'rebate',
  'salary',
  'dividend',
  'commission',
  'bonus',
  'red_envelope',
] as const;
export type SiteLedgerType = (typeof SITE_LEDGER_TYPES)[number];

/** The type under which members' first deposits are counted in site_ledger_days. */
export const FIRST_DEPOSIT = 'first_deposit';

const kept = new Set<string>(SITE_LEDGER_TYPES);

export interface SiteBetRow {
  day: string;
  vendor: string;
  category: string;
  bets: number;
  stake: number;
  payout: number;
}

const num = (value: number) => sql<number>`cast(${value} as bigint)`;
const text = (value: string) => sql<string>`cast(${value} as text)`;
const int = (value: number) => sql<number>`cast(${value} as integer)`;

/**
 * The member's site, when it counts in its site's sums: site_members lists every member but
 * free-trial ones (play money is no figure of the site's), written as it signs up.
 */
const memberRow = (db: Db, memberId: number) =>
  db.selectFrom('site_members').where('member_id', '=', memberId);

/** Counts a new member in its site's sums from now on; call it before any of its figures. */
export const addSiteMember = async (
  db: Db,
  member: { id: number; merchantId: number; type: number },
): Promise<void> => {
  if (member.type === MEMBER_TYPES.freeTrial) return;
  await db
    .insertInto('site_members')
    .values({ member_id: member.id, merchant_id: member.merchantId })
    .onConflict((oc) => oc.doNothing())
    .execute();
};

const betToSite = hotQuery(
  (
    db,
    day: string,
    vendor: string,
    category: string,
    bets: number,
    stake: number,
    payout: number,
    memberId: number,
  ) =>
    db
      .insertInto('site_bet_days')
      .columns(['merchant_id', 'day', 'vendor', 'category', 'bets', 'stake', 'payout'])
      .expression(
        memberRow(db, memberId).select([
          'merchant_id',
          text(day).as('day'),
          text(vendor).as('vendor'),
          text(category).as('category'),
          int(bets).as('bets'),
          num(stake).as('stake'),
          num(payout).as('payout'),
        ]),
      )
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'day', 'vendor', 'category']).doUpdateSet((eb) => ({
          bets: eb(eb.ref('site_bet_days.bets'), '+', eb.ref('excluded.bets')),
          stake: eb(eb.ref('site_bet_days.stake'), '+', eb.ref('excluded.stake')),
          payout: eb(eb.ref('site_bet_days.payout'), '+', eb.ref('excluded.payout')),
        })),
      ),
);

/** Adds a member's just-settled bets of one day to its site's. */
export const addSiteBet = async (db: Db, memberId: number, row: SiteBetRow): Promise<void> => {
  await betToSite(db, row.day, row.vendor, row.category, row.bets, row.stake, row.payout, memberId);
};

const ledgerToSite = hotQuery(
  (db, day: string, type: string, entries: number, amount: number, memberId: number) =>
    db
      .insertInto('site_ledger_days')
      .columns(['merchant_id', 'day', 'type', 'entries', 'amount'])
      .expression(
        memberRow(db, memberId).select([
          'merchant_id',
          text(day).as('day'),
          text(type).as('type'),
          int(entries).as('entries'),
          num(amount).as('amount'),
        ]),
      )
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'day', 'type']).doUpdateSet((eb) => ({
          entries: eb(eb.ref('site_ledger_days.entries'), '+', eb.ref('excluded.entries')),
          amount: eb(eb.ref('site_ledger_days.amount'), '+', eb.ref('excluded.amount')),
        })),
      )
      .returning('merchant_id'),
);

const firstDeposit = hotQuery((db, memberId: number, day: string, amount: number) =>
  db
    .insertInto('member_first_deposits')
    .values({ member_id: memberId, day, amount })
    .onConflict((oc) => oc.doNothing())
    .returning('member_id'),
);

/**
 * Adds a member's entries of one ledger transaction (summed) to its site's day, for the kept
 * types; a member's first credited deposit ever also counts as its first deposit.
 */
export const addSiteLedger = async (
  db: Db,
  memberId: number,
  entry: { day: string; type: string; amount: number },
): Promise<void> => {
  if (!kept.has(entry.type) || entry.amount === 0) return;
  const counted = await ledgerToSite(db, entry.day, entry.type, 1, entry.amount, memberId);
  if (counted.length === 0 || entry.type !== 'deposit' || entry.amount < 0) return;
  if ((await firstDeposit(db, memberId, entry.day, entry.amount)).length > 0) {
    await ledgerToSite(db, entry.day, FIRST_DEPOSIT, 1, entry.amount, memberId);
  }
};

const activeToSite = hotQuery(
  (db, kind: string, day: string, since: string, members: number, memberId: number) =>
    db
      .insertInto('site_active_days')
      .columns(['merchant_id', 'kind', 'day', 'since', 'members'])
      .expression(
        memberRow(db, memberId).select([
          'merchant_id',
          text(kind).as('kind'),
          text(day).as('day'),
          text(since).as('since'),
          int(members).as('members'),
        ]),
      )
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'kind', 'day', 'since']).doUpdateSet((eb) => ({
          members: eb(eb.ref('site_active_days.members'), '+', eb.ref('excluded.members')),
        })),
      ),
);

/** Counts a member active (of the kind) on the day at its site, with its previous active day. */
export const addSiteActive = async (
  db: Db,
  memberId: number,
  row: { kind: string; day: string; since: string; members: number },
): Promise<void> => {
  await activeToSite(db, row.kind, row.day, row.since, row.members, memberId);
};

/**
 * Adds a batch of settled bets (per member and day; a lottery draw settles thousands) to their
 * sites: the members' sites read once per 500, the rows summed per site and key, one statement
 * per site row.
 */
export const addSiteBets = async (
  db: Db,
  rows: readonly (SiteBetRow & { memberId: number })[],
): Promise<void> => {
  const ids = [...new Set(rows.map((r) => r.memberId))];
  const siteOf = new Map<number, number>();
  for (let i = 0; i < ids.length; i += 500) {
    const found = await db
      .selectFrom('site_members')
      .select(['member_id', 'merchant_id'])
      .where('member_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const m of found) siteOf.set(Number(m.member_id), Number(m.merchant_id));
  }
  const sums = new Map<string, SiteBetRow & { merchantId: number }>();
  for (const r of rows) {
    const merchantId = siteOf.get(r.memberId);
    if (merchantId === undefined) continue;
    const key = JSON.stringify([merchantId, r.day, r.vendor, r.category]);
    const sum = sums.get(key);
    if (sum) {
      sum.bets += r.bets;
      sum.stake += r.stake;
      sum.payout += r.payout;
    } else {
      sums.set(key, {
        merchantId,
        day: r.day,
        vendor: r.vendor,
        category: r.category,
        bets: r.bets,
        stake: r.stake,
        payout: r.payout,
      });
    }
  }
  for (const s of sums.values()) {
    await db
      .insertInto('site_bet_days')
      .values({
        merchant_id: s.merchantId,
        day: s.day,
        vendor: s.vendor,
        category: s.category,
        bets: s.bets,
        stake: s.stake,
        payout: s.payout,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'day', 'vendor', 'category']).doUpdateSet((eb) => ({
          bets: eb(eb.ref('site_bet_days.bets'), '+', eb.ref('excluded.bets')),
          stake: eb(eb.ref('site_bet_days.stake'), '+', eb.ref('excluded.stake')),
          payout: eb(eb.ref('site_bet_days.payout'), '+', eb.ref('excluded.payout')),
        })),
      )
      .execute();
  }
};
