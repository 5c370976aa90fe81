import type { Insertable, Kysely } from 'kysely';
import { hotQuery } from '../../db/hot-query.js';
import type { Database } from '../../db/schema.js';
import type { OperatorSessionsTable, OperatorsTable } from './backoffice.tables.js';

type Db = Kysely<Database>;

export const findOperatorByUsername = (db: Db, username: string) =>
  db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();

export const findOperatorById = (db: Db, id: number) =>
  db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();

export const operatorNamesOf = async (db: Db, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('operators')
    .select(['id', 'username'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.username]));
};

export const insertOperator = async (db: Db, row: Insertable<OperatorsTable>) => {
  const { id } = await db
    .insertInto('operators')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

/** Replaces the password hash, unless it changed since it was read (a newer one is kept). */
export const replaceOperatorPasswordHash = (db: Db, id: number, was: string, hash: string) =>
  db
    .updateTable('operators')
    .set({ password_hash: hash })
    .where('id', '=', id)
    .where('password_hash', '=', was)
    .execute();

/**
 * Takes the code's time step if it is newer than the last one used: false when another sign-in
 * took this step (or a later one) first, so a code opens one session only.
 */
export const takeTotpStep = async (db: Db, id: number, step: number, now: number) => {
  const result = await db
    .updateTable('operators')
    .set({ totp_last_step: step, last_login_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const insertOperatorSession = (db: Db, row: Insertable<OperatorSessionsTable>) =>
  db.insertInto('operator_sessions').values(row).execute();

const sessionWithOperator = hotQuery((db, tokenHash: string) =>
  db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .selectAll('s')
    .select(['o.username as operator_username', 'o.role', 'o.disabled'])
    .where('s.token_hash', '=', tokenHash),
);

/**
 * The session of a token hash with its operator's name, role and state, in one indexed read:
 * every admin request asks it before anything else.
 */
export const findOperatorSessionWithOperator = async (db: Db, tokenHash: string) =>
  (await sessionWithOperator(db, tokenHash))[0];

export const touchOperatorSession = (db: Db, id: number, now: number, idleExpiresAt: number) =>
  db
    .updateTable('operator_sessions')
    .set({ last_seen_at: now, idle_expires_at: idleExpiresAt })
    .where('id', '=', id)
    .execute();

export const endOperatorSession = (db: Db, id: number, now: number) =>
  db
    .updateTable('operator_sessions')
    .set({ ended_at: now })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
