import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
    ],
  },
});
