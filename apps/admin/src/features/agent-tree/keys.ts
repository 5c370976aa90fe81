import { sharedKeys } from '../../shared/api/query-keys';

/** The agent tree's query keys; its search is shared (a move refreshes what it found). */
export const agentTreeKeys = {
  top: [...sharedKeys.agentTree.all, 'top'] as const,
  search: sharedKeys.agentTree.search,
  searches: [...sharedKeys.agentTree.all, 'search'] as const,
  rates: (id: number) => ['agent-rates', id] as const,
};
