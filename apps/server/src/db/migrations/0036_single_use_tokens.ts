import { type Kysely, sql } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * One store for every mailed link that works once (password reset, e-mail binding): one table
 * and one conditional update to use a token, so the rule "two openers, one wins" lives in one
 * place. The two tables it replaces are copied over, so links already sent keep working.
 */
export async function up(db: AnyDb): Promise<void> {
  const time = bigIntType(db);
  await withId(db, db.schema.createTable('single_use_tokens'))
    .addColumn('purpose', 'text', notNull)
    .addColumn('token_hash', 'text', notNull)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('subject', 'text')
    .addColumn('expires_at', time, notNull)
    .addColumn('used_at', time)
    .addColumn('created_at', time, notNull)
    .addUniqueConstraint('single_use_tokens_hash', ['token_hash'])
    .execute();
  await db.schema
    .createIndex('single_use_tokens_member')
    .on('single_use_tokens')
    .columns(['member_id', 'purpose', 'created_at'])
    .execute();
  const columns = [
    'purpose',
    'token_hash',
    'member_id',
    'subject',
    'expires_at',
    'used_at',
    'created_at',
  ];
  const copy = (table: string, purpose: string, subject: string | null) =>
    db
      .insertInto('single_use_tokens')
      .columns(columns)
      .expression(
        db
          .selectFrom(table)
          .select([
            sql.lit(purpose).as('purpose'),
            'token_hash',
            'member_id',
            subject === null ? sql<null>`null`.as('subject') : sql.ref(subject).as('subject'),
            'expires_at',
            'used_at',
            'created_at',
          ]),
      )
      .execute();
  await copy('password_reset_tokens', 'password.reset', null);
  await copy('email_bind_tokens', 'email.bind', 'email');
  await db.schema.dropTable('password_reset_tokens').execute();
  await db.schema.dropTable('email_bind_tokens').execute();
}

export async function down(db: AnyDb): Promise<void> {
  const time = bigIntType(db);
  await withId(db, db.schema.createTable('password_reset_tokens'))
    .addColumn('token_hash', 'text', notNull)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('expires_at', time, notNull)
    .addColumn('used_at', time)
    .addColumn('created_at', time, notNull)
    .addUniqueConstraint('password_reset_tokens_hash', ['token_hash'])
    .execute();
  await withId(db, db.schema.createTable('email_bind_tokens'))
    .addColumn('token_hash', 'text', notNull)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('email', 'text', notNull)
    .addColumn('expires_at', time, notNull)
    .addColumn('used_at', time)
    .addColumn('created_at', time, notNull)
    .addUniqueConstraint('email_bind_tokens_hash', ['token_hash'])
    .execute();
  await db.schema.dropTable('single_use_tokens').execute();
}
