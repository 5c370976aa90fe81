import { type Kysely, sql, type Updateable } from 'kysely';
import { isPostgres } from '../../db/migration-helpers.js';
import type { Database } from '../../db/schema.js';
import type { OperatorsTable } from './backoffice.tables.js';

/** SQL of managing operators (operators-admin.service.ts). */

type Db = Kysely<Database>;

export interface OperatorsFilter {
  q?: string | undefined;
  role?: OperatorsTable['role'] | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of operators, by username. */
export const operatorsPage = async (
  db: Db,
  filter: OperatorsFilter,
  page: { pageNo: number; pageSize: number },
) => {
  let query = db.selectFrom('operators');
  if (filter.q) {
    // Usernames hold underscores: matched as themselves, with the same escape on both dialects.
    const pattern = `%${escapeLike(filter.q.toLowerCase())}%`;
    query = query.where(sql<boolean>`${sql.ref('username')} like ${pattern} escape '\\'`);
  }
  if (filter.role) query = query.where('role', '=', filter.role);
  const { n } = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('username')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return { totalCount: Number(n), rows };
};

/** The operator's row, locked until the transaction ends (SQLite runs one writer anyway). */
export const lockOperator = (db: Db, id: number) =>
  db
    .selectFrom('operators')
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();

/**
 * The enabled owners' ids, locked: two owners demoting or disabling each other at once take
 * turns, and the second sees the first's change, so an enabled owner always remains.
 */
export const lockEnabledOwners = async (db: Db) => {
  const rows = await db
    .selectFrom('operators')
    .select('id')
    .where('role', '=', 'owner')
    .where('disabled', '=', 0)
    .orderBy('id')
    .$if(isPostgres(db), (q) => q.forUpdate())
    .execute();
  return rows.map((r) => r.id);
};

export const updateOperator = (db: Db, id: number, set: Updateable<OperatorsTable>) =>
  db.updateTable('operators').set(set).where('id', '=', id).execute();

/** Ends every session of the operator still open; answers how many it ended. */
export const endSessionsOf = async (db: Db, operatorId: number, now: number) => {
  const result = await db
    .updateTable('operator_sessions')
    .set({ ended_at: now })
    .where('operator_id', '=', operatorId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

export const liveSessionCount = async (db: Db, operatorId: number, now: number) => {
  const { n } = await db
    .selectFrom('operator_sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('operator_id', '=', operatorId)
    .where('ended_at', 'is', null)
    .where('idle_expires_at', '>', now)
    .where('absolute_expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(n);
};
