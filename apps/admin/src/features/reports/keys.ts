/** The reports' query keys: one per table and query (range, and the agents' level and page). */
export const reportKeys = {
  all: ['reports'] as const,
  table: (table: string, query: object) => ['reports', table, query] as const,
};
