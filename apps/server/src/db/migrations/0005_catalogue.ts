import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

/** Flags are 0/1 integers on both dialects (see schema.ts); sort orders are plain integers. */
const flag = (on: 0 | 1) => (c: Parameters<typeof notNull>[0]) => c.notNull().defaultTo(on);

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

const index = (db: AnyDb, name: string, table: string, columns: string[]) =>
  db.schema.createIndex(name).on(table).columns(columns).execute();

const createCatalogue = async (db: AnyDb) => {
  await withId(db, db.schema.createTable('vendors'))
    .addColumn('code', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('enabled', 'integer', flag(1))
    .addColumn('sort', 'integer', notNull)
    .addUniqueConstraint('vendors_code_unique', ['code'])
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', flag(1))
    .addColumn('sort', 'integer', notNull)
    .execute();
  await db.schema
    .createTable('category_translations')
    .addColumn('category_code', 'text', (c) => c.notNull().references('categories.code'))
    .addColumn('language', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addPrimaryKeyConstraint('category_translations_pk', ['category_code', 'language'])
    .execute();

  // Game types (classifications) of slots and fish games: MEGAWAYS, JACKPOT ...
  await withId(db, db.schema.createTable('game_types'))
    .addColumn('code', 'text', notNull)
    .addColumn('category', 'text', (c) => c.notNull().references('categories.code'))
    .addColumn('sort', 'integer', notNull)
    .addUniqueConstraint('game_types_code_unique', ['category', 'code'])
    .execute();
  await db.schema
    .createTable('game_type_translations')
    .addColumn('game_type_id', 'integer', (c) => c.notNull().references('game_types.id'))
    .addColumn('language', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addPrimaryKeyConstraint('game_type_translations_pk', ['game_type_id', 'language'])
    .execute();

  // Merchant-independent: a site only switches vendors off (merchant_vendors).
  await withId(db, db.schema.createTable('games'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('category', 'text', (c) => c.notNull().references('categories.code'))
    .addColumn('code', 'text', notNull)
    .addColumn('room_id', 'text')
    .addColumn('game_type_id', 'integer', (c) => c.references('game_types.id'))
    .addColumn('is_new', 'integer', flag(0))
    .addColumn('is_hot', 'integer', flag(0))
    .addColumn('min_bet', bigIntType(db), notNull)
    .addColumn('lines', 'integer')
    .addColumn('sort', 'integer', notNull)
    // An operator's own icon URL; null serves the generated SVG.
    .addColumn('icon', 'text')
    .addColumn('enabled', 'integer', flag(1))
    .addColumn('support_play', 'integer', flag(1))
    .addColumn('created_at', bigIntType(db), notNull)
    .addUniqueConstraint('games_vendor_code_unique', ['vendor_id', 'code'])
    .execute();
  // Lists filter by category (or hot) and sort by (sort, id); the other filters narrow those.
  await index(db, 'games_category_sort', 'games', ['category', 'sort', 'id']);
  await index(db, 'games_hot_sort', 'games', ['is_hot', 'sort', 'id']);
  await index(db, 'games_vendor_category', 'games', ['vendor_id', 'category', 'sort']);
  await index(db, 'games_type', 'games', ['game_type_id', 'sort']);
  await index(db, 'games_category_new', 'games', ['category', 'is_new', 'sort']);
  await index(db, 'games_category_min_bet', 'games', ['category', 'min_bet']);
  await index(db, 'games_category_lines', 'games', ['category', 'lines']);

  // search_name is the name lower-cased (NFC): both dialects then match with a plain LIKE.
  await db.schema
    .createTable('game_translations')
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('language', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('search_name', 'text', notNull)
    .addPrimaryKeyConstraint('game_translations_pk', ['game_id', 'language'])
    .execute();
  await index(db, 'game_translations_search', 'game_translations', ['language', 'search_name']);

  // A row switches a vendor off (or back on) for one site; no row means on.
  await db.schema
    .createTable('merchant_vendors')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('enabled', 'integer', notNull)
    .addPrimaryKeyConstraint('merchant_vendors_pk', ['merchant_id', 'vendor_id'])
    .execute();
};

const createMemberTables = async (db: AnyDb) => {
  const big = bigIntType(db);
  await withId(db, db.schema.createTable('favourites'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('created_at', big, notNull)
    .addUniqueConstraint('favourites_member_game_unique', ['member_id', 'game_id'])
    .execute();
  await index(db, 'favourites_member_created', 'favourites', ['member_id', 'created_at']);

  // One row per launch; recent games are the distinct games, newest launch first.
  await withId(db, db.schema.createTable('game_launches'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('launched_at', big, notNull)
    .execute();
  await index(db, 'game_launches_member_game', 'game_launches', [
    'member_id',
    'game_id',
    'launched_at',
  ]);

  // Written by vendor code when a round settles; round ids are unique per vendor, so a
  // vendor's retried report of the same round never counts twice. Amounts in minor units.
  await withId(db, db.schema.createTable('bet_records'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('vendor', 'text', notNull)
    .addColumn('round_id', 'text', notNull)
    .addColumn('stake', big, notNull)
    .addColumn('win', big, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    // null while the round is open.
    .addColumn('settled_at', big)
    .addUniqueConstraint('bet_records_round_unique', ['vendor', 'round_id'])
    .execute();
  await index(db, 'bet_records_member_created', 'bet_records', ['member_id', 'created_at']);
  await index(db, 'bet_records_site_created', 'bet_records', ['merchant_id', 'created_at']);
  await index(db, 'bet_records_site_win', 'bet_records', ['merchant_id', 'win']);
};

export async function up(db: AnyDb): Promise<void> {
  await createCatalogue(db);
  await createMemberTables(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'bet_records',
    'game_launches',
    'favourites',
    'merchant_vendors',
    'game_translations',
    'games',
    'game_type_translations',
    'game_types',
    'category_translations',
    'categories',
    'vendors',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
