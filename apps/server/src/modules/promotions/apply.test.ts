import { readdirSync } from 'node:fs';
import path from 'node:path';
import { API, applyAnswer, pathWith, promotionDetailAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, getOk } from '../../../test/http.js';
import { memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { demoScreenshotPng } from '../../seed/demo-png.js';
import { decodedSize } from '../uploads/uploads.test-support.js';
import {
  addPromotion,
  type FilePart,
  jpegBytes,
  multipartOf,
  promotionUrl,
} from './promotions.test-support.js';

let t: TestApp;
let id: number;
beforeEach(async () => {
  t = await createTestApp();
  id = await addPromotion(t, Date.now(), { kind: 'manual', frequency: 'once', reward_minor: 2000 });
});
afterEach(() => t.close());

const png = (name = 'win.png'): FilePart => ({
  name,
  type: 'image/png',
  bytes: demoScreenshotPng(),
});
const jpg = (name = 'win.jpg'): FilePart => ({ name, type: 'image/jpeg', bytes: jpegBytes() });

const apply = (
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: FilePart[] = [],
) => {
  const body = multipartOf(fields, files);
  return t.app.inject({
    method: 'POST',
    url: promotionUrl(API.promotions.apply, id),
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

const imageUrl = (applicationId: number, sequence: number) =>
  pathWith(API.promotions.applicationImage, { id: applicationId, sequence });

const storedFiles = () => {
  const dir = path.join(t.app.config.uploadDir, 'promotion-applications');
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};
const entries = () => t.db.selectFrom('promotion_entries').select(['id', 'status']).execute();

describe('POST /wps/relay/promotions/:id/apply', () => {
  it('keeps the comment and two images for an operator; the owner alone sees the images', async () => {
    const m = await memberWithSession(t.db);
    const res = await apply(m.headers, { comment: 'Big win today' }, [png(), jpg()]);
    expect(res.statusCode, res.body).toBe(200);
    const { applicationId, status } = applyAnswer.parse(res.json().value);
    expect(status).toBe('process');
    expect(storedFiles()).toHaveLength(2);
    const detail = await getOk(
      t.app,
      promotionDetailAnswer,
      promotionUrl(API.promotions.detail, id),
      m.headers,
    );
    expect(detail).toMatchObject({
      status: 'process',
      progress: { applicationId, applicationImages: 2 },
    });

    const first = await t.app.inject({
      method: 'GET',
      url: imageUrl(applicationId, 1),
      headers: m.headers,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    // Stored re-encoded: the same picture, not the same bytes.
    expect(await decodedSize(first.rawPayload)).toEqual(await decodedSize(demoScreenshotPng()));
    const second = await t.app.inject({
      method: 'GET',
      url: imageUrl(applicationId, 2),
      headers: m.headers,
    });
    expect(second.headers['content-type']).toBe('image/jpeg');

    const other = await memberWithSession(t.db);
    expect(
      await failureOf(t.app, {
        method: 'GET',
        url: imageUrl(applicationId, 1),
        headers: other.headers,
      }),
    ).toEqual({ status: 404, code: 'promotion.image.not.found' });
    expect(await failureOf(t.app, { method: 'GET', url: imageUrl(applicationId, 1) })).toEqual({
      status: 401,
      code: 'user.or.token.invalid',
    });
  });

  it('refuses a second application of the period and keeps no file of it', async () => {
    const m = await memberWithSession(t.db);
    expect((await apply(m.headers, { comment: 'first' }, [png()])).statusCode).toBe(200);
    const again = await apply(m.headers, { comment: 'second' }, [png()]);
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'promotion.already.applied']);
    expect(storedFiles()).toHaveLength(1);
  });

  it('decides the type from the bytes: a GIF or text named .png is refused', async () => {
    const m = await memberWithSession(t.db);
    const gif = {
      name: 'win.png',
      type: 'image/png',
      bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
    };
    const text = { name: 'win.jpg', type: 'image/jpeg', bytes: Buffer.from('not an image at all') };
    for (const file of [gif, text]) {
      const res = await apply(m.headers, { comment: 'x' }, [png(), file]);
      expect([res.statusCode, res.json().errorCode]).toEqual([400, 'promotion.image.type']);
    }
    expect(await entries()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses an image over 5 MB and more than 3 images, writing nothing', async () => {
    const m = await memberWithSession(t.db);
    const big = { name: 'big.jpg', type: 'image/jpeg', bytes: jpegBytes(5 * 1024 * 1024 + 1) };
    const tooLarge = await apply(m.headers, { comment: 'x' }, [big]);
    expect([tooLarge.statusCode, tooLarge.json().errorCode]).toEqual([
      413,
      'promotion.image.too.large',
    ]);
    const exactly = { name: 'max.jpg', type: 'image/jpeg', bytes: jpegBytes(5 * 1024 * 1024) };
    const four = await apply(m.headers, { comment: 'x' }, [png(), png(), png(), exactly]);
    expect([four.statusCode, four.json().errorCode]).toEqual([400, 'promotion.images.too.many']);
    expect(await entries()).toEqual([]);
    expect(storedFiles()).toEqual([]);
    const ok = await apply(m.headers, { comment: 'x' }, [exactly]);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses a comment over 140 characters, and anything but multipart', async () => {
    const m = await memberWithSession(t.db);
    const long = await apply(m.headers, { comment: 'x'.repeat(141) }, [png()]);
    expect([long.statusCode, long.json().errorCode]).toEqual([400, 'request_param_err']);
    const json = await t.app.inject({
      method: 'POST',
      url: promotionUrl(API.promotions.apply, id),
      headers: m.headers,
      payload: { comment: 'json' },
    });
    expect(json.statusCode).toBe(400);
    expect(await entries()).toEqual([]);
    expect((await apply(m.headers, { comment: 'x'.repeat(140) })).statusCode).toBe(200);
  });

  it('needs a real member session, and only manual promotions take applications', async () => {
    expect((await apply({}, { comment: 'x' }, [png()])).statusCode).toBe(401);
    const trial = await memberWithSession(t.db, 'demo', undefined, 4);
    expect((await apply(trial.headers, { comment: 'x' }, [png()])).json().errorCode).toBe(
      'trial.not.allowed',
    );
    const signIn = await addPromotion(t, Date.now());
    const m = await memberWithSession(t.db);
    const body = multipartOf({ comment: 'x' }, [png()]);
    const res = await t.app.inject({
      method: 'POST',
      url: promotionUrl(API.promotions.apply, signIn),
      headers: { ...m.headers, ...body.headers },
      payload: body.payload,
    });
    expect([res.statusCode, res.json().errorCode]).toEqual([409, 'promotion.not.open']);
    expect(storedFiles()).toEqual([]);
  });
});
