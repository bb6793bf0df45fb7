import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestDatabase } from './test/databases';
import { freePort } from './test/free-port';
import { TEST_JWT_SECRET, temporaryDir } from './test/harness';
import { runToExit, startServerProcess, type ServerProcess } from './test/process';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const MAIN = ['--import', 'tsx', 'src/main.ts'];
const postgres = databaseKinds().find((kind) => kind.name === 'PostgreSQL');

/** The pids of a process's children (the cluster's workers). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

describe('main.ts with WORKERS=2 on the embedded database', () => {
  it('refuses to start, in Dutch and English', async () => {
    const result = await runToExit(MAIN, {
      cwd: serverRoot,
      env: { WORKERS: '2', DATA_DIR: await temporaryDir() },
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'WORKERS groter dan 1 kan alleen met DATABASE_URL (PostgreSQL)',
    );
    expect(result.stderr).toContain('WORKERS above 1 needs DATABASE_URL (PostgreSQL)');
  });
});

describe.runIf(postgres)('main.ts with WORKERS=2 on PostgreSQL', () => {
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    if (!postgres) return;
    // Empty: the primary migrates and seeds, once.
    database = await postgres.create({ migrate: false });
    server = await startServerProcess(MAIN, {
      cwd: serverRoot,
      env: {
        WORKERS: '2',
        DATABASE_URL: database.url,
        JWT_SECRET: TEST_JWT_SECRET,
        ALLOW_SANDBOX_PROVIDERS: '1',
        SEED_DEMO: '1',
        CALCULATION_WORKERS: '1',
        SCHEDULED_JOBS: '0',
        LOG_LEVEL: 'warn',
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATA_DIR: await temporaryDir(),
      },
      timeoutMs: 90_000,
    });
  }, 120_000);

  afterAll(async () => {
    await database?.destroy();
  });

  it('runs two workers on one port, restarts one that dies, and stops all on SIGTERM', async () => {
    expect(server.output()).toContain('Serverprocessen: 2');
    expect(server.output()).toContain('Demogegevens zijn aangemaakt');
    const workers = childrenOf(server.pid);
    expect(workers).toHaveLength(2);
    for (let n = 0; n < 4; n += 1) {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    }

    process.kill(workers[0] ?? 0, 'SIGKILL');
    await expect.poll(() => server.output(), { timeout: 20_000 }).toContain('het start opnieuw');
    await expect
      .poll(() => childrenOf(server.pid).filter((pid) => !workers.includes(pid)), {
        timeout: 30_000,
        interval: 500,
      })
      .toHaveLength(1);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    const remaining = childrenOf(server.pid);
    expect(await server.stop('SIGTERM')).toBe(0);
    for (const pid of remaining) expect(() => process.kill(pid, 0)).toThrow();
  }, 90_000);
});
