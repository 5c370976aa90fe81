import { RATE_CATEGORIES, type RateCategory, type RateSet } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import './agent-rates.tables.js';

/** Agents' rates rows: read, and written with an audit record of each agent's change. */

/** What a row sets: a prize group and some categories (either part may be absent). */
export interface PartialRates {
  prizeGroup: number | null;
  bp: Partial<Record<RateCategory, number>>;
}

/** What a row sets of the member's own rates and of its defaults (see agent-rates.model). */
export interface RateRow {
  own: PartialRates;
  defaults: PartialRates;
}

const parseBp = (json: string): Partial<Record<RateCategory, number>> => {
  const raw = JSON.parse(json) as Record<string, unknown>;
  const out: Partial<Record<RateCategory, number>> = {};
  for (const c of RATE_CATEGORIES) if (typeof raw[c] === 'number') out[c] = raw[c];
  return out;
};

const CHUNK = 500;

/** The rows of the members that have one. */
export const rateRowsOf = async (ctx: Ctx, ids: readonly number[]) => {
  const rows = new Map<number, RateRow>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const found = await ctx.db
      .selectFrom('agent_rates')
      .selectAll()
      .where('member_id', 'in', ids.slice(i, i + CHUNK))
      .execute();
    for (const r of found) {
      rows.set(Number(r.member_id), {
        own: { prizeGroup: r.prize_group, bp: parseBp(r.rebates) },
        defaults: { prizeGroup: r.default_prize_group, bp: parseBp(r.default_rebates) },
      });
    }
  }
  return rows;
};

export interface RatesChange {
  /** The member's own rates, replaced whole. */
  own?: PartialRates;
  /** Defaults merged into what the row has: categories not named keep theirs. */
  defaults?: PartialRates;
  /** The rates before the change (an agent's change is audited; sign-up's is not). */
  before?: RateSet;
  /** Who changed them (the member itself when absent). */
  agentId?: number;
}

const upsert = async (
  ctx: Ctx,
  member: { id: number; merchant_id: number },
  change: RatesChange,
) => {
  const row = await ctx.db
    .selectFrom('agent_rates')
    .selectAll()
    .where('member_id', '=', member.id)
    .executeTakeFirst();
  const own = change.own;
  const merged = { ...JSON.parse(row?.default_rebates ?? '{}'), ...change.defaults?.bp };
  const values = {
    prize_group: own ? own.prizeGroup : (row?.prize_group ?? null),
    rebates: own ? JSON.stringify(own.bp) : (row?.rebates ?? '{}'),
    default_prize_group: change.defaults?.prizeGroup ?? row?.default_prize_group ?? null,
    default_rebates: JSON.stringify(merged),
    updated_at: ctx.now(),
  };
  await ctx.db
    .insertInto('agent_rates')
    .values({ member_id: member.id, merchant_id: member.merchant_id, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute();
  return values;
};

export const saveRates = async (
  ctx: Ctx,
  member: { id: number; merchant_id: number },
  change: RatesChange,
) => {
  const after = await upsert(ctx, member, change);
  if (!change.before) return;
  await ctx.db
    .insertInto('agent_rate_changes')
    .values({
      merchant_id: member.merchant_id,
      agent_id: change.agentId ?? member.id,
      member_id: member.id,
      before_json: JSON.stringify(change.before),
      after_json: JSON.stringify(after),
      created_at: ctx.now(),
    })
    .execute();
};
