import { configDefaults, defineProject } from 'vitest/config';
import { timingSensitiveUnder } from '../../vitest.timing';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // Run by the root config's `timing` project, after the rest.
    exclude: [...configDefaults.exclude, ...timingSensitiveUnder('apps/server')],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
  },
});
