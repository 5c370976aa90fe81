import { type Kysely, sql } from 'kysely';
import { bigIntType, isPostgres, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

const PURPOSES = sql`purpose in ('register', 'login', 'reset', 'bind', 'payment')`;

/**
 * SMS codes for binding a mobile (`bind`) and resetting the payment password (`payment`). SQLite
 * cannot change a check constraint, so there the table is rebuilt with the same rows.
 */
const widenCodePurposes = async (db: AnyDb) => {
  if (isPostgres(db)) {
    await sql`alter table verification_codes drop constraint verification_codes_purpose`.execute(
      db,
    );
    await sql`alter table verification_codes add constraint verification_codes_purpose check (${PURPOSES})`.execute(
      db,
    );
    return;
  }
  const time = bigIntType(db);
  await withId(db, db.schema.createTable('verification_codes_next'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('purpose', 'text', notNull)
    .addColumn('target', 'text', notNull)
    .addColumn('code_hash', 'text', notNull)
    .addColumn('expires_at', time, notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', time)
    .addColumn('created_at', time, notNull)
    .addColumn('ip', 'text', notNull)
    .addCheckConstraint('verification_codes_purpose', PURPOSES)
    .execute();
  const columns = sql.raw(
    'id, merchant_id, purpose, target, code_hash, expires_at, attempts, used_at, created_at, ip',
  );
  await sql`insert into verification_codes_next (${columns}) select ${columns} from verification_codes`.execute(
    db,
  );
  await db.schema.dropTable('verification_codes').execute();
  await db.schema.alterTable('verification_codes_next').renameTo('verification_codes').execute();
  await db.schema
    .createIndex('verification_codes_target')
    .on('verification_codes')
    .columns(['target', 'created_at'])
    .execute();
  await db.schema
    .createIndex('verification_codes_ip')
    .on('verification_codes')
    .columns(['ip', 'created_at'])
    .execute();
};

export async function up(db: AnyDb): Promise<void> {
  const time = bigIntType(db);
  await widenCodePurposes(db);

  // A wrong payment password, kept while it counts toward the lock (5 within 15 minutes).
  await withId(db, db.schema.createTable('payment_password_attempts'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('created_at', time, notNull)
    .execute();
  await db.schema
    .createIndex('payment_password_attempts_member')
    .on('payment_password_attempts')
    .columns(['member_id', 'created_at'])
    .execute();

  // Mailed links that bind an e-mail: sha256 of the token (the table alone binds nothing).
  await withId(db, db.schema.createTable('email_bind_tokens'))
    .addColumn('token_hash', 'text', notNull)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('email', 'text', notNull)
    .addColumn('expires_at', time, notNull)
    .addColumn('used_at', time)
    .addColumn('created_at', time, notNull)
    .addUniqueConstraint('email_bind_tokens_hash', ['token_hash'])
    .execute();
  await db.schema
    .createIndex('email_bind_tokens_member')
    .on('email_bind_tokens')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('email_bind_tokens').execute();
  await db.schema.dropTable('payment_password_attempts').execute();
}
