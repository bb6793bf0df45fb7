import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/api-schema', 'apps/server', 'apps/web', 'tooling'],
  },
});
