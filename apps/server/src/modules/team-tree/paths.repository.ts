import { type Kysely, type SqlBool, sql } from 'kysely';
import type { MemberTest } from '../../db/member-ids.js';
import type { Database } from '../../db/schema.js';
import './paths.tables.js';
import './sums.tables.js';

type Db = Kysely<Database>;

/**
 * Writes a new member's paths: its own row, and one per path of its upline, a level deeper.
 * Answers how many ancestors it got (0 when the upline has no paths: a broken tree).
 */
export const insertPaths = async (
  db: Db,
  memberId: number,
  uplineId: number | null,
): Promise<number> => {
  await db
    .insertInto('team_paths')
    .values({ ancestor_id: memberId, descendant_id: memberId, depth: 0 })
    .execute();
  if (uplineId === null) return 0;
  const result = await db
    .insertInto('team_paths')
    .columns(['ancestor_id', 'descendant_id', 'depth'])
    .expression(
      db
        .selectFrom('team_paths')
        .select((eb) => [
          'ancestor_id',
          // PostgreSQL types a bare parameter in a select list as text: the cast keeps it a number.
          sql<number>`cast(${memberId} as integer)`.as('descendant_id'),
          eb('depth', '+', 1).as('depth'),
        ])
        .where('descendant_id', '=', uplineId),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
};

/**
 * Deletes every path that runs through one of the members (their own rows, their uplines' rows
 * of them and of their downlines): what stays is the tree with them taken out, their downlines
 * left without those ancestors, as members whose upline is cleared.
 */
export const deletePathsThrough = (db: Db, memberIds: readonly number[]) =>
  db
    .deleteFrom('team_paths')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('team_paths as up')
          .innerJoin('team_paths as down', 'down.ancestor_id', 'up.descendant_id')
          .select(sql<number>`1`.as('one'))
          .where('up.descendant_id', 'in', memberIds)
          .whereRef('up.ancestor_id', '=', 'team_paths.ancestor_id')
          .whereRef('down.descendant_id', '=', 'team_paths.descendant_id'),
      ),
    )
    .execute();

/** The depth of `descendantId` under `ancestorId`, if it is there (0: the same member). */
export const depthUnder = async (db: Db, ancestorId: number, descendantId: number) =>
  (
    await db
      .selectFrom('team_paths')
      .select('depth')
      .where('ancestor_id', '=', ancestorId)
      .where('descendant_id', '=', descendantId)
      .executeTakeFirst()
  )?.depth;

/** The ids of the ancestor's team, itself left out, as a subquery (see MemberIdSet). */
export const teamIdsQuery = (db: Db, ancestorId: number) =>
  db
    .selectFrom('team_paths')
    .select('descendant_id')
    .where('ancestor_id', '=', ancestorId)
    .where('depth', '>=', 1);

/** Whether the row's member is in the ancestor's team, itself left out (see MemberTest). */
export const teamHasQuery =
  (db: Db, ancestorId: number): MemberTest =>
  (member) =>
    sql<SqlBool>`exists ${db
      .selectFrom('team_paths')
      .select(sql.lit(1).as('found'))
      .where('ancestor_id', '=', ancestorId)
      .where('descendant_id', '=', member)
      .where('depth', '>=', 1)}`;

/** How many members the team has at each depth below the ancestor, shallowest first. */
export const countByDepth = async (db: Db, ancestorId: number) =>
  (
    await db
      .selectFrom('team_paths')
      .select((eb) => ['depth', eb.fn.countAll<number>().as('members')])
      .where('ancestor_id', '=', ancestorId)
      .where('depth', '>=', 1)
      .groupBy('depth')
      .orderBy('depth')
      .execute()
  ).map((r) => ({ depth: Number(r.depth), members: Number(r.members) }));

/** A page of the team's members at one depth, by id. */
export const idsAtDepth = async (
  db: Db,
  ancestorId: number,
  depth: number,
  page: { limit: number; offset: number },
) =>
  (
    await db
      .selectFrom('team_paths')
      .select('descendant_id')
      .where('ancestor_id', '=', ancestorId)
      .where('depth', '=', depth)
      .orderBy('descendant_id')
      .limit(page.limit)
      .offset(page.offset)
      .execute()
  ).map((r) => Number(r.descendant_id));

/**
 * The ancestor's direct members by id, each with the size of the team below it: from the team
 * sums' registrations (members joined below, less those moved out or removed), so a large
 * sub-team is not counted member by member.
 */
export const directMembersOf = async (db: Db, ancestorId: number) => {
  const ids = (
    await db
      .selectFrom('team_paths')
      .select('descendant_id')
      .where('ancestor_id', '=', ancestorId)
      .where('depth', '=', 1)
      .orderBy('descendant_id')
      .execute()
  ).map((r) => Number(r.descendant_id));
  if (ids.length === 0) return [];
  const sizes = new Map(
    (
      await db
        .selectFrom('team_active_days')
        .select((eb) => ['ancestor_id', eb.fn.sum<number>('members').as('members')])
        .where('ancestor_id', 'in', ids)
        .where('kind', '=', 'joined')
        .groupBy('ancestor_id')
        .execute()
    ).map((r) => [Number(r.ancestor_id), Number(r.members ?? 0)]),
  );
  return ids.map((memberId) => ({ memberId, downlines: sizes.get(memberId) ?? 0 }));
};

/** The member's direct upline as the tree has it (null: a root). */
export const uplineOf = async (db: Db, memberId: number) => {
  const row = await db
    .selectFrom('team_paths')
    .select('ancestor_id')
    .where('descendant_id', '=', memberId)
    .where('depth', '=', 1)
    .executeTakeFirst();
  return row ? Number(row.ancestor_id) : null;
};
/** The ids of the ancestor's team, at one depth when given, as a subquery. */
export const teamIdsAtQuery = (db: Db, ancestorId: number, depth: number | undefined) =>
  depth === undefined
    ? teamIdsQuery(db, ancestorId)
    : teamIdsQuery(db, ancestorId).where('depth', '=', depth);

/** The depth of each named member under the ancestor (members outside its team left out). */
export const depthsUnder = async (db: Db, ancestorId: number, ids: readonly number[]) =>
  new Map(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('team_paths')
            .select(['descendant_id', 'depth'])
            .where('ancestor_id', '=', ancestorId)
            .where('descendant_id', 'in', ids)
            .execute()
        ).map((r) => [Number(r.descendant_id), Number(r.depth)]),
  );
/** Members with an ancestor: the rows at depth 1 name each once. */
export const membersWithUplineQuery = (db: Db) =>
  db.selectFrom('team_paths').select('descendant_id').where('depth', '=', 1);

/** The paths up of the members (their own rows included). */
export const pathsUp = async (db: Db, memberIds: readonly number[]) =>
  memberIds.length === 0
    ? []
    : (
        await db
          .selectFrom('team_paths')
          .select(['descendant_id', 'ancestor_id', 'depth'])
          .where('descendant_id', 'in', memberIds)
          .execute()
      ).map((r) => ({
        memberId: Number(r.descendant_id),
        ancestorId: Number(r.ancestor_id),
        depth: Number(r.depth),
      }));

/** How many members sit directly below the ancestor. */
export const countDirect = async (db: Db, ancestorId: number) => {
  const row = await db
    .selectFrom('team_paths')
    .select((eb) => eb.fn.countAll<number>().as('members'))
    .where('ancestor_id', '=', ancestorId)
    .where('depth', '=', 1)
    .executeTakeFirst();
  return Number(row?.members ?? 0);
};
