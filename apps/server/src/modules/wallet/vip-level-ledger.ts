import { type LedgerTransactionType, MEMBER_TYPES } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import './ledger.tables.js';

/**
 * A site's member entries of the types over site days (both included) per the level the
 * members are at now and type, from the members' daily summaries (every kind of account), for
 * the back office's report by VIP level: the sum and the number of member transactions (one
 * account each for the reported types). Free-trial members are left out.
 */
export const ledgerByVipLevel = async (
  { db }: Ctx,
  merchantId: number,
  days: { from: string; to: string },
  types: readonly LedgerTransactionType[],
) =>
  (
    await db
      .selectFrom('member_ledger_days as d')
      .innerJoin('ledger_accounts as a', 'a.id', 'd.account_id')
      .innerJoin('members as m', 'm.id', 'a.member_id')
      .select((eb) => [
        'm.vip_level',
        'd.type',
        eb.fn.sum<number>('d.entries').as('entries'),
        eb.fn.sum<number>('d.amount').as('amount'),
      ])
      .where('m.merchant_id', '=', merchantId)
      .where('m.type', '<>', MEMBER_TYPES.freeTrial)
      .where('d.type', 'in', [...types])
      .where('d.day', '>=', days.from)
      .where('d.day', '<=', days.to)
      .groupBy(['m.vip_level', 'd.type'])
      .execute()
  ).map((r) => ({
    level: Number(r.vip_level),
    type: r.type,
    entries: Number(r.entries ?? 0),
    amount: Number(r.amount ?? 0),
  }));
