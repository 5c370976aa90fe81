import { type Kysely, sql } from 'kysely';
import { notNull } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * A scheduled match's league and team names per language, as promotions and announcements keep
 * their texts: players read them in the site's languages. The names on sports_matches stay as
 * the English ones a match was made with; matches made before this migration get them as their
 * English texts, so every match has at least those.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sports_match_texts')
    .addColumn('match_id', 'integer', (c) => c.notNull().references('sports_matches.id'))
    .addColumn('language', 'text', notNull)
    .addColumn('league', 'text', notNull)
    .addColumn('home_team', 'text', notNull)
    .addColumn('away_team', 'text', notNull)
    .addPrimaryKeyConstraint('sports_match_texts_pk', ['match_id', 'language'])
    .execute();
  await db
    .insertInto('sports_match_texts')
    .columns(['match_id', 'language', 'league', 'home_team', 'away_team'])
    .expression((eb) =>
      eb
        .selectFrom('sports_matches')
        .select(['id', sql.lit('EN').as('language'), 'league', 'home_team', 'away_team']),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sports_match_texts').execute();
}
