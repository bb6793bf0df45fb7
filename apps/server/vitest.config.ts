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
    // One module graph per worker, not per file: re-importing Fastify, Drizzle, zod and PGlite for
    // each of the ~110 files was half this project's CPU time (import 221 s of 536 CPU s on Node
    // 20, 254 s of 327 on the LTS run). A file must leave no global state behind: close its apps
    // (which waits for their background tasks), restore process.env, real timers and spies.
    isolate: false,
  },
});
