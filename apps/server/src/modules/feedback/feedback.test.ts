import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  API,
  feedbackListAnswer,
  feedbackReadAnswer,
  feedbackSentAnswer,
  pathWith,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { failureOf, getOk } from '../../../test/http.js';
import { memberWithSession } from '../../../test/members.js';
import { changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { demoScreenshotPng } from '../../seed/demo-png.js';
import { updateMerchant } from '../system/index.js';
import {
  decodedSize,
  type FilePart,
  jpegBytes,
  multipartOf,
} from '../uploads/uploads.test-support.js';
import { replyToFeedback } from './feedback.service.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const png = (): FilePart => ({ name: 'a.png', type: 'image/png', bytes: demoScreenshotPng() });
const jpg = (): FilePart => ({ name: 'a.jpg', type: 'image/jpeg', bytes: jpegBytes() });
/** Eleven words as Intl.Segmenter finds them in Burmese, which has no spaces between words. */
const BURMESE = 'ငွေထုတ်ယူရာတွင် ပြဿနာရှိနေပါသည်။ ကျေးဇူးပြု၍ စစ်ဆေးပေးပါ';
const ENGLISH = 'The withdrawal page keeps loading after I confirm.';

const send = (
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: FilePart[] = [],
) => {
  const body = multipartOf(fields, files);
  return t.app.inject({
    method: 'PUT',
    url: API.feedback.send,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const sentId = async (res: Awaited<ReturnType<typeof send>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return feedbackSentAnswer.parse(res.json().value).id;
};
const listOf = (headers: Record<string, string>) =>
  getOk(t.app, feedbackListAnswer, API.feedback.list, headers);
const readOf = (headers: Record<string, string>, id: number) =>
  t.app.inject({ method: 'POST', url: pathWith(API.feedback.read, { id }), headers });
const imageUrl = (id: number, sequence: number) => pathWith(API.feedback.image, { id, sequence });
const storedFiles = () => {
  try {
    return readdirSync(path.join(t.app.config.uploadDir, 'feedback'));
  } catch {
    return [];
  }
};
const rows = () => t.db.selectFrom('feedback').select('id').execute();
const setWordBounds = async (min: number, max: number) => {
  await updateMerchant(t.db, 'demo', { feedback_min_words: min, feedback_max_words: max });
  await t.app.caches.bump('sites');
};
const reply = async (feedbackId: number, content: string) =>
  replyToFeedback(await siteCtxOf(t.db, 'demo'), { feedbackId, content });

describe('feedback', () => {
  it('keeps a feedback with images; the list shows it with the replies and their read state', async () => {
    const m = await memberWithSession(t.db);
    const empty = await listOf(m.headers);
    expect(empty).toEqual({ minWords: 5, maxWords: 500, list: [], unreadCount: 0 });

    const id = await sentId(
      await send(m.headers, { type: 'withdrawal', content: ENGLISH }, [png(), jpg()]),
    );
    expect(storedFiles()).toHaveLength(2);
    await reply(id, 'We have checked it: please try again.');
    await reply(id, 'It works now.');
    const listed = await listOf(m.headers);
    expect(listed.unreadCount).toBe(2);
    expect(listed.list).toEqual([
      expect.objectContaining({ id, type: 'withdrawal', content: ENGLISH, images: 2, unread: 2 }),
    ]);
    expect(listed.list[0]?.replies.map((r) => [r.content, r.read])).toEqual([
      ['We have checked it: please try again.', false],
      ['It works now.', false],
    ]);

    const read = await readOf(m.headers, id);
    expect(feedbackReadAnswer.parse(read.json().value)).toEqual({ unreadCount: 0 });
    const after = await listOf(m.headers);
    expect(after.list[0]?.replies.every((r) => r.read)).toBe(true);
    expect(after.list[0]?.unread).toBe(0);

    const image = await t.app.inject({ method: 'GET', url: imageUrl(id, 1), headers: m.headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // Stored re-encoded: the same picture, not the same bytes.
    expect(await decodedSize(image.rawPayload)).toEqual(await decodedSize(demoScreenshotPng()));
  });

  it("never shows or opens another member's feedback or images", async () => {
    const owner = await memberWithSession(t.db);
    const id = await sentId(await send(owner.headers, { type: 'game', content: ENGLISH }, [png()]));
    await reply(id, 'Thanks');
    const other = await memberWithSession(t.db);
    expect((await listOf(other.headers)).list).toEqual([]);
    expect(
      await failureOf(t.app, {
        method: 'POST',
        url: pathWith(API.feedback.read, { id }),
        headers: other.headers,
      }),
    ).toEqual({ status: 404, code: 'feedback.not.found' });
    expect(
      await failureOf(t.app, { method: 'GET', url: imageUrl(id, 1), headers: other.headers }),
    ).toEqual({ status: 404, code: 'feedback.image.not.found' });
    expect((await listOf(owner.headers)).unreadCount).toBe(1);
  });

  it('needs a session, refuses free-trial accounts, and answers function.not.available with FEEDBACK3 off', async () => {
    for (const request of [
      { method: 'GET' as const, url: API.feedback.list },
      { method: 'POST' as const, url: pathWith(API.feedback.read, { id: 1 }) },
      { method: 'GET' as const, url: imageUrl(1, 1) },
    ]) {
      expect(await failureOf(t.app, request)).toEqual({
        status: 401,
        code: 'user.or.token.invalid',
      });
    }
    expect((await send({}, { type: 'other', content: ENGLISH })).statusCode).toBe(401);

    const trial = await memberWithSession(t.db, 'demo', undefined, 4);
    expect(
      await failureOf(t.app, { method: 'GET', url: API.feedback.list, headers: trial.headers }),
    ).toMatchObject({
      code: 'trial.not.allowed',
    });
    expect((await send(trial.headers, { type: 'other', content: ENGLISH })).json().errorCode).toBe(
      'trial.not.allowed',
    );

    const m = await memberWithSession(t.db);
    await changeSite(t.app, { whitelabel: { FEEDBACK3: false } });
    expect(
      await failureOf(t.app, { method: 'GET', url: API.feedback.list, headers: m.headers }),
    ).toMatchObject({
      code: 'function.not.available',
    });
    expect((await send(m.headers, { type: 'other', content: ENGLISH })).json().errorCode).toBe(
      'function.not.available',
    );
    expect(await rows()).toEqual([]);
  });

  it('counts Burmese words with Intl.Segmenter against the site bounds, and changes nothing when out of them', async () => {
    const m = await memberWithSession(t.db);
    await setWordBounds(11, 11);
    expect(
      await sentId(await send(m.headers, { type: 'suggestion', content: BURMESE })),
    ).toBeGreaterThan(0);
    await setWordBounds(12, 40);
    const short = await send(m.headers, { type: 'suggestion', content: BURMESE });
    expect([short.statusCode, short.json().errorCode, short.json().value]).toEqual([
      400,
      'feedback.words',
      { minWords: 12, maxWords: 40, words: 11 },
    ]);
    await setWordBounds(1, 10);
    const long = await send(m.headers, { type: 'suggestion', content: BURMESE });
    expect(long.json().errorCode).toBe('feedback.words');
    expect(await rows()).toHaveLength(1);
  });

  it('refuses bad input: unknown type, empty text, JSON instead of multipart', async () => {
    const m = await memberWithSession(t.db);
    const cases: Record<string, string>[] = [
      { type: 'praise', content: ENGLISH },
      { type: 'other', content: '   ' },
      { content: ENGLISH },
    ];
    for (const fields of cases) {
      const res = await send(m.headers, fields);
      expect([res.statusCode, res.json().errorCode]).toEqual([400, 'request_param_err']);
    }
    const json = await t.app.inject({
      method: 'PUT',
      url: API.feedback.send,
      headers: m.headers,
      payload: { type: 'other', content: ENGLISH },
    });
    expect(json.statusCode).toBe(400);
    const badId = await failureOf(t.app, {
      method: 'POST',
      url: '/wps/feedback/abc/read',
      headers: m.headers,
    });
    expect(badId).toEqual({ status: 400, code: 'request_param_err' });
    expect(await rows()).toEqual([]);
  });

  it('refuses too many, too large or wrong-type images, writing nothing', async () => {
    const m = await memberWithSession(t.db);
    const fields = { type: 'deposit', content: ENGLISH };
    const four = await send(m.headers, fields, [png(), png(), png(), jpg()]);
    expect([four.statusCode, four.json().errorCode]).toEqual([400, 'feedback.images.too.many']);
    const big = { name: 'big.jpg', type: 'image/jpeg', bytes: jpegBytes(5 * 1024 * 1024 + 1) };
    const large = await send(m.headers, fields, [big]);
    expect([large.statusCode, large.json().errorCode]).toEqual([413, 'feedback.image.too.large']);
    const gif = {
      name: 'a.png',
      type: 'image/png',
      bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
    };
    const wrong = await send(m.headers, fields, [png(), gif]);
    expect([wrong.statusCode, wrong.json().errorCode]).toEqual([400, 'feedback.image.type']);
    expect(await rows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
    expect(await sentId(await send(m.headers, fields, [png(), png(), jpg()]))).toBeGreaterThan(0);
  });

  it('replyToFeedback refuses an unknown feedback and an empty reply', async () => {
    await expect(reply(999, 'hello')).rejects.toMatchObject({ code: 'feedback.not.found' });
    const m = await memberWithSession(t.db);
    const id = await sentId(await send(m.headers, { type: 'other', content: ENGLISH }));
    await expect(reply(id, '  ')).rejects.toMatchObject({ code: 'request_param_err' });
  });
});
