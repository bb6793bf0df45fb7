import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['*.test.ts'],
    // The first lint of a file parses everything it imports, transitively.
    testTimeout: 60_000,
  },
});
