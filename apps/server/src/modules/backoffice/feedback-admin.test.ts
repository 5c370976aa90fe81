import { API, adminMemberEndpoints, feedbackListAnswer, feedbackSentAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { demoScreenshotPng } from '../../seed/demo-png.js';
import { multipartOf } from '../uploads/uploads.test-support.js';
import { asOperator, type Operator, signIn } from './backoffice.test-support.js';
import { failure, ok } from './members-admin.test-support.js';

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
let support: Operator;
beforeEach(async () => {
  clock = manualClock(Date.now());
  t = await createTestApp({ config: { now: clock.now } });
  support = await signIn(t.app, clock, 'demo_support');
});
afterEach(() => t.close());

const send = async (headers: Record<string, string>, content: string, withImage: boolean) => {
  const body = multipartOf(
    { type: 'withdrawal', content },
    withImage ? [{ name: 'a.png', type: 'image/png', bytes: demoScreenshotPng() }] : [],
  );
  const res = await t.app.inject({
    method: 'PUT',
    url: API.feedback.send,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return feedbackSentAnswer.parse(res.json().value).id;
};

const listed = async (state: string) =>
  adminMemberEndpoints.feedbackPage.parse(
    ok(await asOperator(t.app, support, 'GET', `/admin/api/feedback?state=${state}`)),
  );

describe('members’ feedback in the back office', () => {
  it('lists open and answered feedback; a reply reaches the member’s feedback screen', async () => {
    const player = await memberWithSession(t.db);
    const first = await send(
      player.headers,
      'The withdrawal page keeps loading after I confirm.',
      true,
    );
    clock.advance(60_000);
    const second = await send(
      player.headers,
      'Please add a dark theme for playing at night.',
      false,
    );
    expect((await listed('open')).list.map((f) => [f.id, f.images])).toEqual([
      [second, []],
      [first, [1]],
    ]);
    const image = await asOperator(t.app, support, 'GET', `/admin/api/feedback/${first}/images/1`);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    const noImage = await asOperator(
      t.app,
      support,
      'GET',
      `/admin/api/feedback/${second}/images/1`,
    );
    expect(failure(noImage)).toEqual({ status: 404, code: 'admin.feedback.image.not.found' });

    const url = `/admin/api/feedback/${first}/replies`;
    expect((await asOperator(t.app, support, 'POST', url, { content: '  ' })).statusCode).toBe(400);
    const missing = await asOperator(t.app, support, 'POST', '/admin/api/feedback/99999/replies', {
      content: 'Hello',
    });
    expect(failure(missing)).toEqual({ status: 404, code: 'admin.feedback.not.found' });
    expect((await listed('answered')).totalCount).toBe(0);

    const replied = adminMemberEndpoints.feedbackEntry.parse(
      ok(await asOperator(t.app, support, 'POST', url, { content: 'Paid out now, thank you.' })),
    );
    expect(replied.replies.map((r) => [r.content, r.read])).toEqual([
      ['Paid out now, thank you.', false],
    ]);
    expect((await listed('answered')).list.map((f) => f.id)).toEqual([first]);
    expect((await listed('open')).list.map((f) => f.id)).toEqual([second]);

    const app = await t.app.inject({ url: API.feedback.list, headers: player.headers });
    const mine = feedbackListAnswer.parse(ok(app));
    expect(mine.unreadCount).toBe(1);
    expect(mine.list.find((f) => f.id === first)?.replies[0]?.content).toBe(
      'Paid out now, thank you.',
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'feedback.reply')
      .execute();
    expect(audit.map((a) => [a.operator_username, a.target_id])).toEqual([
      ['demo_support', String(first)],
    ]);
    const detail = await asOperator(t.app, support, 'GET', `/admin/api/feedback/${first}`);
    expect(adminMemberEndpoints.feedbackEntry.parse(ok(detail)).replies).toHaveLength(1);
  });

  it('refuses an unknown state or a reply too long (400)', async () => {
    const bad = await asOperator(t.app, support, 'GET', '/admin/api/feedback?state=closed');
    expect(bad.statusCode).toBe(400);
    const long = await asOperator(t.app, support, 'POST', '/admin/api/feedback/1/replies', {
      content: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
  });
});
