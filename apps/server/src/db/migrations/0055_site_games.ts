import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // What one site changed of a game: hot, new, hidden and its place in the lists. Each column
  // left null follows the catalogue's own (games.is_hot, is_new, enabled, sort), which stay the
  // installation's defaults, so a game with no row plays as the catalogue says and a new site
  // sees the catalogue as it is.
  //
  // Nothing is copied here: edits made before this table existed are in the catalogue's
  // columns, which every site still reads as its default, so each site shows exactly what it
  // showed before. Copying them into a row per site would only pin today's values and hide any
  // later change of the defaults from every existing site.
  await db.schema
    .createTable('site_games')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('is_hot', 'integer')
    .addColumn('is_new', 'integer')
    .addColumn('hidden', 'integer')
    .addColumn('sort', 'integer')
    .addPrimaryKeyConstraint('site_games_pk', ['merchant_id', 'game_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('site_games').execute();
}
