import { adminContentEndpoints, adminSiteEndpoints, bannerEndpoints } from '@lotto/contract';
import { createCanvas } from '@napi-rs/canvas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, type Operator, signIn } from '../backoffice/backoffice.test-support.js';
import {
  decodedSize,
  jpegBytes,
  pngChunk,
  withChunkBeforeEnd,
} from '../uploads/uploads.test-support.js';
import { auditOf, contentOperator, expectContentGuard } from './content-admin.test-support.js';

const IMAGES = adminContentEndpoints.uploadImage.path;
const LOGO = adminSiteEndpoints.uploadLogo.path;
const { CONTENT_IMAGE_UPLOAD } = adminContentEndpoints;

const pngOf = (width: number, height: number) => {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#e4572e';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#17bebb';
  context.fillRect(0, 0, width / 2, height);
  return canvas.encodeSync('png');
};

const upload = (bytes: Buffer) => ({ image: bytes.toString('base64') });

describe('pictures operators upload (banner images, site logos)', () => {
  let t: TestApp;
  let clock: ReturnType<typeof testClock>;
  let content: Operator;
  beforeEach(async () => {
    clock = testClock();
    t = await createTestApp({ config: { now: clock.now } });
    content = await contentOperator(t, clock);
  });
  afterEach(() => t.close());

  const stored = () => t.db.selectFrom('content_images').select(['name', 'width']).execute();

  it('refuses callers without content.manage, a player token and uploads without CSRF', async () => {
    await expectContentGuard(t, clock, {
      method: 'POST',
      url: IMAGES,
      payload: upload(pngOf(8, 8)),
    });
  });

  it('takes a logo only from an operator who manages sites', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: LOGO,
      payload: upload(pngOf(8, 8)),
    });
    expect(anonymous.statusCode).toBe(401);
    const refused = await asOperator(t.app, content, 'POST', LOGO, upload(pngOf(8, 8)));
    expect(refused.statusCode, refused.body).toBe(403);
    const owner = await signIn(t.app, clock, 'demo_owner');
    const res = await asOperator(t.app, owner, 'POST', LOGO, upload(pngOf(64, 32)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ width: 64, height: 32 });
    expect((await auditOf(t, 'site.logo.upload')).map((a) => a.operator)).toEqual(['demo_owner']);
  });

  it('keeps a fresh WebP of the pixels at a bounded size and serves it to any browser', async () => {
    const png = withChunkBeforeEnd(pngOf(2000, 1000), pngChunk('tEXt', Buffer.from('a\0note')));
    const res = await asOperator(t.app, content, 'POST', IMAGES, upload(png));
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().value;
    expect(image).toMatchObject({ width: CONTENT_IMAGE_UPLOAD.sideMax, height: 800 });
    expect(image.url).toMatch(/^\/wps\/relay\/images\/[0-9a-f]{32}\.webp$/);
    expect(image.url.startsWith(bannerEndpoints.uploadedImage.path.split(':')[0] ?? '?')).toBe(
      true,
    );

    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(served.rawPayload.includes(Buffer.from('a\0note'))).toBe(false);
    expect(await decodedSize(served.rawPayload)).toEqual({ width: 1600, height: 800 });
    expect(served.rawPayload.length).toBe(image.bytes);

    const again = await asOperator(t.app, content, 'POST', IMAGES, upload(png));
    expect(again.json().value.url).toBe(image.url);
    expect(await stored()).toHaveLength(1);
    const audits = await auditOf(t, 'content.image.upload');
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ operator: 'demo_content', after: image });

    const jpeg = await asOperator(t.app, content, 'POST', IMAGES, upload(jpegBytes()));
    expect(jpeg.json().value).toMatchObject({ width: 48, height: 32 });
    const missing = await t.app.inject({
      method: 'GET',
      url: `/wps/relay/images/${'0'.repeat(32)}.webp`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses what is not a picture, one that does not decode, one too large: nothing kept', async () => {
    const refusals = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'admin.content.image.type'],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'admin.content.image.type'],
      [Buffer.concat([jpegBytes().subarray(0, 40), Buffer.alloc(60)]), 'image.unreadable'],
      [jpegBytes(CONTENT_IMAGE_UPLOAD.maxBytes + 1), 'admin.content.image.too.large'],
    ] as const;
    for (const [bytes, code] of refusals) {
      const res = await asOperator(t.app, content, 'POST', IMAGES, upload(bytes));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorCode, code).toBe(code);
    }
    for (const payload of [{ image: 'not base64!' }, {}, { image: '' }]) {
      const res = await asOperator(t.app, content, 'POST', IMAGES, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await stored()).toEqual([]);
    expect(await auditOf(t, 'content.image.upload')).toEqual([]);
  });

  it('answers a picture too big, past the body limit too, with a 400 naming the limit: nothing kept', async () => {
    const owner = await signIn(t.app, clock, 'demo_owner');
    const { CONTENT_IMAGE_BASE64_MAX } = adminContentEndpoints;
    const oversized = [
      upload(jpegBytes(CONTENT_IMAGE_UPLOAD.maxBytes + 1)),
      { image: 'A'.repeat(CONTENT_IMAGE_BASE64_MAX + 4096) },
    ];
    for (const url of [IMAGES, LOGO]) {
      for (const payload of oversized) {
        const res = await asOperator(t.app, url === LOGO ? owner : content, 'POST', url, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({
          success: false,
          errorCode: 'admin.content.image.too.large',
          message: 'The picture file is larger than 2 MB.',
        });
      }
    }
    expect(await stored()).toEqual([]);
    expect(await auditOf(t, 'content.image.upload')).toEqual([]);
    expect(await auditOf(t, 'site.logo.upload')).toEqual([]);
  });
});
