import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * Agents' teams as a closure table (DESIGN.md "Agents' teams"): one row per member and each of
 * its ancestors, the member itself at depth 0, so "is M in A's team", "A's team by level" and
 * every team figure are one indexed query instead of a walk up members.upline_id.
 * The rows are filled from the uplines members already have.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('team_paths')
    .addColumn('ancestor_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('descendant_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_paths_pk', ['ancestor_id', 'descendant_id'])
    .execute();
  // A team by level (the agent's direct members, the next level ...) and its size per level;
  // the descendant last, so a level's page is read in order from the index alone.
  await db.schema
    .createIndex('team_paths_ancestor_depth')
    .on('team_paths')
    .columns(['ancestor_id', 'depth', 'descendant_id'])
    .execute();
  // A member's uplines, and the rows to drop with a removed member.
  await db.schema
    .createIndex('team_paths_descendant')
    .on('team_paths')
    .column('descendant_id')
    .execute();
  // Walks up from every member: each step adds the upline of the path's current top. The same
  // recursive query runs on SQLite and PostgreSQL. An upline cycle (none can be made: an upline
  // exists before its members) would stop at the depth bound and fail on the primary key.
  await sql`
    with recursive paths (ancestor_id, descendant_id, depth) as (
      select id, id, 0 from members
      union all
      select m.upline_id, p.descendant_id, p.depth + 1
      from paths p join members m on m.id = p.ancestor_id
      where m.upline_id is not null and p.depth < 10000
    )
    insert into team_paths (ancestor_id, descendant_id, depth)
    select ancestor_id, descendant_id, depth from paths`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('team_paths').execute();
}
