import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const time = bigIntType(db);

  // The inbox module's messages. `audience` says who receives one: 'member' (member_id) or
  // 'site' (every member of the site). A VIP level becomes one more audience and a column.
  await withId(db, db.schema.createTable('inbox_messages'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('audience', 'text', notNull)
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    .addColumn('kind', 'text', notNull)
    // The writer's natural key (an event it must report once); null for ad-hoc messages.
    .addColumn('ref', 'text')
    .addColumn('created_at', time, notNull)
    .execute();
  await db.schema
    .createIndex('inbox_messages_ref')
    .unique()
    .on('inbox_messages')
    .columns(['merchant_id', 'ref'])
    .execute();
  await db.schema
    .createIndex('inbox_messages_member')
    .on('inbox_messages')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('inbox_messages_audience')
    .on('inbox_messages')
    .columns(['merchant_id', 'audience', 'created_at'])
    .execute();

  // A message's title and HTML body per language, written when it is sent.
  await db.schema
    .createTable('inbox_message_texts')
    .addColumn('message_id', 'integer', (c) =>
      c.notNull().references('inbox_messages.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('content', 'text', notNull)
    .addPrimaryKeyConstraint('inbox_message_texts_pk', ['message_id', 'language'])
    .execute();

  // Each member's own state of a message: no row is unread and kept. Deleting a site-wide
  // message hides it from that member only, so deletion is state too, not a removed row.
  await db.schema
    .createTable('inbox_states')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('message_id', 'integer', (c) =>
      c.notNull().references('inbox_messages.id').onDelete('cascade'),
    )
    .addColumn('read_at', time)
    .addColumn('deleted_at', time)
    .addPrimaryKeyConstraint('inbox_states_pk', ['member_id', 'message_id'])
    .execute();
  await db.schema
    .createIndex('inbox_states_message')
    .on('inbox_states')
    .column('message_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('inbox_states').execute();
  await db.schema.dropTable('inbox_message_texts').execute();
  await db.schema.dropTable('inbox_messages').execute();
}
