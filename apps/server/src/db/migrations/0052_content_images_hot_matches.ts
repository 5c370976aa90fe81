import type { Kysely } from 'kysely';
import { bigIntType, isPostgres, notNull } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // Pictures operators upload (banner images, site logos), re-encoded, kept in the database so
  // every server process serves the same bytes. The name is a hash of the bytes: the address
  // of a picture never changes what it shows, so browsers may keep it for good.
  await db.schema
    .createTable('content_images')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('mime', 'text', notNull)
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', notNull)
    .addColumn('width', 'integer', notNull)
    .addColumn('height', 'integer', notNull)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('operator_id', 'integer', notNull)
    .addColumn('created_at', bigIntType(db), notNull)
    .execute();

  // A site's choice for home's hot-match strip: a match pinned at a place (1 first) or hidden
  // (place null). Matches without a row are chosen automatically, soonest first.
  await db.schema
    .createTable('hot_match_picks')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('match_id', 'integer', (c) => c.notNull().references('sports_matches.id'))
    .addColumn('place', 'integer')
    .addColumn('updated_at', bigIntType(db), notNull)
    .addPrimaryKeyConstraint('hot_match_picks_pk', ['merchant_id', 'match_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('hot_match_picks').execute();
  await db.schema.dropTable('content_images').execute();
}
