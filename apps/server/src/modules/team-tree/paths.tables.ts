/**
 * Row type of team_paths (migration 0037): the upline tree as a closure table, one row per
 * member and each of its ancestors (itself at depth 0, its upline at 1 ...).
 */
export interface TeamPathsTable {
  ancestor_id: number;
  descendant_id: number;
  depth: number;
}

declare module '../../db/schema.js' {
  interface Database {
    team_paths: TeamPathsTable;
  }
}
