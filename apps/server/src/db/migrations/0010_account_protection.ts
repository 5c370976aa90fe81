import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const time = bigIntType(db);

  // members.dialing_code/mobile now hold only a number its member proved with an SMS code:
  // they stay unique per site and are what SMS login and reset by phone reach. A number given
  // without proof is kept here, unique to no one and reaching nothing. Numbers stored before
  // this migration were already unique per site and reached their holder; they stay where they
  // are, so no existing member loses SMS login.
  await db.schema.alterTable('members').addColumn('unverified_dialing_code', 'text').execute();
  await db.schema.alterTable('members').addColumn('unverified_mobile', 'text').execute();
  await db.schema
    .createIndex('members_unverified_mobile')
    .on('members')
    .columns(['merchant_id', 'unverified_dialing_code', 'unverified_mobile'])
    .execute();

  // A device that signed in before: sha256 of the secret in its httpOnly cookie, per member.
  // `attempts` counts logins begun with it since its last success (claimed before the
  // password is checked, so concurrent guesses cannot overrun the budget).
  await withId(db, db.schema.createTable('login_devices'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('token_hash', 'text', notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, notNull)
    .addColumn('expires_at', time, notNull)
    .addUniqueConstraint('login_devices_token_unique', ['token_hash'])
    .execute();
  await db.schema
    .createIndex('login_devices_member')
    .on('login_devices')
    .column('member_id')
    .execute();

  // Which known device (if any) a failed login came with: known devices have their own budget.
  await db.schema.alterTable('login_failures').addColumn('device_id', 'integer').execute();

  // Wrong old passwords on change password, per member, so the limit holds across processes.
  await withId(db, db.schema.createTable('old_password_attempts'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('created_at', time, notNull)
    .execute();
  await db.schema
    .createIndex('old_password_attempts_member')
    .on('old_password_attempts')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('old_password_attempts').execute();
  await db.schema.alterTable('login_failures').dropColumn('device_id').execute();
  await db.schema.dropTable('login_devices').execute();
  await db.schema.dropIndex('members_unverified_mobile').execute();
  await db.schema.alterTable('members').dropColumn('unverified_mobile').execute();
  await db.schema.alterTable('members').dropColumn('unverified_dialing_code').execute();
}
