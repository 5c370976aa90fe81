import { type Kysely, sql } from 'kysely';
import type { Ctx } from '../../context.js';
import { isPostgres } from '../../db/migration-helpers.js';
import type { Database } from '../../db/schema.js';
import { treeReshaped } from './generation.js';
import { depthUnder } from './paths.repository.js';
import './paths.tables.js';
import { type OwnSums, shiftSums, subtreeSumsOf } from './shift.js';
import { ancestorIdsOf } from './shift.repository.js';

type Db = Kysely<Database>;

/** The advisory lock's key on PostgreSQL ("team"): moves hold it alone, sign-ups share it. */
export const TEAM_PATHS_LOCK = 0x7465_616d;

/**
 * Orders every change of the tree's shape, in the caller's transaction. A move reads the
 * subtree and the new upline's ancestors before it rewrites them; a second move or a sign-up
 * under a moved member that ran in between would copy paths the move is about to replace.
 * PostgreSQL: the exclusive advisory lock (sign-ups take it shared). SQLite: a write first, so
 * the transaction holds the database's write lock before it reads anything.
 */
export const lockTeams = async ({ db }: Ctx): Promise<void> => {
  if (isPostgres(db)) {
    await sql`select pg_advisory_xact_lock(${TEAM_PATHS_LOCK}::int)`.execute(db);
    return;
  }
  // Changes no row (ids are positive) and reads none but the key's index: the lock is the point.
  await db.updateTable('team_paths').set({ depth: 0 }).where('ancestor_id', '<', 0).execute();
};

/** Sign-ups' side of lockTeams: many at once, none while a move runs. */
export const shareTeamsLock = async (db: Db): Promise<void> => {
  if (isPostgres(db)) {
    await sql`select pg_advisory_xact_lock_shared(${TEAM_PATHS_LOCK}::int)`.execute(db);
  }
};

/** Deletes the paths from the member's ancestors (not the member) to every node of its subtree. */
const detachSubtree = (db: Db, memberId: number) =>
  db
    .deleteFrom('team_paths')
    .where('descendant_id', 'in', (eb) =>
      eb.selectFrom('team_paths').select('descendant_id').where('ancestor_id', '=', memberId),
    )
    .where('ancestor_id', 'in', (eb) =>
      eb
        .selectFrom('team_paths')
        .select('ancestor_id')
        .where('descendant_id', '=', memberId)
        .where('depth', '>=', 1),
    )
    .execute();

/**
 * Joins the subtree under the new upline: every ancestor of the upline (itself included) to
 * every node of the subtree (the member included), a level deeper than the two depths summed.
 */
const attachSubtree = async (db: Db, memberId: number, uplineId: number) => {
  const result = await db
    .insertInto('team_paths')
    .columns(['ancestor_id', 'descendant_id', 'depth'])
    .expression(
      db
        .selectFrom('team_paths as up')
        .innerJoin('team_paths as down', (join) => join.on('down.ancestor_id', '=', memberId))
        .select((eb) => [
          'up.ancestor_id',
          'down.descendant_id',
          eb(eb('up.depth', '+', eb.ref('down.depth')), '+', 1).as('depth'),
        ])
        .where('up.descendant_id', '=', uplineId),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
};

/**
 * Moves the member with its whole team under `uplineId` (the standard closure-table subtree
 * move), in the caller's transaction, which must also set the member's upline column. The
 * sub-team's sums (its root's own given by the caller) leave the ancestors it leaves and join
 * those it joins, so every team's figures stay those of the members it has. Answers 'cycle'
 * and changes nothing when the new upline is the member or in its team; the caller has checked
 * the rest (same site, an agent upline).
 */
export const moveInTeam = async (
  ctx: Ctx,
  memberId: number,
  uplineId: number,
  /** The member's own rows, read once the move is known to go ahead. */
  ownOf: () => Promise<OwnSums>,
): Promise<'moved' | 'cycle'> => {
  await lockTeams(ctx);
  treeReshaped();
  const { db } = ctx;
  if ((await depthUnder(db, memberId, uplineId)) !== undefined) return 'cycle';
  const before = await ancestorIdsOf(db, memberId);
  await detachSubtree(db, memberId);
  if ((await attachSubtree(db, memberId, uplineId)) === 0) {
    throw new Error(`member ${memberId} or its new upline ${uplineId} has no team paths`);
  }
  const after = await ancestorIdsOf(db, memberId);
  const leaving = before.filter((id) => !after.includes(id));
  const joining = after.filter((id) => !before.includes(id));
  const sums = await subtreeSumsOf(db, memberId, await ownOf());
  await shiftSums(db, leaving, sums, -1);
  await shiftSums(db, joining, sums, 1);
  return 'moved';
};
