/**
 * Query keys that more than one feature reads or refreshes. Each feature keeps its own keys in
 * its `keys.ts` and builds on these where another feature must refresh what it shows (a decided
 * adjustment changes the member's page; a requested one, the adjustments list).
 */
export const sharedKeys = {
  member: {
    all: ['members'] as const,
    detail: (id: number) => ['members', id] as const,
  },
  adjustments: ['adjustments'] as const,
  agentTree: {
    all: ['agent-tree'] as const,
    search: (username: string) => ['agent-tree', 'search', username] as const,
  },
};
