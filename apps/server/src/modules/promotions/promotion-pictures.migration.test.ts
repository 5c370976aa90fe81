import { createHash } from 'node:crypto';
import { API, promotionsAnswer } from '@lotto/contract';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { getOk } from '../../../test/http.js';
import { memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { down, up } from '../../db/migrations/0056_promotion_pictures_in_content_images.js';
import { decodedSize } from '../uploads/uploads.test-support.js';
import { addPromotion, jpegBytes } from './promotions.test-support.js';

/**
 * Migration 0056 on a database as 0054 left it: a promotion picture kept in the promotions' own
 * store is moved into the content images, and members are shown it from there.
 */

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: the old store is no table of the current schema
const oldDb = () => t.db as unknown as Kysely<any>;

const picturesOf = async (id: number) => {
  const player = await memberWithSession(t.db);
  const list = await getOk(t.app, promotionsAnswer, API.promotions.list, {
    ...player.headers,
    language: 'EN',
  });
  return list.promotions.find((p) => p.id === id)?.announcementImages.map((i) => i.url);
};

describe('migration 0056: promotion pictures into the content images', () => {
  it('serves a picture kept the old way from the content images, and down puts it back', async () => {
    const id = await addPromotion(t, clock.now());
    const untouched = await addPromotion(t, clock.now(), {}, 'No picture');
    await down(t.db);
    const jpeg = jpegBytes();
    await oldDb()
      .insertInto('promotion_image_files')
      .values({
        promotion_id: id,
        mime: 'image/jpeg',
        bytes: jpeg,
        version: createHash('sha256').update(jpeg).digest('hex').slice(0, 16),
        updated_at: clock.now(),
      })
      .execute();

    await up(t.db);

    const [url] = (await picturesOf(id)) ?? [];
    expect(url).toMatch(/^\/wps\/relay\/images\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({
      method: 'GET',
      url: url ?? '',
      headers: { merchant: 'demo' },
    });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(await decodedSize(served.rawPayload)).toEqual(await decodedSize(jpeg));
    expect(await picturesOf(untouched)).toEqual([
      `/wps/relay/promotions/art/${untouched}.svg?sequence=1&lang=EN`,
    ]);
    await expect(
      oldDb().selectFrom('promotion_image_files').selectAll().execute(),
    ).rejects.toThrow();

    await down(t.db);
    const restored = await oldDb()
      .selectFrom('promotion_image_files')
      .select(['promotion_id', 'mime'])
      .execute();
    expect(restored).toEqual([{ promotion_id: id, mime: 'image/webp' }]);
    const addresses = await t.db
      .selectFrom('promotion_images')
      .select('url')
      .where('promotion_id', '=', id)
      .execute();
    expect(addresses).toEqual([{ url: `/wps/relay/promotions/art/${id}.svg?sequence=1` }]);
    await up(t.db);
    expect(await picturesOf(id)).toEqual([url]);
  });
});
