import { configDefaults, defineProject } from 'vitest/config';
import { timingSensitiveUnder } from '../../vitest.timing';

export default defineProject({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Run by the root config's `timing` project, after the rest.
    exclude: [...configDefaults.exclude, ...timingSensitiveUnder('packages/domain')],
    setupFiles: ['src/test-setup.ts'],
    // One module graph per worker (as apps/server, apps/web): the files share no global state.
    isolate: false,
  },
});
