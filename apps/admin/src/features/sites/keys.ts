/** The sites' query keys. */
export const siteKeys = {
  all: ['sites'] as const,
  site: (code: string) => ['sites', code] as const,
};
