import { houseShardOf } from '../wallet/index.js';

/**
 * How settlement divides a draw's members into database transactions and runs them
 * (settle.service.ts): groups, waves of groups side by side, runs of ids per statement.
 */

/**
 * Members settled per database transaction: enough that the grouped statements and the commit
 * are shared widely, few enough that a transaction holds its accounts briefly.
 */
export const MEMBERS_PER_TRANSACTION = 200;

/**
 * Settlement groups side by side on PostgreSQL, where a transaction waits for round trips more
 * than for the database's work. SQLite has one writer: its groups go one after another.
 */
export const SETTLE_GROUPS_AT_ONCE = 4;

/**
 * Runs `work` over the items, `width` at a time. A failure stops the waves after the one it
 * happened in has ended, so nothing is still writing when the caller hears of it.
 */
export const inWaves = async <T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
) => {
  for (let i = 0; i < items.length; i += width) {
    const wave = await Promise.allSettled(items.slice(i, i + width).map(work));
    const failed = wave.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  }
};

/** Runs of `size` items. */
export const runsOf = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/**
 * The members' settlement groups (each member's orders, members in order). Side by side
 * (PostgreSQL), each group holds members of one house shard only: a group updates the house
 * rows of its members' shards until it commits, so groups of mixed members would queue on
 * every shard (and could deadlock). The groups are dealt shard by shard in turn, so the groups
 * running together are of different shards.
 */
export const settlementGroups = <O extends { member_id: number }>(
  members: readonly O[][],
  sideBySide: boolean,
  size = MEMBERS_PER_TRANSACTION,
): O[][][] => {
  if (!sideBySide) return runsOf(members, size);
  const byShard = new Map<number, O[][]>();
  for (const orders of members) {
    const shard = houseShardOf(orders[0]?.member_id ?? 0);
    const list = byShard.get(shard);
    if (list) list.push(orders);
    else byShard.set(shard, [orders]);
  }
  const perShard = [...byShard.values()].map((list) => runsOf(list, size));
  const total = perShard.reduce((n, groups) => n + groups.length, 0);
  const dealt: O[][][] = [];
  for (let round = 0; dealt.length < total; round++) {
    for (const groups of perShard) {
      const group = groups[round];
      if (group) dealt.push(group);
    }
  }
  return dealt;
};
