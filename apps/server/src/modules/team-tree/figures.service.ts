import type { Ctx } from '../../context.js';
import {
  activeByDay,
  type BetFilter,
  betsByAncestorCategory,
  betsByDayCategory,
  countActive,
  countBets,
  type DayRange,
  joinedEver,
  ledgerByAncestorType,
  ledgerByDay,
} from './figures.repository.js';
import { countDirect } from './paths.repository.js';
import type { ActiveKind, TeamLedgerType } from './sums.service.js';

/**
 * An agent's team figures from the team sums: a few rows per day and ancestor, whatever the
 * team's size. Bets come as raw stake and payout per category; play turns them into sums with
 * valid stake (its rule), as it does for a member's own.
 */

export interface CategorySums {
  category: string;
  stake: number;
  payout: number;
}

const categorySums = (r: {
  category: string;
  stake: number | string | null;
  payout: number | string | null;
}): CategorySums => ({
  category: r.category,
  stake: Number(r.stake ?? 0),
  payout: Number(r.payout ?? 0),
});

/** Per ancestor: its team's settled bets over the days, per category. */
export const teamBetsOf = async (
  { db }: Ctx,
  ancestorIds: readonly number[],
  filter: BetFilter,
): Promise<Map<number, CategorySums[]>> => {
  const byAncestor = new Map<number, CategorySums[]>(ancestorIds.map((id) => [id, []]));
  for (const r of await betsByAncestorCategory(db, ancestorIds, filter)) {
    byAncestor.get(Number(r.ancestor_id))?.push(categorySums(r));
  }
  return byAncestor;
};

/** Per day of the range that has any: the agent's team's settled bets, per category. */
export const teamBetsByDay = async (
  { db }: Ctx,
  agentId: number,
  days: DayRange,
): Promise<Map<string, CategorySums[]>> => {
  const byDay = new Map<string, CategorySums[]>();
  for (const r of await betsByDayCategory(db, agentId, days)) {
    const list = byDay.get(r.day) ?? [];
    list.push(categorySums(r));
    byDay.set(r.day, list);
  }
  return byDay;
};

/** Per ancestor and type: its team's ledger entries over the days (0 where none). */
export const teamLedgerOf = async (
  { db }: Ctx,
  ancestorIds: readonly number[],
  days: DayRange,
  types: readonly TeamLedgerType[],
): Promise<Map<number, Map<TeamLedgerType, number>>> => {
  const byAncestor = new Map(ancestorIds.map((id) => [id, new Map<TeamLedgerType, number>()]));
  for (const r of await ledgerByAncestorType(db, ancestorIds, days, types)) {
    byAncestor.get(Number(r.ancestor_id))?.set(r.type as TeamLedgerType, Number(r.amount ?? 0));
  }
  return byAncestor;
};

/** Per day of the range that has any: the agent's team's entries of the type. */
export const teamLedgerByDay = async (
  { db }: Ctx,
  agentId: number,
  days: DayRange,
  type: TeamLedgerType,
): Promise<Map<string, number>> =>
  new Map((await ledgerByDay(db, agentId, days, type)).map((r) => [r.day, Number(r.amount ?? 0)]));

/** How many of the agent's team were active (of the kind) on any day of the range. */
export const teamActiveCount = ({ db }: Ctx, agentId: number, kind: ActiveKind, days: DayRange) =>
  countActive(db, agentId, kind, days);

/** Per day of the range that has any: how many of the agent's team were active that day. */
export const teamActiveByDay = async (
  { db }: Ctx,
  agentId: number,
  kind: ActiveKind,
  days: DayRange,
): Promise<Map<string, number>> =>
  new Map((await activeByDay(db, agentId, kind, days)).map((r) => [r.day, Number(r.members ?? 0)]));

/**
 * The agent's team size now and its direct members: the size from the team sums' registrations
 * (every member joined below, less those moved out or removed), so a large team is not counted
 * member by member; the direct members from the tree's first level.
 */
export const teamSizeOf = async ({ db }: Ctx, agentId: number) => {
  const [size, direct] = await Promise.all([joinedEver(db, agentId), countDirect(db, agentId)]);
  return { size, direct };
};

/** How many settled bets the agent's team placed over the days (of a vendor and category). */
export const teamBetCount = ({ db }: Ctx, agentId: number, filter: BetFilter) =>
  countBets(db, agentId, filter);
