import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/client';
import { MIGRATIONS_FOLDER } from './db/migrations-folder';
import { contractMonths } from './db/schema';
import { seedDemoData } from './seed/seed';
import { PasswordHasher } from './security/passwords';
import { ManualClock } from './test/clock';
import { databaseKinds } from './test/databases';
import { TEST_HASHING, temporaryDir } from './test/harness';
import { runToExit } from './test/process';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

const verify = (env: Record<string, string>) =>
  runToExit(['--import', 'tsx', 'src/verify-ledger.ts'], { cwd: serverRoot, env });

/** A clean run exits 0; a corrupted month row is printed per contract and exits 1. */
async function checkCommand(database: DatabaseHandle, env: Record<string, string>) {
  await database.migrate(MIGRATIONS_FOLDER);
  await seedDemoData(database.db, new PasswordHasher(TEST_HASHING), new ManualClock());
  const clean = await verify(env);
  expect(clean.stderr).toBe('');
  expect(clean.stdout).toContain('4 contracten gecontroleerd');
  expect(clean.stdout).toContain('alles klopt / everything agrees');
  expect(clean.code).toBe(0);

  await database.db.execute(
    sql`update ${contractMonths} set units = units + 1 where contract_id = 1002 and month = '2023-01-01'`,
  );
  const corrupted = await verify(env);
  expect(corrupted.stdout).toContain('DE-2017-000418 (contract 1002):');
  expect(corrupted.stdout).toMatch(/month 2023-01-01\.units: opgeslagen \/ stored \d+\.\d{4}/);
  expect(corrupted.stdout).toContain('1 contract(en) wijken af / differ');
  expect(corrupted.code).toBe(1);
}

describe('npm run ledger:verify', () => {
  it('checks the embedded database under DATA_DIR', async () => {
    const dataDir = await temporaryDir();
    // One process per PGlite folder: the check runs while this one is closed.
    const seeded = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const env = { DATA_DIR: dataDir };
    try {
      await seeded.migrate(MIGRATIONS_FOLDER);
      await seedDemoData(seeded.db, new PasswordHasher(TEST_HASHING), new ManualClock());
    } finally {
      await seeded.close();
    }
    const clean = await verify(env);
    expect(clean.stdout).toContain('alles klopt / everything agrees');
    expect(clean.code).toBe(0);

    const corrupt = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      await corrupt.db.execute(
        sql`update ${contractMonths} set value = value - 0.01 where contract_id = 1001 and month = '2024-02-01'`,
      );
    } finally {
      await corrupt.close();
    }
    const corrupted = await verify(env);
    expect(corrupted.stdout).toContain('NL-2019-001234 (contract 1001):');
    expect(corrupted.stdout).toContain('month 2024-02-01.value');
    expect(corrupted.code).toBe(1);
  }, 120_000);

  it('exits 2 when it cannot run', async () => {
    const result = await verify({ DATABASE_URL: 'mysql://nope' });
    expect(result.code).toBe(2);
  }, 60_000);

  const postgres = databaseKinds().find((kind) => kind.name === 'PostgreSQL');
  it.runIf(postgres)(
    'checks a PostgreSQL database named by DATABASE_URL',
    async () => {
      const database = await postgres?.create({ migrate: false });
      if (!database) return;
      try {
        await checkCommand(database.handle, { DATABASE_URL: database.url });
      } finally {
        await database.destroy();
      }
    },
    120_000,
  );
});
