import { adminContentEndpoints, errorEnvelope, type MessageBody } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { realMinute } from '../../../test/accounts.js';
import { ctxOf } from '../../../test/context.js';
import { MINUTE, manualClock, memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, type Operator } from '../backoffice/backoffice.test-support.js';
import {
  auditOf,
  contentOperator,
  expectContentGuard,
} from '../content/content-admin.test-support.js';
import { raiseVipLevel } from '../member/index.js';
import { openOf, titlesOf } from './inbox.test-support.js';

const MESSAGES = adminContentEndpoints.messages.path;

const texts = (title: string, content = `<p>${title}</p>`) => ({
  EN: { title, content },
  MY: { title: `${title} (MY)`, content },
});

describe('the back office messages to members', () => {
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  let content: Operator;
  beforeEach(async () => {
    // Members sign up at the real time: the clock runs ahead, so messages come after they joined.
    clock = manualClock(realMinute(10 * MINUTE));
    t = await createTestApp({ config: { now: clock.now } });
    content = await contentOperator(t, clock);
  });
  afterEach(() => t.close());

  const send = async (body: MessageBody) => {
    const res = await asOperator(t.app, content, 'POST', MESSAGES, body);
    expect(res.statusCode, res.body).toBe(200);
    return adminContentEndpoints.sentMessage.parse(res.json().value);
  };
  const messageRows = async () =>
    Number(
      (
        await t.db
          .selectFrom('inbox_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const memberAt = async (level: number) => {
    const m = await memberWithSession(t.db);
    if (level > 0) await raiseVipLevel(ctxOf(t.db), m.id, level);
    return m;
  };

  it('refuses callers without content.manage, a player token and writes without CSRF', async () => {
    await expectContentGuard(t, clock, { method: 'GET', url: MESSAGES });
    const before = await messageRows();
    await expectContentGuard(t, clock, {
      method: 'POST',
      url: MESSAGES,
      payload: { to: { audience: 'site' }, texts: texts('Hello') },
    });
    expect(await messageRows()).toBe(before);
  });

  it('sends to one member by username or id: it lands in that inbox only, audited', async () => {
    const one = await memberWithSession(t.db, 'demo', 'inboxone');
    const other = await memberWithSession(t.db);
    const byName = await send({
      to: { audience: 'member', member: 'InboxOne' },
      texts: texts('Your bonus'),
    });
    expect(byName).toMatchObject({
      audience: 'member',
      member: { id: one.id, username: 'inboxone' },
    });
    await send({ to: { audience: 'member', member: String(one.id) }, texts: texts('Second note') });
    expect(await titlesOf(t.app, one.headers)).toEqual(['Second note', 'Your bonus']);
    expect(await titlesOf(t.app, other.headers)).toEqual([]);
    const opened = await openOf(t.app, byName.id, { ...one.headers, language: 'MY' });
    expect(opened.title).toBe('Your bonus (MY)');
    const [audit] = await auditOf(t, 'message.send');
    expect(audit).toMatchObject({ operator: 'demo_content', targetId: String(byName.id) });
    expect(audit?.after.member.username).toBe('inboxone');
  });

  it('sends to a VIP level or the whole site as one row, whoever it reaches', async () => {
    const plain = await memberAt(0);
    const vip2 = await memberAt(2);
    const before = await messageRows();
    await send({ to: { audience: 'vip', vipLevel: 2 }, texts: texts('For VIP2') });
    await send({ to: { audience: 'site' }, texts: texts('For everyone') });
    expect(await messageRows()).toBe(before + 2);
    expect(await titlesOf(t.app, vip2.headers)).toEqual(['For everyone', 'For VIP2']);
    expect(await titlesOf(t.app, plain.headers)).toEqual(['For everyone']);
  });

  it('cleans the HTML a member opens', async () => {
    const member = await memberWithSession(t.db);
    const dirty =
      '<p>Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:x()">a</a></p>';
    const sent = await send({ to: { audience: 'site' }, texts: texts('Clean', dirty) });
    const opened = await openOf(t.app, sent.id, member.headers);
    for (const unsafe of ['<script', 'onerror', 'javascript:']) {
      expect(opened.content).not.toContain(unsafe);
      expect(sent.texts.EN?.content).not.toContain(unsafe);
    }
    expect(opened.content).toContain('<img src="x">');
  });

  it('refuses bad input with a clear error and sends nothing', async () => {
    await memberWithSession(t.db);
    const before = await messageRows();
    const cases: [unknown, number, string][] = [
      [
        { to: { audience: 'member', member: 'nobody-here' }, texts: texts('x') },
        404,
        'admin.member.not.found',
      ],
      [
        { to: { audience: 'vip', vipLevel: 42 }, texts: texts('x') },
        400,
        'admin.content.vip.unknown',
      ],
      [
        { to: { audience: 'site' }, texts: { EN: texts('x').EN } },
        400,
        'admin.content.language.missing',
      ],
      [
        { to: { audience: 'site' }, texts: texts('x', '<script>alert(1)</script>') },
        400,
        'admin.content.text.empty',
      ],
      [{ to: { audience: 'everyone' }, texts: texts('x') }, 400, 'request_param_err'],
      [{ to: { audience: 'site' }, texts: {} }, 400, 'request_param_err'],
    ];
    for (const [body, status, code] of cases) {
      const res = await asOperator(t.app, content, 'POST', MESSAGES, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(errorEnvelope.parse(res.json()).errorCode).toBe(code);
    }
    expect(await messageRows()).toBe(before);
    expect(await auditOf(t, 'message.send')).toEqual([]);
  });

  it('lists the messages sent, newest first, with their audience and texts', async () => {
    const member = await memberWithSession(t.db, 'demo', 'listedone');
    await send({ to: { audience: 'site' }, texts: texts('Older') });
    clock.advance(MINUTE);
    await send({ to: { audience: 'member', member: 'listedone' }, texts: texts('Newer') });
    const res = await asOperator(t.app, content, 'GET', `${MESSAGES}?pageSize=2`);
    const page = adminContentEndpoints.messagePage.parse(res.json().value);
    expect(page.list.map((m) => m.texts.EN?.title)).toEqual(['Newer', 'Older']);
    expect(page.list[0]?.member).toEqual({ id: member.id, username: 'listedone' });
    expect(page.list[1]).toMatchObject({ audience: 'site', member: null, vipLevel: null });
  });
});
