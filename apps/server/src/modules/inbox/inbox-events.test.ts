import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, deviceCookieOf, postLogin } from '../../../test/accounts.js';
import { siteCtxOf } from '../../../test/context.js';
import { memberWithSession, sessionFor } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { onFirstDeposit } from '../promotions/index.js';
import { addPromotion, claim, join } from '../promotions/promotions.test-support.js';
import { inboxOf, openOf, titlesOf } from './inbox.test-support.js';

/** What the platform writes to a member's inbox when something happens to their account. */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const headersOf = async (username: string) =>
  authHeaders((await sessionFor(t.app, username)).token);

describe('platform notices', () => {
  it('tells of a sign-in from a new device, not from a device that signed in before', async () => {
    const first = await postLogin(
      t.app,
      'demo01',
      'Demo1234',
      {},
      { remoteAddress: '198.51.100.7' },
    );
    expect(first.statusCode, first.body).toBe(200);
    const again = await postLogin(
      t.app,
      'demo01',
      'Demo1234',
      {},
      {
        remoteAddress: '198.51.100.8',
        cookies: deviceCookieOf(first),
      },
    );
    expect(again.statusCode, again.body).toBe(200);
    const headers = await headersOf('demo01');
    const page = await inboxOf(t.app, headers);
    expect(page.list.map((m) => [m.kind, m.title])).toEqual([
      ['new_device', 'New sign-in to your account'],
    ]);
    expect(page.list[0]?.summary).toContain('198.51.100.7');
    const my = await inboxOf(t.app, { ...headers, language: 'MY' });
    expect(my.list[0]?.title).toBe('စက်အသစ်မှ သင့်အကောင့်သို့ ဝင်ရောက်မှု');
  });

  it('writes nothing on a failed login', async () => {
    const res = await postLogin(
      t.app,
      'demo01',
      'Wrong1234',
      {},
      { remoteAddress: '198.51.100.9' },
    );
    expect(res.statusCode).toBe(400);
    expect(await titlesOf(t.app, await headersOf('demo01'))).toEqual([]);
  });

  it('tells of a changed password', async () => {
    const headers = await headersOf('demo01');
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers,
      payload: {
        oldPassword: 'Demo1234',
        newPassword: 'Fresh5678',
        confirmNewPassword: 'Fresh5678',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await titlesOf(t.app, headers)).toEqual(['Your password was changed']);
  });

  it('tells of a bonus paid by a claim, once, with the promotion’s title', async () => {
    const id = await addPromotion(t, Date.now(), {}, 'Daily check-in');
    const member = await memberWithSession(t.db);
    expect((await claim(t.app, id, member.headers)).statusCode).toBe(200);
    expect((await claim(t.app, id, member.headers)).statusCode).toBe(200); // answers the payout
    const page = await inboxOf(t.app, member.headers);
    expect(page.list.map((m) => [m.kind, m.title])).toEqual([
      ['promotion_paid', 'Bonus credited: Daily check-in'],
    ]);
    const opened = await openOf(t.app, page.list[0]?.id ?? 0, member.headers);
    expect(opened.content).toContain('K 5.00 from “Daily check-in” was added to your balance.');
    expect(opened.content).toContain('Bets of K 15.00');
    const my = await inboxOf(t.app, { ...member.headers, language: 'MY' });
    expect(my.list[0]?.title).toBe('ဘောနပ်စ် ရရှိပြီး: Daily check-in (MY)');
  });

  it('tells of a reward issued to the reward centre by a first deposit', async () => {
    const id = await addPromotion(
      t,
      Date.now(),
      {
        kind: 'first_deposit',
        frequency: 'once',
        reward_minor: null,
        percent: 50,
        cap_minor: 1_000_000,
        turnover_multiplier: 10,
      },
      'First deposit bonus',
    );
    const member = await memberWithSession(t.db);
    await join(t.app, id, member.headers);
    const ctx = await siteCtxOf(t.db);
    await onFirstDeposit(ctx, { memberId: member.id, amountMinor: 250_000_00 });
    await onFirstDeposit(ctx, { memberId: member.id, amountMinor: 250_000_00 });
    const page = await inboxOf(t.app, member.headers);
    expect(page.list.map((m) => m.title)).toEqual(['Reward issued: First deposit bonus']);
    expect(page.list[0]?.summary).toMatch(
      /^K 10,000.00 from “First deposit bonus” is waiting for you/,
    );
  });
});

describe('demo01’s seeded inbox', () => {
  /** demo01's deposits: 2 gateway and 1 approved (received, paid), 1 rejected (2), 1 waiting. */
  const DEMO01_DEPOSIT_NOTICES = 9;
  it('holds the site’s welcome (read), its new-device sign-ins, the check-in bonus and its payment password', async () => {
    const seeded = await createTestApp({ seedHistory: true });
    try {
      const headers = authHeaders((await sessionFor(seeded.app, 'demo01')).token);
      const page = await inboxOf(seeded.app, headers);
      const byKind = Object.fromEntries(page.list.map((m) => [m.kind, m]));
      expect(Object.keys(byKind).sort()).toEqual([
        // The demo-deposits step: each deposit's state changes.
        'deposit',
        'new_device',
        'operator',
        'payment_password_changed',
        'promotion_issued',
        'promotion_paid',
        'withdrawal',
      ]);
      expect(byKind.operator).toMatchObject({ title: 'Welcome to ShweLucky', read: true });
      // The demo-devices step signs demo01 in on a phone and a desktop: one notice each.
      const newDevices = page.list.filter((m) => m.kind === 'new_device');
      expect(newDevices.map((m) => m.read)).toEqual([false, false]);
      // The demo-vip step: the VIP1 upgrade bonus issued, and the site's word to its VIP1 members.
      expect(byKind.promotion_issued?.title).toContain('VIP1 upgrade bonus');
      expect(page.list.map((m) => m.title)).toContain('Welcome to VIP1');
      // The demo-withdrawals step: requested, paid (the first one), requested (the pending one).
      expect(page.list.filter((m) => m.kind === 'withdrawal')).toHaveLength(3);
      expect(page.unreadCount).toBe(9 + DEMO01_DEPOSIT_NOTICES);
      // demo02 joined before the welcome was sent, so it has it too, unread, after the word of
      // the check-in bonus it claimed (the demo-turnover step).
      const other = authHeaders((await sessionFor(seeded.app, 'demo02')).token);
      expect(await titlesOf(seeded.app, other)).toEqual([
        'Bonus credited: Daily Check-in Bonus K 500',
        'Welcome to ShweLucky',
      ]);
    } finally {
      await seeded.close();
    }
  });
});
