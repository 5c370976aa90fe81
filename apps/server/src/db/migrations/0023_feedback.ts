import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const time = bigIntType(db);

  // The site's word bounds of a feedback's text (spec/02 §5 "between {0} and {1} words").
  await db.schema
    .alterTable('merchants')
    .addColumn('feedback_min_words', 'integer', (c) => c.notNull().defaultTo(5))
    .execute();
  await db.schema
    .alterTable('merchants')
    .addColumn('feedback_max_words', 'integer', (c) => c.notNull().defaultTo(500))
    .execute();

  // The feedback module's: what members wrote to the operator.
  await withId(db, db.schema.createTable('feedback'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('type', 'text', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('created_at', time, notNull)
    .execute();
  await db.schema
    .createIndex('feedback_member')
    .on('feedback')
    .columns(['member_id', 'created_at'])
    .execute();

  // Its images, kept under the upload directory by random names (the uploads module).
  await db.schema
    .createTable('feedback_images')
    .addColumn('feedback_id', 'integer', (c) =>
      c.notNull().references('feedback.id').onDelete('cascade'),
    )
    .addColumn('sequence', 'integer', notNull)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('mime', 'text', notNull)
    .addColumn('file_name', 'text', notNull)
    .addColumn('size_bytes', 'integer', notNull)
    .addPrimaryKeyConstraint('feedback_images_pk', ['feedback_id', 'sequence'])
    .execute();

  // The operator's replies; read_at is set when the member opens the feedback.
  await withId(db, db.schema.createTable('feedback_replies'))
    .addColumn('feedback_id', 'integer', (c) =>
      c.notNull().references('feedback.id').onDelete('cascade'),
    )
    .addColumn('content', 'text', notNull)
    .addColumn('created_at', time, notNull)
    .addColumn('read_at', time)
    .execute();
  await db.schema
    .createIndex('feedback_replies_feedback')
    .on('feedback_replies')
    .column('feedback_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('feedback_replies').execute();
  await db.schema.dropTable('feedback_images').execute();
  await db.schema.dropTable('feedback').execute();
  await db.schema.alterTable('merchants').dropColumn('feedback_max_words').execute();
  await db.schema.alterTable('merchants').dropColumn('feedback_min_words').execute();
}
