import { describe, expect, it } from 'vitest';
import { DataFolderInUseError } from './db/data-folder-lock';
import { databaseKinds } from './test/databases';
import { temporaryDir } from './test/harness';
import { startServer } from './server';

const QUIET = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' };
const BELEGGER = { email: 'belegger@example.com', password: 'Belegger-demo-2026' };

async function loginOver(url: string): Promise<{ status: number; cookie: string | null }> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BELEGGER),
  });
  return {
    status: response.status,
    cookie: response.headers.get('set-cookie')?.split(';')[0] ?? null,
  };
}

describe('startServer on the embedded database', () => {
  it('migrates and seeds a new data folder, and keeps data and sessions across restarts', async () => {
    const dataDir = await temporaryDir();
    const first = await startServer({ ...QUIET, DATA_DIR: dataDir });
    let cookie: string | null;
    try {
      expect(first.seeded).toBe(true);
      // The jobs run on their daily schedule unless SCHEDULED_JOBS=0 (see below).
      expect(first.app.jobs.nextScheduledRun()).toBeInstanceOf(Date);
      expect(first.url).toMatch(/^http:\/\/localhost:\d+$/);
      const ready = await fetch(`${first.url}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ok', database: 'ok' });
      const login = await loginOver(first.url);
      expect(login.status).toBe(200);
      cookie = login.cookie;
      // One process per embedded data folder, even within one process.
      await expect(startServer({ ...QUIET, DATA_DIR: dataDir })).rejects.toBeInstanceOf(
        DataFolderInUseError,
      );
    } finally {
      await first.stop();
    }

    const second = await startServer({ ...QUIET, DATA_DIR: dataDir, SCHEDULED_JOBS: '0' });
    try {
      expect(second.seeded).toBe(false);
      expect(second.app.jobs.nextScheduledRun()).toBeNull();
      // Same generated JWT secret and the session row survived: still logged in.
      const me = await fetch(`${second.url}/api/users/me`, { headers: { cookie: cookie ?? '' } });
      expect(me.status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});

const postgres = databaseKinds().find((kind) => kind.name === 'PostgreSQL');

describe.runIf(postgres)('startServer on PostgreSQL', () => {
  it('migrates an empty database and seeds only with SEED_DEMO=1', async () => {
    const database = await postgres?.create({ migrate: false });
    if (!database) return;
    await database.handle.close();
    const env = {
      ...QUIET,
      DATABASE_URL: database.url,
      JWT_SECRET: 'p'.repeat(40),
      ALLOW_SANDBOX_PROVIDERS: '1',
    };
    try {
      const plain = await startServer(env);
      try {
        expect(plain.seeded).toBe(false);
        expect((await fetch(`${plain.url}/readyz`)).status).toBe(200);
        expect((await loginOver(plain.url)).status).toBe(401);
      } finally {
        await plain.stop();
      }
      const seeding = await startServer({ ...env, SEED_DEMO: '1' });
      try {
        expect(seeding.seeded).toBe(true);
        expect((await loginOver(seeding.url)).status).toBe(200);
      } finally {
        await seeding.stop();
      }
    } finally {
      await database.destroy();
    }
  });
});
