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
    // Property tests do a fixed amount of work (a fixed number of runs, one seed on CI), which on
    // a busy 2-core machine can take longer than Vitest's 5 s default: a bound on the work, not a
    // time measurement, so the project's budget is generous.
    testTimeout: 30_000,
  },
});
