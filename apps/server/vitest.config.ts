import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each test file builds its own app on its own database (SQLite in memory, or a fresh
    // PostgreSQL schema), so files may share worker threads without a fresh module graph.
    pool: 'threads',
    isolate: false,
    // PostgreSQL tests migrate and seed a new schema per file; give them room on slow CI.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
