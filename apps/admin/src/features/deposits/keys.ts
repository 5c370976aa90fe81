/** The deposits' query keys: every list under `all`, so a decision refreshes them together. */
export const depositKeys = {
  all: ['deposits'] as const,
  list: (filter: { status: string; kind: string | undefined; pageNo: number }) =>
    ['deposits', 'list', filter] as const,
  callbacks: (id: number) => ['deposits', 'callbacks', id] as const,
};
