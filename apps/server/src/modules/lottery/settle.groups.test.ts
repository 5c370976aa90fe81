import { describe, expect, it } from 'vitest';
import { HOUSE_SHARDS, houseShardOf } from '../wallet/index.js';
import { settlementGroups } from './settle.groups.js';

/** A member's orders as settlement sees them: only the member id matters for grouping. */
const memberOrders = (ids: number[]) => ids.map((id) => [{ member_id: id }, { member_id: id }]);
const shardOf = (group: { member_id: number }[][]) =>
  new Set(group.map((orders) => houseShardOf(orders[0]?.member_id ?? 0)));

describe('settlementGroups', () => {
  const ids = Array.from({ length: 5 * HOUSE_SHARDS }, (_, i) => i + 1);

  it('one after another: runs of the given size in member order', () => {
    const groups = settlementGroups(memberOrders(ids), false, 7);
    expect(groups.map((g) => g.length)).toEqual([
      ...Array(Math.floor(ids.length / 7)).fill(7),
      ...(ids.length % 7 ? [ids.length % 7] : []),
    ]);
    expect(groups.flat().map((orders) => orders[0]?.member_id)).toEqual(ids);
  });

  it('side by side: each group of one house shard, dealt so neighbours differ, each member once', () => {
    const groups = settlementGroups(memberOrders(ids), true, 2);
    for (const group of groups) expect(shardOf(group).size).toBe(1);
    // Five members a shard in groups of two: three groups a shard, dealt shard by shard.
    expect(groups).toHaveLength(3 * HOUSE_SHARDS);
    for (let i = 0; i + 4 <= HOUSE_SHARDS; i += 4) {
      const wave = groups.slice(i, i + 4).map((g) => [...shardOf(g)][0]);
      expect(new Set(wave).size).toBe(4);
    }
    const members = groups.flat().map((orders) => orders[0]?.member_id ?? 0);
    expect(members.toSorted((a, b) => a - b)).toEqual(ids);
  });
});
