import type { AdminRole } from '@lotto/contract';

/** The operators' query keys: every list and detail under one root a change refreshes. */
export const operatorKeys = {
  all: ['operators'] as const,
  list: (filter: { q?: string; role?: AdminRole }, pageNo: number) =>
    ['operators', 'list', filter, pageNo] as const,
  detail: (id: number) => ['operators', 'detail', id] as const,
};
