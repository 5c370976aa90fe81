/**
 * The database as Kysely sees it. Each module declares its own tables by declaration merging
 * (its `*.tables.ts`), so the tables live with the code that owns them; the seed declares its
 * own record the same way (seed/seed-steps.tables.ts).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, table by table
export interface Database {}
