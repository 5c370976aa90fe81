/** The promotion applications' query keys. */
export const applicationKeys = {
  all: ['applications'] as const,
  page: (pageNo: number) => ['applications', pageNo] as const,
};
