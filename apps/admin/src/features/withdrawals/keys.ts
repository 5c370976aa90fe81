/** The withdrawal queue's query keys. */
export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  list: (status: string, pageNo: number) => ['withdrawals', 'list', status, pageNo] as const,
};
