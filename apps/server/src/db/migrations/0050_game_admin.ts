import type { Kysely } from 'kysely';
import { bigIntType, isPostgres, notNull } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // A game's own return to player (basis points); null keeps its vendor's (vendors.rtp_bp), so
  // every game plays exactly as before until an operator sets one.
  await db.schema.alterTable('games').addColumn('rtp_bp', 'integer').execute();

  // Icons operators upload, kept in the database (not on one machine's disk) so every server
  // process serves the same bytes; `version` names the bytes in the icon's address, so
  // browsers that kept the old one for days fetch the new one at once.
  await db.schema
    .createTable('game_icons')
    .addColumn('game_id', 'integer', (c) => c.primaryKey().references('games.id'))
    .addColumn('mime', 'text', notNull)
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', notNull)
    .addColumn('version', 'text', notNull)
    .addColumn('updated_at', bigIntType(db), notNull)
    .execute();

  // The jackpot's last term kept in code until now: every real-money slot stake took part. A
  // smallest stake that takes part is now site data, 0 (every stake) for the pools there are.
  await db.schema
    .alterTable('jackpot_pools')
    .addColumn('min_stake_minor', bigIntType(db), (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('jackpot_pools').dropColumn('min_stake_minor').execute();
  await db.schema.dropTable('game_icons').execute();
  await db.schema.alterTable('games').dropColumn('rtp_bp').execute();
}
