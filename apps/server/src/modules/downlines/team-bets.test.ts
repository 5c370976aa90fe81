import {
  API,
  MEMBER_TYPES,
  recordBetDetail,
  recordBetsAnswer,
  teamBetsAnswer,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { ctxOf } from '../../../test/context.js';
import { failureOf, getOk, urlOf } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { membersBetPage } from '../play/index.js';
import { gamesWhere, launch, roundOk, stateOf } from '../play/play.test-support.js';
import { joinTeam, type TeamMember } from '../team/team.test-support.js';
import { buildTree, diceRound, playTree, slotVendor } from '../team/team-figures.test-support.js';
import { teamHasMember, teamMemberIds } from '../team-tree/index.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ config: { now: testClock().now } });
});
afterEach(() => t.close());

type Query = Record<string, string | number>;
const betsUrl = (query: Query = {}) => urlOf(API.agent.bets, query);
const bets = (m: TeamMember, query: Query = {}) =>
  getOk(t.app, teamBetsAnswer, betsUrl(query), m.headers);
const betUrl = (roundId: string, memberId: number) =>
  urlOf(API.agent.bet.replace(':roundId', roundId), { memberId });

describe('GET agent bets', () => {
  it("lists the team's bets newest first, paged, with whose each is", async () => {
    const tree = await buildTree(t);
    await playTree(t, tree);
    const all = await bets(tree.a);
    expect(all.list.map((b) => b.username)).toEqual([
      tree.a21.username,
      tree.a2.username,
      tree.a1.username,
      tree.a1.username,
    ]);
    expect(all.list.map((b) => b.memberId)).toEqual([
      tree.a21.id,
      tree.a2.id,
      tree.a1.id,
      tree.a1.id,
    ]);
    expect(all.nextCursor).toBeNull();
    // As each member's own game records show them.
    const own = await getOk(t.app, recordBetsAnswer, urlOf(API.records.bets), tree.a1.headers);
    const a1Bets = all.list
      .filter((b) => b.memberId === tree.a1.id)
      .map(({ memberId: _, username: __, ...bet }) => bet);
    expect(a1Bets).toEqual(own.list);
    const first = await bets(tree.a, { pageSize: 3 });
    expect(first.list).toEqual(all.list.slice(0, 3));
    const second = await bets(tree.a, { pageSize: 3, before: first.nextCursor ?? '' });
    expect(second.list).toEqual(all.list.slice(3));
    // A bet played after the list was answered heads the next answer (no stale copy), and so
    // does a round still open (a table round waits for its deal).
    await diceRound(t, tree.a2);
    const after = await bets(tree.a);
    expect(after.list.map((b) => b.memberId)).toEqual([
      tree.a2.id,
      ...all.list.map((b) => b.memberId),
    ]);
    const [table] = await gamesWhere(t.db, { category: 'PVP', vendor: 'KM' });
    if (!table) throw new Error('no table game');
    const { ticket } = await launch(t.app, tree.a21, table);
    const { minBet } = (await stateOf(t.app, ticket)).game;
    await roundOk(t.app, ticket, { stake: minBet, choice: { kind: 'table', side: 'player' } });
    const open = (await bets(tree.a)).list[0];
    expect([open?.memberId, open?.status]).toEqual([tree.a21.id, 'open']);
    expect(second.nextCursor).toBeNull();
  });

  it("reads a busy team's pages along the site's bets by time, the same pages", async () => {
    const tree = await buildTree(t);
    await playTree(t, tree);
    const ctx = ctxOf(t.db, t.app.config.now);
    const query = { from: 0, to: t.app.config.now() + 1, limit: 2, language: 'EN' as const };
    const pages = async (team: Parameters<typeof membersBetPage>[1]) => {
      const first = await membersBetPage(ctx, team, query);
      const [createdAt = 0, id = 0] = (first.next ?? '').split('_').map(Number);
      const second = await membersBetPage(ctx, team, { ...query, before: { createdAt, id } });
      return { first, second };
    };
    const byMember = await pages({ members: teamMemberIds(ctx, tree.a.id) });
    expect(byMember.first.list).toHaveLength(2);
    expect(byMember.second.list).toHaveLength(2);
    const bySite = await pages({ site: tree.a.siteId, isMember: teamHasMember(ctx, tree.a.id) });
    expect(bySite).toEqual(byMember);
  });

  it('filters by team member, category and vendor; a name outside the team lists nothing', async () => {
    const tree = await buildTree(t);
    await playTree(t, tree);
    const one = await bets(tree.a, { username: tree.a21.username });
    expect(one.list.map((b) => b.memberId)).toEqual([tree.a21.id]);
    expect((await bets(tree.a, { username: tree.s1.username })).list).toEqual([]);
    expect((await bets(tree.a, { username: tree.a.username })).list).toEqual([]);
    expect((await bets(tree.a, { username: 'nobody' })).list).toEqual([]);
    expect((await bets(tree.a, { category: 'LIVE' })).list).toEqual([]);
    expect((await bets(tree.a, { category: 'RNG' })).list).toHaveLength(4);
    const vendor = (await bets(tree.a)).list[0]?.vassalage ?? '';
    expect((await bets(tree.a, { vendor })).list).toHaveLength(4);
    // The sub-agent sees its own sub-team; the sibling sees its own member only.
    expect((await bets(tree.a2)).list.map((b) => b.memberId)).toEqual([tree.a21.id]);
    expect((await bets(tree.s)).list.map((b) => b.memberId)).toEqual([tree.s1.id]);
  });

  it('narrows the list to one vendor; a vendor of another category lists nothing', async () => {
    const tree = await buildTree(t);
    await playTree(t, tree);
    await diceRound(t, tree.a21);
    const slots = await slotVendor(t);
    expect((await bets(tree.a)).list).toHaveLength(5);
    const ofDice = await bets(tree.a, { vendor: 'IN' });
    expect(ofDice.list.map((b) => [b.memberId, b.vassalage, b.gameType])).toEqual([
      [tree.a21.id, 'IN', 'INHOUSE'],
    ]);
    const ofSlots = await bets(tree.a, { vendor: slots });
    expect(ofSlots.list).toHaveLength(4);
    expect(ofSlots.list.every((b) => b.vassalage === slots)).toBe(true);
    expect((await bets(tree.a, { vendor: 'IN', username: tree.a21.username })).list).toHaveLength(
      1,
    );
    expect((await bets(tree.a, { vendor: 'IN', username: tree.a1.username })).list).toEqual([]);
    expect((await bets(tree.a, { vendor: 'IN', category: 'RNG' })).list).toEqual([]);
    // The site's own lottery is a vendor too (its orders are recorded as LOTTERY).
    expect((await bets(tree.a, { vendor: 'LOTTERY' })).list).toEqual([]);
  });

  it("opens a team member's bet as the member's own records do, and no one else's", async () => {
    const tree = await buildTree(t);
    await playTree(t, tree);
    const [bet] = (await bets(tree.a, { username: tree.a21.username })).list;
    if (!bet) throw new Error('no bet');
    const asAgent = await getOk(
      t.app,
      recordBetDetail,
      betUrl(bet.roundId, bet.memberId),
      tree.a.headers,
    );
    const asMember = await getOk(
      t.app,
      recordBetDetail,
      API.records.bet.replace(':roundId', bet.roundId),
      tree.a21.headers,
    );
    expect(asAgent).toEqual(asMember);
    expect(asAgent.bet.roundId).toBe(bet.roundId);
    const refused = { status: 403, code: 'agent.not.in.team' };
    for (const caller of [tree.s, tree.b]) {
      const res = await failureOf(t.app, {
        url: betUrl(bet.roundId, bet.memberId),
        headers: caller.headers,
      });
      expect(res).toEqual(refused);
    }
    const [s1Bet] = (await bets(tree.s)).list;
    const url = betUrl(s1Bet?.roundId ?? '', tree.s1.id);
    expect(await failureOf(t.app, { url, headers: tree.a.headers })).toEqual(refused);
    // A round of one member asked as another team member's: not theirs.
    const wrong = await failureOf(t.app, {
      url: betUrl(bet.roundId, tree.a1.id),
      headers: tree.a.headers,
    });
    expect(wrong).toEqual({ status: 404, code: 'record.not.exist' });
  });

  it('refuses non-agents, no session and bad input', async () => {
    const tree = await buildTree(t);
    for (const type of [MEMBER_TYPES.member, MEMBER_TYPES.freeTrial, MEMBER_TYPES.restricted]) {
      const member = await joinTeam(t, null, { type });
      for (const url of [betsUrl(), betUrl('r1', tree.a1.id)]) {
        expect(await failureOf(t.app, { url, headers: member.headers })).toEqual({
          status: 403,
          code: 'agent.required',
        });
      }
    }
    expect((await failureOf(t.app, { url: betsUrl() })).status).toBe(401);
    expect((await failureOf(t.app, { url: betUrl('r1', tree.a1.id) })).status).toBe(401);
    const bad = async (url: string) =>
      (await failureOf(t.app, { url, headers: tree.a.headers })).code;
    expect(await bad(betsUrl({ pageSize: 51 }))).toBe('request_param_err');
    expect(await bad(betsUrl({ before: 'x' }))).toBe('request_param_err');
    expect(await bad(betsUrl({ vendor: 'bad vendor' }))).toBe('request_param_err');
    expect(
      await failureOf(t.app, { url: betsUrl({ vendor: 'NOSUCHVENDOR' }), headers: tree.a.headers }),
    ).toEqual({ status: 400, code: 'agent.vendor.unknown' });
    const named = betsUrl({ vendor: 'NOSUCHVENDOR', username: tree.a1.username });
    expect(await bad(named)).toBe('agent.vendor.unknown');
    expect(await failureOf(t.app, { url: betsUrl({ vendor: 'NOSUCHVENDOR' }) })).toMatchObject({
      status: 401,
    });
    expect(await bad(betsUrl({ range: 'custom', from: '2026-06-01' }))).toBe('agent.range.invalid');
    expect(await bad(urlOf(API.agent.bet.replace(':roundId', 'r1')))).toBe('request_param_err');
  });
});
