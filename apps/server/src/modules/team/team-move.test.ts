import { MEMBER_TYPES } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ctxOf } from '../../../test/context.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { transaction } from '../../context.js';
import { setUpline } from '../member/index.js';
import { moveInTeam, teamSizeByDepth } from './index.js';
import { ancestorsOf, closureOfUplines, joinTeam, teamRows } from './team.test-support.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const agent = (uplineId: number | null) =>
  joinTeam(t, uplineId, { type: MEMBER_TYPES.agent1, session: false });
const player = (uplineId: number) => joinTeam(t, uplineId, { session: false });

/** What the back office does: the paths and the upline column in one transaction. */
const move = (memberId: number, uplineId: number) =>
  transaction(ctxOf(t.db), async (trx) => {
    const result = await moveInTeam(trx, memberId, uplineId);
    if (result === 'moved') await setUpline(trx, memberId, uplineId);
    return result;
  });

/** top -> a -> b -> c -> p; top -> side; other -> target. */
const twoTrees = async () => {
  const top = await agent(null);
  const a = await agent(top.id);
  const b = await agent(a.id);
  const c = await agent(b.id);
  const p = await player(c.id);
  const side = await agent(top.id);
  const other = await agent(null);
  const target = await agent(other.id);
  return { top, a, b, c, p, side, other, target };
};

describe('moving a member with its team (moveInTeam)', () => {
  it('rewrites the paths at every depth of the moved team and of old and new ancestors', async () => {
    const { top, a, b, c, p, side, other, target } = await twoTrees();
    expect(await move(b.id, target.id)).toBe('moved');

    expect(await ancestorsOf(t, b.id)).toEqual([
      [b.id, 0],
      [target.id, 1],
      [other.id, 2],
    ]);
    expect(await ancestorsOf(t, c.id)).toEqual([
      [c.id, 0],
      [b.id, 1],
      [target.id, 2],
      [other.id, 3],
    ]);
    expect(await ancestorsOf(t, p.id)).toEqual([
      [p.id, 0],
      [c.id, 1],
      [b.id, 2],
      [target.id, 3],
      [other.id, 4],
    ]);
    // The old ancestors keep only what stayed; the new ones count the team at its new depths.
    expect(await teamSizeByDepth(ctxOf(t.db), top.id)).toEqual([{ depth: 1, members: 2 }]);
    expect(await teamSizeByDepth(ctxOf(t.db), a.id)).toEqual([]);
    expect(await teamSizeByDepth(ctxOf(t.db), other.id)).toEqual([
      { depth: 1, members: 1 },
      { depth: 2, members: 1 },
      { depth: 3, members: 1 },
      { depth: 4, members: 1 },
    ]);
    expect(await teamSizeByDepth(ctxOf(t.db), side.id)).toEqual([]);
    expect(await teamRows(t)).toEqual(await closureOfUplines(t));
  });

  it('moves a top agent (no old ancestors) and a single player', async () => {
    const { top, p, other, target } = await twoTrees();
    expect(await move(other.id, top.id)).toBe('moved');
    expect(await move(p.id, target.id)).toBe('moved');
    expect(await ancestorsOf(t, p.id)).toEqual([
      [p.id, 0],
      [target.id, 1],
      [other.id, 2],
      [top.id, 3],
    ]);
    expect(await teamRows(t)).toEqual(await closureOfUplines(t));
  });

  it('refuses a move under the member itself or into its own team, changing nothing', async () => {
    const { a, c, p } = await twoTrees();
    const before = await teamRows(t);
    expect(await move(a.id, c.id)).toBe('cycle');
    expect(await move(a.id, p.id)).toBe('cycle');
    expect(await move(a.id, a.id)).toBe('cycle');
    expect(await teamRows(t)).toEqual(before);
  });

  it('keeps the table whole when two moves race in opposite directions', async () => {
    const top = await agent(null);
    const left = await agent(top.id);
    const right = await agent(top.id);
    await player(left.id);
    await player(right.id);
    for (let round = 0; round < 4; round++) {
      const results = await Promise.all([move(left.id, right.id), move(right.id, left.id)]);
      // One wins; the other, now a move into its own team, is refused.
      expect(results.sort()).toEqual(['cycle', 'moved']);
      expect(await teamRows(t)).toEqual(await closureOfUplines(t));
      // The one moved now has three ancestors (itself, the other, the top): put it back.
      const moved = (await ancestorsOf(t, left.id)).length === 3 ? left : right;
      expect(await move(moved.id, top.id)).toBe('moved');
    }
  });

  it('keeps the table whole when members sign up under a team while it moves', async () => {
    const { b, c, target, top } = await twoTrees();
    const work: Promise<unknown>[] = [move(b.id, target.id)];
    for (let i = 0; i < 6; i++) work.push(player(i % 2 === 0 ? c.id : b.id));
    work.push(move(b.id, top.id));
    const settled = await Promise.allSettled(work);
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    expect(await teamRows(t)).toEqual(await closureOfUplines(t));
  });
});
