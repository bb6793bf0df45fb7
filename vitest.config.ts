import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { TIMING_SENSITIVE_TESTS } from './vitest.timing';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on a 2-core CI machine,
    // which leaves a core idle while tests wait on PostgreSQL, child processes and timers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/domain',
      'packages/api-schema',
      'apps/server',
      'apps/web',
      'tooling',
      // The web app's build steps (apps/web/build: precompression), in Node rather than jsdom.
      {
        test: { name: 'web-build', include: ['apps/web/build/**/*.test.ts'], environment: 'node' },
      },
      // The root scripts (scripts/*.mjs: Chromium for the browser tests, incremental builds).
      { test: { name: 'root-scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      // Tests with time bounds: after every other project, one file at a time (vitest.timing.ts).
      {
        test: {
          name: 'timing',
          include: [...TIMING_SENSITIVE_TESTS],
          environment: 'node',
          setupFiles: ['packages/domain/src/test-setup.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          // Every database DATABASE_URL gives, whatever TEST_DATABASES `npm test` set for the
          // server project (scripts/test-lts.mjs runs no timing file).
          env: { TEST_DATABASES: '' },
        },
      },
    ],
  },
});
