import { type Kysely, sql } from 'kysely';
import { bigIntType, isPostgres, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const time = bigIntType(db);
  const money = bigIntType(db);

  // The back office's operators: one list per installation, not per site.
  await withId(db, db.schema.createTable('operators'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', notNull)
    .addColumn('totp_secret', 'text', notNull)
    .addColumn('role', 'text', notNull)
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    // The last accepted authenticator time step: a code is never accepted twice.
    .addColumn('totp_last_step', time)
    .addColumn('created_at', time, notNull)
    .addColumn('last_login_at', time)
    .execute();

  // Operator sessions, by the hash of their cookie's token, with the hash of their CSRF token.
  await withId(db, db.schema.createTable('operator_sessions'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('csrf_hash', 'text', notNull)
    .addColumn('ip', 'text', notNull)
    .addColumn('user_agent', 'text')
    .addColumn('created_at', time, notNull)
    .addColumn('last_seen_at', time, notNull)
    .addColumn('idle_expires_at', time, notNull)
    .addColumn('absolute_expires_at', time, notNull)
    .addColumn('ended_at', time)
    .execute();

  await withId(db, db.schema.createTable('operator_login_failures'))
    .addColumn('username', 'text', notNull)
    .addColumn('ip', 'text', notNull)
    .addColumn('created_at', time, notNull)
    .execute();
  await db.schema
    .createIndex('operator_login_failures_user')
    .on('operator_login_failures')
    .columns(['username', 'created_at'])
    .execute();

  // Every operator action, appended in the transaction of the action; never updated or deleted.
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('operator_id', 'integer')
    .addColumn('operator_username', 'text', notNull)
    .addColumn('merchant_id', 'integer')
    .addColumn('action', 'text', notNull)
    .addColumn('target_type', 'text', notNull)
    .addColumn('target_id', 'text')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'text', notNull)
    .addColumn('user_agent', 'text')
    .addColumn('created_at', time, notNull)
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
  if (isPostgres(db)) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }

  // Manual balance adjustments; those above the threshold wait for a second operator.
  await withId(db, db.schema.createTable('member_adjustments'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('amount_minor', money, notNull)
    .addColumn('reason', 'text', notNull)
    .addColumn('request_key', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('operators.id'))
    .addColumn('decided_by', 'integer', (c) => c.references('operators.id'))
    .addColumn('decision_reason', 'text')
    .addColumn('transaction_id', 'integer')
    .addColumn('created_at', time, notNull)
    .addColumn('decided_at', time)
    .addUniqueConstraint('member_adjustments_key', ['merchant_id', 'request_key'])
    .execute();
  await db.schema
    .createIndex('member_adjustments_status')
    .on('member_adjustments')
    .columns(['merchant_id', 'status', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('member_adjustments').execute();
  await db.schema.dropTable('audit_log').execute();
  if (isPostgres(db)) await sql`drop function audit_log_append_only`.execute(db);
  await db.schema.dropTable('operator_login_failures').execute();
  await db.schema.dropTable('operator_sessions').execute();
  await db.schema.dropTable('operators').execute();
}
