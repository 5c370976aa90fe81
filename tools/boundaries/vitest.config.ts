import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'boundaries',
    environment: 'node',
    include: ['*.test.ts'],
  },
});
