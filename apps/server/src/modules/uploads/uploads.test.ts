import { readdirSync } from 'node:fs';
import path from 'node:path';
import { API, pathWith } from '@lotto/contract';
import { createCanvas } from '@napi-rs/canvas';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { demoScreenshotPng } from '../../seed/demo-png.js';
import { channelIds, putBank } from '../deposits/deposits.test-support.js';
import { addPromotion } from '../promotions/promotions.test-support.js';
import { IMAGE_PIXELS_MAX, STORED_SIDE_MAX } from './reencode.js';
import {
  decodedSize,
  type FilePart,
  jpegBytes,
  multipartOf,
  pngChunk,
  pngChunkTypes,
  pngHeaderOnly,
  withChunkBeforeEnd,
} from './uploads.test-support.js';

/**
 * Every upload path (deposit receipts, promotion applications, feedback) keeps only a fresh
 * encoding of an image it could decode: what merely starts like an image is refused, and
 * anything riding along in a real one (chunks, trailing bytes, metadata) is gone.
 */

type Headers = Record<string, string>;
type Answer = { res: LightMyRequestResponse; imageUrl: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const multipart =
  (method: 'PUT' | 'POST', url: string, headers: Headers, fields: object) => (file: FilePart) => {
    const body = multipartOf(fields as Record<string, string>, [file]);
    return t.app.inject({
      method,
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

const PATHS: {
  name: string;
  folder: string;
  upload: (h: Headers, f: FilePart) => Promise<Answer>;
}[] = [
  {
    name: 'deposit receipt',
    folder: 'deposit-receipts',
    upload: async (headers, file) => {
      const { bank } = await channelIds(t);
      const fields = {
        channelId: String(bank),
        amount: '500.00',
        depositorName: 'Aung Aung',
        reference: 'KBZ-1',
      };
      const res = await putBank(t.app, headers, fields, file.bytes);
      const id = res.statusCode === 200 ? res.json().value.order.id : 0;
      return { res, imageUrl: pathWith(API.deposits.receipt, { id }) };
    },
  },
  {
    name: 'promotion application',
    folder: 'promotion-applications',
    upload: async (headers, file) => {
      const id = await addPromotion(t, Date.now(), {
        kind: 'manual',
        frequency: 'once',
        reward_minor: 2000,
      });
      const url = pathWith(API.promotions.apply, { id });
      const res = await multipart('POST', url, headers, { comment: 'Big win' })(file);
      const applicationId = res.statusCode === 200 ? res.json().value.applicationId : 0;
      return {
        res,
        imageUrl: pathWith(API.promotions.applicationImage, { id: applicationId, sequence: 1 }),
      };
    },
  },
  {
    name: 'feedback',
    folder: 'feedback',
    upload: async (headers, file) => {
      const content = 'The withdrawal page keeps loading after I confirm.';
      const res = await multipart('PUT', API.feedback.send, headers, {
        type: 'withdrawal',
        content,
      })(file);
      const id = res.statusCode === 200 ? res.json().value.id : 0;
      return { res, imageUrl: pathWith(API.feedback.image, { id, sequence: 1 }) };
    },
  },
];

const storedIn = (folder: string) => {
  try {
    return readdirSync(path.join(t.app.config.uploadDir, folder)).length;
  } catch {
    return 0;
  }
};

/** A file that starts like a JPEG (SOI, JFIF APP0) and is an HTML page after that. */
const POLYGLOT = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
]);
const SCRIPT = '<script>alert(1)</script>';

/** A JPEG carrying a comment segment (as metadata rides along) right after its SOI. */
const jpegWithComment = (text: string) => {
  const jpeg = jpegBytes();
  const segment = Buffer.alloc(4);
  segment.set([0xff, 0xfe]);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, Buffer.from(text), jpeg.subarray(2)]);
};

describe.each(PATHS)('$name upload', ({ folder, upload }) => {
  it('refuses a file that only starts like a JPEG, storing nothing', async () => {
    const m = await memberWithSession(t.db);
    const before = storedIn(folder);
    const { res } = await upload(m.headers, { name: 'a.jpg', type: 'image/jpeg', bytes: POLYGLOT });
    expect([res.statusCode, res.json().errorCode]).toEqual([400, 'image.unreadable']);
    expect(storedIn(folder)).toBe(before);
  });

  it('refuses an image declaring too many pixels before decoding it', async () => {
    const m = await memberWithSession(t.db);
    const side = Math.ceil(Math.sqrt(IMAGE_PIXELS_MAX)) + 1;
    const bomb = pngHeaderOnly(side, side);
    const { res } = await upload(m.headers, { name: 'a.png', type: 'image/png', bytes: bomb });
    expect([res.statusCode, res.json().errorCode]).toEqual([413, 'image.too.many.pixels']);
  });

  it('stores a PNG re-encoded without its extra chunk and trailing bytes, for its owner only', async () => {
    const m = await memberWithSession(t.db);
    const original = demoScreenshotPng();
    const sent = Buffer.concat([
      withChunkBeforeEnd(original, pngChunk('tEXt', Buffer.from(`Comment\0${SCRIPT}`))),
      Buffer.from(SCRIPT),
    ]);
    const { res, imageUrl } = await upload(m.headers, {
      name: 'a.png',
      type: 'image/png',
      bytes: sent,
    });
    expect(res.statusCode, res.body).toBe(200);
    const own = await t.app.inject({ method: 'GET', url: imageUrl, headers: m.headers });
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'image/png']);
    const stored = own.rawPayload;
    expect(stored.includes('script')).toBe(false);
    expect(pngChunkTypes(stored)).not.toContain('tEXt');
    expect(pngChunkTypes(stored).at(-1)).toBe('IEND');
    expect(await decodedSize(stored)).toEqual(await decodedSize(original));
    const other = await memberWithSession(t.db);
    const theirs = await t.app.inject({ method: 'GET', url: imageUrl, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
  });

  it('stores a JPEG re-encoded without its metadata', async () => {
    const m = await memberWithSession(t.db);
    const sent = jpegWithComment(`GPS 16.8409N 96.1735E ${SCRIPT}`);
    const { res, imageUrl } = await upload(m.headers, {
      name: 'a.jpg',
      type: 'image/jpeg',
      bytes: sent,
    });
    expect(res.statusCode, res.body).toBe(200);
    const own = await t.app.inject({ method: 'GET', url: imageUrl, headers: m.headers });
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(own.rawPayload.includes('GPS')).toBe(false);
    expect(await decodedSize(own.rawPayload)).toEqual(await decodedSize(sent));
  });
});

describe('a large photo', () => {
  it('is stored at most STORED_SIDE_MAX pixels a side', async () => {
    const canvas = createCanvas(4000, 1000);
    canvas.getContext('2d').fillRect(0, 0, 2000, 500);
    const photo = canvas.encodeSync('jpeg', 90);
    const m = await memberWithSession(t.db);
    // One path is enough: they share the function that re-encodes.
    const feedback = PATHS.find((entry) => entry.name === 'feedback');
    if (!feedback) throw new Error('no feedback path');
    const { res, imageUrl } = await feedback.upload(m.headers, {
      name: 'big.jpg',
      type: 'image/jpeg',
      bytes: photo,
    });
    expect(res.statusCode, res.body).toBe(200);
    const own = await t.app.inject({ method: 'GET', url: imageUrl, headers: m.headers });
    expect(await decodedSize(own.rawPayload)).toEqual({
      width: STORED_SIDE_MAX,
      height: STORED_SIDE_MAX / 4,
    });
  });
});
