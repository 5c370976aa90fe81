import { defineConfig } from 'vitest/config';

/** One `vitest run` covers every workspace that has unit or integration tests. */
export default defineConfig({
  test: {
    projects: [
      'packages/contract/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'tools/boundaries/vitest.config.ts',
      'tools/build/vitest.config.ts',
    ],
  },
});
