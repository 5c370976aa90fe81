import { API, feedbackListAnswer, okEnvelope, pathWith } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, loginAs } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO01_FEEDBACK } from './demo-feedback.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedHistory: true });
});
afterAll(() => t.close());

describe('the demo-feedback seed step', () => {
  it('gives demo01 an answered feedback with its screenshot, unread, and one waiting', async () => {
    const { token } = await loginAs(t.app, 'demo01', 'Demo1234');
    const res = await t.app.inject({ url: API.feedback.list, headers: authHeaders(token) });
    const { list, unreadCount } = okEnvelope(feedbackListAnswer).parse(res.json()).value;
    expect(unreadCount).toBe(1);
    expect(list.map((f) => [f.type, f.images, f.replies.length, f.unread])).toEqual([
      ['suggestion', 0, 0, 0],
      ['withdrawal', 1, 1, 1],
    ]);
    expect(list[1]?.replies[0]?.content).toBe(DEMO01_FEEDBACK.answered.reply);
    const image = await t.app.inject({
      url: pathWith(API.feedback.image, { id: list[1]?.id ?? 0, sequence: 1 }),
      headers: authHeaders(token),
    });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
  });
});
