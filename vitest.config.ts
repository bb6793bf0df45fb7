import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/api-schema',
      'apps/server',
      'apps/web',
      'tooling',
      // The root scripts (scripts/*.mjs: Chromium for the browser tests, incremental builds).
      { test: { name: 'root-scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
