import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addMonths, todayInAmsterdam } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { MIGRATIONS_FOLDER } from './db/migrations-folder';
import { seedDemoData } from './seed/seed';
import { PasswordHasher } from './security/passwords';
import { ManualClock } from './test/clock';
import { TEST_HASHING, temporaryDir } from './test/harness';
import { runToExit } from './test/process';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

const job = (args: string[], env: Record<string, string>) =>
  runToExit(['--import', 'tsx', 'src/run-job.ts', ...args], { cwd: serverRoot, env });

describe('npm run job', () => {
  it('refuses an unknown job and a bad date before it opens anything', async () => {
    const unknown = await job(['incasso'], { DATA_DIR: '/nonexistent-folder' });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Onbekende taak / unknown job: incasso');
    expect(unknown.stderr).toContain('maandelijkse-incasso');
    const badDate = await job(['aankoop-participaties', '--date', '2026-13-01'], {
      DATA_DIR: '/nonexistent-folder',
    });
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toContain('Ongeldige datum / invalid date: 2026-13-01');
    const farAhead = await job(['maandelijkse-incasso', '--date', '2200-01-01'], {
      DATA_DIR: '/nonexistent-folder',
    });
    expect(farAhead.code).toBe(2);
    expect(farAhead.stderr).toContain('Datum buiten het ondersteunde bereik');
    const nextYear = addMonths(todayInAmsterdam(new Date()), 12);
    const unforced = await job(['maandelijkse-incasso', '--date', nextYear], {
      DATA_DIR: '/nonexistent-folder',
    });
    expect(unforced.code).toBe(2);
    expect(unforced.stderr).toContain(`De datum ${nextYear} ligt meer dan 1 maand na vandaag`);
  }, 60_000);

  it('runs a job on the embedded database, and says so when a server holds it', async () => {
    const dataDir = await temporaryDir();
    const folder = path.join(dataDir, 'pglite');
    const env = { DATA_DIR: dataDir, SEED_DEMO: '0' };
    const server = await openDatabase({ kind: 'pglite', dataDir: folder });
    try {
      await server.migrate(MIGRATIONS_FOLDER);
      await seedDemoData(server.db, new PasswordHasher(TEST_HASHING), new ManualClock());
      const held = await job(['maandelijkse-incasso', '--date', '2026-04-01'], env);
      expect(held.code).toBe(2);
      expect(held.stderr).toContain('is al in gebruik door een ander proces');
      expect(held.stderr).toContain('Een draaiende server houdt deze ingebedde database vast');
    } finally {
      await server.close();
    }
    const run = await job(['maandelijkse-incasso', '--date', '2026-04-01'], env);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('maandelijkse-incasso 2026-04-01: geslaagd / succeeded');
    // April's deposit of the demo's Dutch contract, on the signed mandate the seed gives it (the
    // seed booked the deposits up to March).
    expect(run.stdout).toMatch(/run 1: collected 1, failed 0, reversed 0, pending 0, errors 0/);
    expect(run.code).toBe(0);
  }, 120_000);
});
