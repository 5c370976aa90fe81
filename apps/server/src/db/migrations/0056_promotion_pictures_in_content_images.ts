import { createHash } from 'node:crypto';
import { createCanvas, Image } from '@napi-rs/canvas';
import type { Kysely } from 'kysely';
import { bigIntType, isPostgres, notNull } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * Promotion pictures join the one store of operators' pictures (content_images, 0052): each
 * kept PNG or JPEG becomes a WebP of its pixels, named by a hash of those bytes as every upload
 * there is, and the promotion keeps only its address, as banners do. The rules are copied here
 * (not imported) so a later change to the upload code never changes what this migration did.
 */

const SIDE_MAX = 1600;
const WEBP_QUALITY = 85;
const ADDRESS = '/wps/relay/images/';
const artAddress = (id: number) => `/wps/relay/promotions/art/${id}.svg?sequence=1`;

/** A WebP (one a `down` put back) is kept as it is: encoding it again would lose detail. */
const webpOf = async (bytes: Buffer, mime: string) => {
  const image = new Image();
  image.src = bytes;
  await image.decode();
  if (mime === 'image/webp') return { bytes, width: image.width, height: image.height };
  const scale = Math.min(1, SIDE_MAX / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(image, 0, 0, width, height);
  return { bytes: await canvas.encode('webp', WEBP_QUALITY), width, height };
};

const nameOf = (bytes: Uint8Array) =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`;

/** Who uploaded the promotion's picture last, by the audit log; 0 when it does not say. */
const uploaderOf = async (db: AnyDb, promotionId: number): Promise<number> => {
  const row = await db
    .selectFrom('audit_log')
    .select('operator_id')
    .where('action', '=', 'promotion.image')
    .where('target_type', '=', 'promotion')
    .where('target_id', '=', String(promotionId))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return Number(row?.operator_id ?? 0);
};

export async function up(db: AnyDb): Promise<void> {
  const files = await db
    .selectFrom('promotion_image_files as f')
    .innerJoin('promotions as p', 'p.id', 'f.promotion_id')
    .select(['f.promotion_id', 'f.mime', 'f.bytes', 'f.updated_at', 'p.merchant_id'])
    .orderBy('f.promotion_id')
    .execute();
  for (const file of files) {
    const image = await webpOf(Buffer.from(file.bytes), file.mime);
    const name = nameOf(image.bytes);
    await db
      .insertInto('content_images')
      .values({
        name,
        mime: 'image/webp',
        bytes: image.bytes,
        width: image.width,
        height: image.height,
        merchant_id: file.merchant_id,
        operator_id: await uploaderOf(db, file.promotion_id),
        created_at: file.updated_at,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    // The upload took the place of the generated artwork: it becomes the promotion's one picture.
    await db.deleteFrom('promotion_images').where('promotion_id', '=', file.promotion_id).execute();
    await db
      .insertInto('promotion_images')
      .values({ promotion_id: file.promotion_id, sequence: 1, url: `${ADDRESS}${name}` })
      .execute();
  }
  await db.schema.dropTable('promotion_image_files').execute();
}

/**
 * The promotions' own store again, holding the WebP bytes of each promotion whose picture is in
 * the content images; its address goes back to the artwork, which the old code shows unless a
 * stored picture takes its place. The content images stay: a banner may show the same bytes.
 */
export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('promotion_image_files')
    .addColumn('promotion_id', 'integer', (c) => c.primaryKey().references('promotions.id'))
    .addColumn('mime', 'text', notNull)
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', notNull)
    .addColumn('version', 'text', notNull)
    .addColumn('updated_at', bigIntType(db), notNull)
    .execute();
  const pictures = await db
    .selectFrom('promotion_images')
    .select(['promotion_id', 'url'])
    .where('url', 'like', `${ADDRESS}%`)
    .execute();
  for (const picture of pictures) {
    const image = await db
      .selectFrom('content_images')
      .select(['mime', 'bytes', 'created_at'])
      .where('name', '=', picture.url.slice(ADDRESS.length))
      .executeTakeFirst();
    if (!image) continue;
    await db
      .insertInto('promotion_image_files')
      .values({
        promotion_id: picture.promotion_id,
        mime: image.mime,
        bytes: image.bytes,
        version: createHash('sha256').update(image.bytes).digest('hex').slice(0, 16),
        updated_at: image.created_at,
      })
      .onConflict((oc) => oc.column('promotion_id').doNothing())
      .execute();
    await db
      .updateTable('promotion_images')
      .set({ url: artAddress(picture.promotion_id) })
      .where('promotion_id', '=', picture.promotion_id)
      .where('url', '=', picture.url)
      .execute();
  }
}
