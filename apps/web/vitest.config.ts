import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A page and module graph per file. Sharing one per worker (isolate: false) ran the files in
    // 9 s instead of 145 s, but modules' own state leaked between files (the lottery's server
    // clock offset set by one file failed another's countdown): it needs every such module
    // state reset first.
  },
});
