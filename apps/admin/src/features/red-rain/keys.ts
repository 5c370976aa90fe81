/** The red envelope rounds' query keys. */
export const redRainKeys = {
  all: ['redRain'] as const,
  round: (id: number) => ['redRain', id] as const,
};
