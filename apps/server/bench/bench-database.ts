import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { systemClock } from '../src/clock';
import { type DatabaseTarget, openDatabase } from '../src/db/client';
import { MIGRATIONS_FOLDER } from '../src/db/migrations-folder';
import { PasswordHasher } from '../src/security/passwords';
import { seedLargeDemo } from '../src/seed/large-seed';
import { seedDemoData } from '../src/seed/seed';
import { type BenchPortfolio, seedBenchPortfolio } from './bench-investor';
import type { DatabaseName } from './report';

/** A seeded database and the environment that points the production server at it. */
export interface BenchDatabase {
  name: DatabaseName;
  /** DATA_DIR, DATA_ENCRYPTION_KEY and, for PostgreSQL, DATABASE_URL. */
  env: Record<string, string>;
  portfolio: BenchPortfolio;
  /** Removes the data folder and, for PostgreSQL, drops the throwaway database. */
  remove(): Promise<void>;
}

// The bench investor's password is only checked once, at login: cheap argon2id parameters.
const BENCH_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** The key the seed seals with and the server opens with (DATA_ENCRYPTION_KEY). */
const DATA_ENCRYPTION_KEY = randomBytes(32);
const keyEnv = { DATA_ENCRYPTION_KEY: DATA_ENCRYPTION_KEY.toString('hex') };

/**
 * Migrates and seeds the demo data (contract 1001 onwards), the bench investor and the large
 * demo seed (SEED_DEMO=groot: 5.000 investors, for the admin's search), in this process, and
 * closes the database again before the server opens it: PGlite allows one process per data
 * folder.
 */
async function seed(target: DatabaseTarget): Promise<BenchPortfolio> {
  const database = await openDatabase(target);
  try {
    await database.migrate(MIGRATIONS_FOLDER);
    if (!(await seedDemoData(database.db, new PasswordHasher(), systemClock))) {
      throw new Error('The bench database was not empty');
    }
    const portfolio = await seedBenchPortfolio(
      database.db,
      new PasswordHasher(BENCH_HASHING),
      systemClock.now(),
    );
    await seedLargeDemo(
      database.db,
      new PasswordHasher(BENCH_HASHING),
      systemClock,
      DATA_ENCRYPTION_KEY,
    );
    return portfolio;
  } finally {
    await database.close();
  }
}

/** A fresh embedded database in a temporary DATA_DIR, as `npm start` would open it. */
export async function embeddedBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bp-bench-'));
  const remove = () => rm(dataDir, { recursive: true, force: true });
  try {
    const portfolio = await seed({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    return {
      name: 'embedded (PGlite)',
      env: { DATA_DIR: dataDir, ...keyEnv },
      portfolio,
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** A throwaway database `bp_bench_<random>` on the PostgreSQL server `adminUrl` points at. */
export async function postgresBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `bp_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bp-bench-'));
  const remove = async () => {
    await rm(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await admin(`CREATE DATABASE ${name}`);
    const portfolio = await seed({ kind: 'postgres', url: url.toString() });
    return {
      name: 'PostgreSQL',
      // DATABASE_URL is set: the bench server runs on the sandbox providers by name.
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        ALLOW_SANDBOX_PROVIDERS: '1',
        ...keyEnv,
      },
      portfolio,
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}
