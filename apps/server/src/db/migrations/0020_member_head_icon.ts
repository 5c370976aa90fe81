import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // The head icon a member chose from the app's set (1..HEAD_ICON_COUNT); 0: none chosen yet.
  await db.schema
    .alterTable('members')
    .addColumn('head_icon', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('members').dropColumn('head_icon').execute();
}
