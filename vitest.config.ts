import { defineConfig } from 'vitest/config';

/** One `vitest run` covers every workspace that has unit or integration tests. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on CI's 2-core
    // machine, while the server's files mostly wait (on HTTP, on child processes, on leases).
    maxWorkers: 2,
    projects: [
      'packages/contract/vitest.config.ts',
      'packages/api-client/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/admin/vitest.config.ts',
      'tools/boundaries/vitest.config.ts',
      'tools/build/vitest.config.ts',
    ],
  },
});
