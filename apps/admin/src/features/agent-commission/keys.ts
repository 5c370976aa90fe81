/** The agents' commission query keys. */
export const commissionKeys = {
  page: (pageNo: number, filter: object) => ['agent-commission', pageNo, filter] as const,
  lines: (agentId: number, day: string) => ['agent-commission', 'lines', agentId, day] as const,
};
