import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * The lottery engine's games and draws (modules/lottery): games are site data (schedule, bet
 * types, prize groups, limits), catalogue LOTT/ELOTT games link to them, draws carry their
 * sealed seed (AES-256-GCM) and, once drawn, the revealed seed and the result. Every read of a
 * sealed seed leaves a row in lottery_seed_access.
 */
export async function up(db: AnyDb): Promise<void> {
  const big = bigIntType(db);

  await withId(db, db.schema.createTable('lottery_games'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('code', 'text', notNull)
    .addColumn('family', 'text', notNull)
    .addColumn('variant', 'text')
    .addColumn('prize_mode', 'text', notNull)
    .addColumn('name_en', 'text', notNull)
    .addColumn('name_my', 'text', notNull)
    .addColumn('sort', 'integer', notNull)
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('schedule', 'text', notNull)
    .addColumn('draw_no_format', 'text', (c) => c.notNull().defaultTo('daily'))
    .addColumn('min_group', 'integer', notNull)
    .addColumn('max_group', 'integer', notNull)
    .addColumn('limits', 'text', notNull)
    .addColumn('bet_types', 'text', notNull)
    .addColumn('created_at', big, notNull)
    .addUniqueConstraint('lottery_games_code', ['merchant_id', 'code'])
    .execute();

  await db.schema
    .createTable('lottery_game_links')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('vendor', 'text', notNull)
    .addColumn('catalogue_code', 'text', notNull)
    .addColumn('game_id', 'integer', (c) => c.notNull().references('lottery_games.id'))
    .addPrimaryKeyConstraint('lottery_game_links_pk', ['merchant_id', 'vendor', 'catalogue_code'])
    .execute();

  await withId(db, db.schema.createTable('lottery_draws'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('lottery_games.id'))
    .addColumn('draw_no', 'text', notNull)
    .addColumn('opens_at', big, notNull)
    .addColumn('closes_at', big, notNull)
    .addColumn('draw_at', big, notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('seed_hash', 'text', notNull)
    .addColumn('seed_cipher', 'text', notNull)
    .addColumn('seed', 'text')
    .addColumn('result', 'text')
    .addColumn('drawn_at', big)
    .addColumn('late', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('settled_at', big)
    .addColumn('cancel_reason', 'text')
    .addColumn('created_at', big, notNull)
    .addUniqueConstraint('lottery_draws_no', ['game_id', 'draw_no'])
    .execute();
  await db.schema
    .createIndex('lottery_draws_due')
    .on('lottery_draws')
    .columns(['status', 'draw_at'])
    .execute();
  await db.schema
    .createIndex('lottery_draws_game_time')
    .on('lottery_draws')
    .columns(['game_id', 'draw_at'])
    .execute();

  await withId(db, db.schema.createTable('lottery_seed_access'))
    .addColumn('draw_id', 'integer', (c) => c.notNull().references('lottery_draws.id'))
    .addColumn('purpose', 'text', notNull)
    .addColumn('actor', 'text', notNull)
    .addColumn('at', big, notNull)
    .execute();
  await db.schema
    .createIndex('lottery_seed_access_draw')
    .on('lottery_seed_access')
    .column('draw_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('lottery_seed_access').execute();
  await db.schema.dropTable('lottery_draws').execute();
  await db.schema.dropTable('lottery_game_links').execute();
  await db.schema.dropTable('lottery_games').execute();
}
