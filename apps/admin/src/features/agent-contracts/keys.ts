/** The agent contracts' query keys. */
export const contractKeys = {
  all: ['agent-contracts'] as const,
};
