import { type Kysely, sql } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * Scheduled matches of the sports vendor (modules/play, sports-*.ts) and the link from a bet to
 * its match. A match is one per sports game and kick-off (the schedule job adds them; the
 * unique key keeps two processes from adding the same one). Chances are basis points summing
 * to 10000 (draw 0 where the sport has none); odds are derived from them and `rtp_bp`.
 */
export async function up(db: AnyDb): Promise<void> {
  const big = bigIntType(db);
  await withId(db, db.schema.createTable('sports_matches'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('league', 'text', notNull)
    .addColumn('home_team', 'text', notNull)
    .addColumn('away_team', 'text', notNull)
    .addColumn('home_icon', 'text', notNull)
    .addColumn('away_icon', 'text', notNull)
    .addColumn('kickoff_at', big, notNull)
    .addColumn('ends_at', big, notNull)
    .addColumn('rtp_bp', 'integer', notNull)
    .addColumn('home_bp', 'integer', notNull)
    .addColumn('draw_bp', 'integer', notNull)
    .addColumn('away_bp', 'integer', notNull)
    // How the sport keeps score: goals, points or sets.
    .addColumn('score_kind', 'text', notNull)
    // scheduled (bets taken), live (kicked off, betting closed), finished (result drawn).
    .addColumn('status', 'text', notNull)
    .addColumn('result', 'text')
    .addColumn('home_score', 'integer')
    .addColumn('away_score', 'integer')
    .addColumn('created_at', big, notNull)
    .addColumn('finished_at', big)
    .addUniqueConstraint('sports_matches_game_kickoff', ['game_id', 'kickoff_at'])
    .execute();
  await db.schema
    .createIndex('sports_matches_status_kickoff')
    .on('sports_matches')
    .columns(['status', 'kickoff_at'])
    .execute();

  // A bet on a scheduled match names it: settlement finds the match's pending bets, and the
  // one-open-round rule of interactive games leaves these out (DESIGN.md "Pending bets").
  await db.schema
    .alterTable('bet_records')
    .addColumn('match_id', 'integer', (c) => c.references('sports_matches.id'))
    .execute();
  // One open round per member and vendor holds for interactive rounds only: a member may hold
  // many pending match bets with the same vendor.
  await db.schema.dropIndex('bet_records_open_round').execute();
  await db.schema
    .createIndex('bet_records_open_round')
    .on('bet_records')
    .columns(['member_id', 'vendor'])
    .unique()
    .where(sql.ref('settled_at'), 'is', null)
    .where(sql.ref('match_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('bet_records_match_pending')
    .on('bet_records')
    .columns(['match_id', 'settled_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('bet_records_match_pending').execute();
  await db.schema.dropIndex('bet_records_open_round').execute();
  // Refused by the database while a member holds several pending match bets of one vendor:
  // settle them first (the schedule job does when their matches end).
  await db.schema
    .createIndex('bet_records_open_round')
    .on('bet_records')
    .columns(['member_id', 'vendor'])
    .unique()
    .where(sql.ref('settled_at'), 'is', null)
    .execute();
  await db.schema.alterTable('bet_records').dropColumn('match_id').execute();
  await db.schema.dropTable('sports_matches').execute();
}
