import { adminMemberEndpoints, memberSearchAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { addMember, manualClock } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { demoLotteryLinks } from '../../seed/demo-lottery-games.js';
import { findGameIdByCode } from '../games/index.js';
import { recordLotteryBets } from '../play/index.js';
import { createSession } from '../session/index.js';
import { asOperator, type Operator, signIn } from './backoffice.test-support.js';
import { ok } from './members-admin.test-support.js';

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
let finance: Operator;
beforeEach(async () => {
  clock = manualClock(Date.now());
  t = await createTestApp({ config: { now: clock.now } });
  finance = await signIn(t.app, clock, 'demo_finance'); // members.read only
});
afterEach(() => t.close());

const signInFrom = async (memberId: number, ip: string, deviceId: string) =>
  createSession(await siteCtxOf(t.db, 'demo', clock.now), {
    memberId,
    ip,
    deviceId,
    userAgent: 'Mozilla/5.0 (iPhone)',
  });

const found = async (by: string, q: string, page = '') =>
  memberSearchAnswer.parse(
    ok(
      await asOperator(
        t.app,
        finance,
        'GET',
        `/admin/api/members?by=${by}&q=${encodeURIComponent(q)}${page}`,
      ),
    ),
  );
const idsOf = async (by: string, q: string) => (await found(by, q)).list.map((m) => m.id);

describe('member search', () => {
  it('finds members by name, mobile, e-mail, address, device and id, paged', async () => {
    const a = await addMember(t.app, {
      username: 'findme01',
      email: 'Find.Me@Example.com',
      dialingCode: '95',
      mobile: '9770001111',
      mobileVerified: true,
    });
    const b = await addMember(t.app, { username: 'findme02', mobile: '9770002222' });
    await signInFrom(a.id, '203.0.113.7', 'device-shared-0001');
    await signInFrom(b.id, '203.0.113.7', 'device-shared-0001');
    await signInFrom(b.id, '198.51.100.9', 'device-own-0002');

    expect(await idsOf('name', 'FINDME')).toEqual([a.id, b.id]);
    expect(await idsOf('name', 'findme0_')).toEqual([]);
    expect(await idsOf('mobile', '9770001111')).toEqual([a.id]);
    expect(await idsOf('mobile', '+95 9770001111')).toEqual([a.id]);
    expect(await idsOf('mobile', '9770002222')).toEqual([b.id]);
    expect(await idsOf('email', 'find.me@example.COM')).toEqual([a.id]);
    expect(await idsOf('address', '203.0.113.7')).toEqual([a.id, b.id]);
    expect(await idsOf('address', '198.51.100.9')).toEqual([b.id]);
    expect(await idsOf('device', 'device-shared-0001')).toEqual([a.id, b.id]);
    expect(await idsOf('id', String(b.id))).toEqual([b.id]);
    expect(await idsOf('id', 'abc')).toEqual([]);

    const first = await found('address', '203.0.113.7', '&pageNo=1&pageSize=1');
    expect(first).toMatchObject({ pageNum: 1, hasMore: true });
    expect(first.list.map((m) => m.id)).toEqual([a.id]);
    const second = await found('address', '203.0.113.7', '&pageNo=2&pageSize=1');
    expect(second).toMatchObject({ pageNum: 2, hasMore: false });
    expect(second.list.map((m) => m.id)).toEqual([b.id]);
    const names = await found('name', 'findme', '&pageSize=1');
    expect([names.hasMore, names.list.map((m) => m.id)]).toEqual([true, [a.id]]);
    const lastName = await found('name', 'findme', '&pageNo=2&pageSize=1');
    expect([lastName.hasMore, lastName.list.map((m) => m.id)]).toEqual([false, [b.id]]);
    expect((await found('id', String(a.id))).hasMore).toBe(false);
  });

  it('refuses a search without text or of an unknown kind (400)', async () => {
    for (const query of ['by=name&q=', 'by=street&q=x', 'q=x&pageSize=500']) {
      const res = await asOperator(t.app, finance, 'GET', `/admin/api/members?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('member tabs', () => {
  it('lists the member’s sessions with address and device, devices, bets and limits', async () => {
    const m = await addMember(t.app);
    await signInFrom(m.id, '203.0.113.7', 'device-a-0001');
    clock.advance(60_000);
    await signInFrom(m.id, '198.51.100.9', 'device-a-0001');
    await signInFrom(m.id, '198.51.100.9', 'device-b-0002');
    const get = async (tab: string) =>
      ok(await asOperator(t.app, finance, 'GET', `/admin/api/members/${m.id}/${tab}`));

    const sessions = adminMemberEndpoints.memberSessionsPage.parse(await get('sessions'));
    expect(sessions.totalCount).toBe(3);
    expect(sessions.list.map((s) => [s.ip, s.deviceId, s.live])).toEqual([
      ['198.51.100.9', 'device-b-0002', true],
      ['198.51.100.9', 'device-a-0001', true],
      ['203.0.113.7', 'device-a-0001', true],
    ]);
    const devices = adminMemberEndpoints.memberDevicesAnswer.parse(await get('devices'));
    expect(devices.list.map((d) => [d.deviceId, d.sessions, d.lastIp])).toEqual([
      ['device-b-0002', 1, '198.51.100.9'],
      ['device-a-0001', 2, '198.51.100.9'],
    ]);
    const link = demoLotteryLinks()[0];
    const gameId = link && (await findGameIdByCode(t.db, link.vendor, link.catalogueCode));
    if (gameId === undefined) throw new Error('no lottery game in the catalogue');
    const at = clock.now() - 60_000;
    await recordLotteryBets(await siteCtxOf(t.db, 'demo', clock.now), 'LOTT', [
      ...[1, 2, 3].map((n) => ({
        merchantId: m.merchant_id,
        memberId: m.id,
        gameId,
        orderNo: `order-${n}`,
        stakeMinor: 100 * n,
        winMinor: 0,
        createdAt: at + n,
        settledAt: at + n,
      })),
    ]);
    const page = async (query: string) =>
      adminMemberEndpoints.memberBetsAnswer.parse(await get(`bets?pageSize=2${query}`));
    const first = await page('');
    expect(first.list.map((b) => [b.roundId, b.stake])).toEqual([
      ['order-3', '3.00'],
      ['order-2', '2.00'],
    ]);
    const rest = await page(`&before=${first.next}`);
    expect([rest.list.map((b) => b.roundId), rest.next]).toEqual([['order-1'], null]);
    const bad = await asOperator(t.app, finance, 'GET', `/admin/api/members/${m.id}/bets?before=x`);
    expect(bad.statusCode).toBe(400);
    const missing = await asOperator(t.app, finance, 'GET', '/admin/api/members/99999/sessions');
    expect(missing.statusCode).toBe(404);
  });
});
