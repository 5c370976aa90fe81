/** The feedback screens' query keys: a list per state and page, one feedback under all. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  page: (state: string, pageNo: number) => ['feedback', 'list', state, pageNo] as const,
  entry: (id: number) => ['feedback', id] as const,
};
