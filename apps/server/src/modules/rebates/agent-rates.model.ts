import { DEFAULT_PRIZE_GROUPS, RATE_CATEGORIES, type RateCategory } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { findMember } from '../member/index.js';
import { pathsUpOf } from '../team/index.js';
import { type PartialRates, type RateRow, rateRowsOf } from './agent-rates.repository.js';
import { rateTableOf } from './rate-table.js';

/**
 * Agents' rates (docs/agent-rates.md "Rates and commission"), resolved down a member's path from
 * the top. The top member's rates are the site's (each category's base rate, the contract's
 * highest prize group) with what its own row sets over them (the operator's gift). Every member
 * below has what its row sets, and for anything its row does not set, its upline's defaults for
 * new members (which are the upline's own where the upline set none, and never above them). A
 * member that gets a row only when its agent first changes something thus holds its upline's
 * defaults from the moment it is placed; before an agent changes its defaults or its own rates,
 * its direct members that have none are written out (freezeDirectMembers), so a change of
 * defaults reaches only members placed after it.
 */

export interface Rates {
  prizeGroup: number;
  bp: Record<RateCategory, number>;
}

export const overlay = (base: Rates, part: PartialRates): Rates => ({
  prizeGroup: part.prizeGroup ?? base.prizeGroup,
  bp: { ...base.bp, ...part.bp },
});

/** Each part the lower of two sets. */
export const lowerOf = (a: Rates, b: Rates): Rates => {
  const bp = {} as Record<RateCategory, number>;
  for (const c of RATE_CATEGORIES) bp[c] = Math.min(a.bp[c], b.bp[c]);
  return { prizeGroup: Math.min(a.prizeGroup, b.prizeGroup), bp };
};

/** What a new direct member of the member gets: its defaults over its own, never above them. */
export const defaultsOf = (own: Rates, row: RateRow | undefined): Rates =>
  row ? lowerOf(overlay(own, row.defaults), own) : own;

/** The top of every path on the site: its base rates and the highest prize group. */
export const siteTopRates = async (ctx: Ctx, merchantId: number): Promise<Rates> => {
  const table = await rateTableOf(ctx, merchantId);
  const bp = {} as Record<RateCategory, number>;
  for (const c of RATE_CATEGORIES) bp[c] = table.get(c)?.baseBp ?? 0;
  return { prizeGroup: DEFAULT_PRIZE_GROUPS.max, bp };
};

/** Resolved rates of members and of everyone above them, with each member's path up. */
export interface Resolved {
  rates: Map<number, Rates>;
  rows: Map<number, RateRow>;
  /** Each asked member's path, from itself (index 0) up to its top. */
  paths: Map<number, number[]>;
  merchantOf: Map<number, number>;
}

const pathsOf = async (ctx: Ctx, memberIds: readonly number[]) => {
  const paths = new Map<number, number[]>();
  for (const p of await pathsUpOf(ctx, memberIds)) {
    const path = paths.get(p.memberId) ?? [];
    path[p.depth] = p.ancestorId;
    paths.set(p.memberId, path);
  }
  return paths;
};

export const resolveRates = async (ctx: Ctx, memberIds: readonly number[]): Promise<Resolved> => {
  const paths = await pathsOf(ctx, memberIds);
  const rows = await rateRowsOf(ctx, [...new Set([...paths.values()].flat())]);
  const tops = new Map<number, Rates>();
  const rates = new Map<number, Rates>();
  const merchantOf = new Map<number, number>();
  for (const path of paths.values()) {
    const topId = path[path.length - 1] as number;
    const merchantId = merchantOf.get(topId) ?? (await findMember(ctx, topId))?.merchant_id ?? 0;
    const top = tops.get(merchantId) ?? (await siteTopRates(ctx, merchantId));
    tops.set(merchantId, top);
    let given = top;
    for (let i = path.length - 1; i >= 0; i--) {
      const id = path[i] as number;
      const row = rows.get(id);
      const own = rates.get(id) ?? (row ? overlay(given, row.own) : given);
      rates.set(id, own);
      merchantOf.set(id, merchantId);
      given = defaultsOf(own, row);
    }
  }
  return { rates, rows, paths, merchantOf };
};

/** One member's own resolved rates (the site's top for a member outside any team). */
export const ownRatesOf = async (ctx: Ctx, memberId: number): Promise<Rates> => {
  const own = (await resolveRates(ctx, [memberId])).rates.get(memberId);
  if (!own) throw new Error(`member ${memberId} has no team path`);
  return own;
};
