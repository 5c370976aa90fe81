import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One page and module graph per worker, not per file: a fresh jsdom and module graph for
    // each of ~80 files took 220 s (166 s of CPU) on CI's 2-core machine, the tests themselves
    // 20 s. The setup file starts each file as a first visit (language, storage, cookies, body).
    isolate: false,
  },
});
