import type { Kysely } from 'kysely';
import { bigIntType, notNull } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // Which announcements a member has opened (the announcements module's). No row means unread;
  // an announcement an operator deletes takes its marks with it.
  await db.schema
    .createTable('announcement_reads')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('announcement_id', 'integer', (c) =>
      c.notNull().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('read_at', bigIntType(db), notNull)
    .addPrimaryKeyConstraint('announcement_reads_pk', ['member_id', 'announcement_id'])
    .execute();
  // The cascade above looks marks up by announcement.
  await db.schema
    .createIndex('announcement_reads_announcement')
    .on('announcement_reads')
    .column('announcement_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('announcement_reads').execute();
}
