/** The audit log's query keys. */
export const auditKeys = {
  all: ['audit'] as const,
  page: (pageNo: number, filter: object) => ['audit', pageNo, filter] as const,
};
