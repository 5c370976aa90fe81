import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // Referral promotions: the days after an invited friend's sign-up within which their valid
  // stake counts toward mission_target_minor (null for every other kind).
  await db.schema.alterTable('promotions').addColumn('referral_days', 'integer').execute();
  // The invite screen counts a member's invited sign-ups (members.recommender_id: their id).
  await db.schema
    .createIndex('members_recommender')
    .on('members')
    .columns(['merchant_id', 'recommender_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('members_recommender').execute();
  await db.schema.alterTable('promotions').dropColumn('referral_days').execute();
}
