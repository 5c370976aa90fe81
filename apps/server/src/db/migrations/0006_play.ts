import { type Kysely, sql } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/** The RTP a vendor's games return unless the operator sets another (basis points). */
const DEFAULT_RTP_BP = 9600;

export async function up(db: AnyDb): Promise<void> {
  const big = bigIntType(db);

  // Return to player as data: the built-in vendors read it for every round they draw.
  await db.schema
    .alterTable('vendors')
    .addColumn('rtp_bp', 'integer', (c) => c.notNull().defaultTo(DEFAULT_RTP_BP))
    .execute();
  // A catalogue seeded before this migration: the in-house games return more (the seed sets it
  // for new databases).
  await db.updateTable('vendors').set({ rtp_bp: 9700 }).where('code', '=', 'IN').execute();

  // What the player chose, what happened and the provably fair reveal, as JSON text of the
  // contract's playChoice, playOutcome and fairReveal; wallet is the account kind the stake
  // came from, so a win is paid back to it. Null on rows other vendors report.
  for (const column of ['choice', 'outcome', 'fair', 'wallet']) {
    await db.schema.alterTable('bet_records').addColumn(column, 'text').execute();
  }
  // One open round per member and vendor, whatever races past the service's own check.
  await db.schema
    .createIndex('bet_records_open_round')
    .on('bet_records')
    .columns(['member_id', 'vendor'])
    .unique()
    .where(sql.ref('settled_at'), 'is', null)
    .execute();

  // The vendor page's credential: only the sha256 of the ticket is kept, as with sessions.
  await withId(db, db.schema.createTable('launch_tickets'))
    .addColumn('token_hash', 'text', notNull)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id'))
    .addColumn('created_at', big, notNull)
    .addColumn('expires_at', big, notNull)
    .addUniqueConstraint('launch_tickets_token_unique', ['token_hash'])
    .execute();
  await db.schema
    .createIndex('launch_tickets_expiry')
    .on('launch_tickets')
    .column('expires_at')
    .execute();

  // Provably fair: the server seed of each member's next round of an in-house game. It is
  // shown only as its sha256 until the round that uses it, then replaced.
  await db.schema
    .createTable('fair_seeds')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('server_seed', 'text', notNull)
    .addColumn('client_seed', 'text', notNull)
    .addColumn('nonce', 'integer', notNull)
    .addColumn('created_at', big, notNull)
    .addPrimaryKeyConstraint('fair_seeds_pk', ['member_id', 'game_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('fair_seeds').execute();
  await db.schema.dropTable('launch_tickets').execute();
  await db.schema.dropIndex('bet_records_open_round').execute();
  for (const column of ['wallet', 'fair', 'outcome', 'choice']) {
    await db.schema.alterTable('bet_records').dropColumn(column).execute();
  }
  await db.schema.alterTable('vendors').dropColumn('rtp_bp').execute();
}
