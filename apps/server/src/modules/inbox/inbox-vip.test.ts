import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { realMinute } from '../../../test/accounts.js';
import { ctxOf, siteCtxOf } from '../../../test/context.js';
import { MINUTE, manualClock, memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { raiseVipLevel } from '../member/index.js';
import { openOf, titlesOf, unreadCountOf } from './inbox.test-support.js';
import { sendOperatorMessage } from './index.js';

/** The inbox's third audience: messages to the members at one VIP level. */

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock(realMinute(10 * MINUTE));
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const toLevel = async (vipLevel: number, title: string) =>
  sendOperatorMessage(await siteCtxOf(t.db, 'demo', clock.now), {
    to: { vipLevel },
    texts: { EN: { title, content: `<p>${title}</p>` } },
  });

const memberAt = async (level: number) => {
  const m = await memberWithSession(t.db);
  if (level > 0) await raiseVipLevel(ctxOf(t.db), m.id, level);
  return m;
};

describe('messages to a VIP level', () => {
  it('reach the members at that level only, and follow the member’s level', async () => {
    const none = await memberAt(0);
    const vip1 = await memberAt(1);
    const vip2 = await memberAt(2);
    const id = await toLevel(2, 'For VIP2');
    await toLevel(1, 'For VIP1');
    expect(await titlesOf(t.app, vip2.headers)).toEqual(['For VIP2']);
    expect(await titlesOf(t.app, vip1.headers)).toEqual(['For VIP1']);
    expect(await titlesOf(t.app, none.headers)).toEqual([]);
    expect(await unreadCountOf(t.app, vip2.headers)).toBe(1);
    expect((await openOf(t.app, id, vip2.headers)).title).toBe('For VIP2');
    // Another level's message is not theirs: it answers as missing.
    const res = await t.app.inject({ url: `/wps/relay/inbox/${id}`, headers: vip1.headers });
    expect([res.statusCode, res.json().errorCode]).toEqual([404, 'inbox.message.not.exist']);
    // Reaching VIP2 later brings the level's messages.
    await raiseVipLevel(ctxOf(t.db), vip1.id, 2);
    expect(await titlesOf(t.app, vip1.headers)).toEqual(['For VIP2']);
  });

  it('do not reach members who joined after they were sent', async () => {
    await toLevel(1, 'Old news');
    clock.advance(MINUTE);
    // memberWithSession signs up at the real time, before the clock: move the message instead.
    const late = await memberAt(1);
    await t.db
      .updateTable('inbox_messages')
      .set({ created_at: 0 })
      .where('audience', '=', 'vip')
      .execute();
    expect(await titlesOf(t.app, late.headers)).toEqual([]);
  });
});
