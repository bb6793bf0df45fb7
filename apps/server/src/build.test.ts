import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryDir } from './test/harness';
import { runToExit, startServerProcess } from './test/process';
import { fortyYearSbRequest } from './test/forty-year-request';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const FORTY_YEARS = fortyYearSbRequest();

/**
 * The build goes into a folder of its own inside the server's package (so that its imports
 * resolve from node_modules as dist/'s do), not into dist/: a server started from dist/ (the
 * browser tests, run beside the server tests in `npm test`) keeps its files.
 */
const buildsRoot = path.join(serverRoot, 'node_modules/.cache');
let outdir = '';

describe('the bundled server (npm run build -w @bp/server)', () => {
  beforeAll(async () => {
    await mkdir(buildsRoot, { recursive: true });
    outdir = await mkdtemp(path.join(buildsRoot, 'build-test-'));
    const build = await runToExit(['build.mjs', '--outdir', outdir], { cwd: serverRoot, env: {} });
    expect(build.code, build.stderr).toBe(0);
  }, 60_000);
  afterAll(() => rm(outdir, { recursive: true, force: true }));

  it.each([
    ['the repository root', repoRoot, () => path.relative(repoRoot, path.join(outdir, 'main.js'))],
    ['apps/server', serverRoot, () => path.relative(serverRoot, path.join(outdir, 'main.js'))],
  ])(
    'runs from %s, migrates, seeds, serves, calculates on its workers and stops on SIGTERM',
    async (_where, cwd, entry) => {
      const dataDir = await temporaryDir();
      const server = await startServerProcess([entry()], {
        cwd,
        env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      });
      try {
        expect(server.output()).toContain('belegger@example.com');
        expect(server.output()).toContain('Belegger-demo-2026');
        const ready = await fetch(`${server.url}/readyz`);
        expect(await ready.json()).toEqual({ status: 'ok', database: 'ok' });
        const login = await fetch(`${server.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@example.com', password: 'Admin-demo-2026' }),
        });
        expect(login.status).toBe(200);
        // The engine runs in dist/calculation-worker.js: the pool found the bundled worker.
        const calculation = await fetch(`${server.url}/api/calculation`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(FORTY_YEARS),
        });
        expect(calculation.status, await calculation.clone().text()).toBe(200);
        const { data } = (await calculation.json()) as { data: { end: { year: number } } };
        expect(data.end.year).toBe(40);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    },
    60_000,
  );
});
