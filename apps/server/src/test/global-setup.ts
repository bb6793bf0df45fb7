import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/migrations-folder';
import { PasswordHasher } from '../security/passwords';
import { seedDemoData } from '../seed/seed';
import { ManualClock } from './clock';
import { TEST_HASHING } from './hashing';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated PGlite data folder: loading it is much faster than initdb. */
    pgliteTemplate: string;
    /** The same, with the demo data seeded as createTestApp seeds it. */
    pgliteSeededTemplate: string;
    /**
     * PostgreSQL databases to copy (CREATE DATABASE … TEMPLATE) when DATABASE_URL is set:
     * migrated, and migrated and seeded. Copying one is much faster than migrating and seeding.
     */
    postgresTemplates: { migrated: string; seeded: string } | null;
    /** Folder for the run's temporary files (data folders, mail); removed afterwards. */
    scratchRoot: string;
  }
}

/** The demo data exactly as a test app seeds it: the default manual clock, cheap hashing. */
async function seedAsTestAppsDo(handle: DatabaseHandle): Promise<void> {
  await seedDemoData(handle.db, new PasswordHasher(TEST_HASHING), new ManualClock());
}

async function dumpPglite(file: string, seed: boolean): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    await handle.migrate(MIGRATIONS_FOLDER);
    if (seed) await seedAsTestAppsDo(handle);
    if (!handle.embedded) throw new Error('An embedded database has its PGlite client');
    const dump = await handle.embedded.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database on the server of `adminUrl`, migrated (and seeded), closed so it can be copied. */
async function postgresTemplate(adminUrl: string, seed: boolean): Promise<string> {
  const name = `bp_template_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await handle.migrate(MIGRATIONS_FOLDER);
    if (seed) await seedAsTestAppsDo(handle);
  } finally {
    await handle.close();
  }
  return name;
}

/** Builds the migrated (and seeded) templates once per test run. */
export default async function setup(project: TestProject) {
  const scratchRoot = await mkdtemp(path.join(tmpdir(), 'bp-server-tests-'));
  const migratedFile = path.join(scratchRoot, 'pglite-template.tar');
  const seededFile = path.join(scratchRoot, 'pglite-seeded-template.tar');
  // Whatever TEST_DATABASES selects: a project may select otherwise (vitest.config.ts's `timing`),
  // and some files open an embedded database anyway. Each template takes a second or two.
  const adminUrl = process.env.DATABASE_URL;
  const [, , postgresTemplates] = await Promise.all([
    dumpPglite(migratedFile, false),
    dumpPglite(seededFile, true),
    adminUrl
      ? Promise.all([postgresTemplate(adminUrl, false), postgresTemplate(adminUrl, true)]).then(
          ([migrated, seeded]) => ({ migrated, seeded }),
        )
      : null,
  ]);
  project.provide('pgliteTemplate', migratedFile);
  project.provide('pgliteSeededTemplate', seededFile);
  project.provide('postgresTemplates', postgresTemplates);
  project.provide('scratchRoot', scratchRoot);
  return async () => {
    await rm(scratchRoot, { recursive: true, force: true });
    if (adminUrl && postgresTemplates) {
      await withAdmin(adminUrl, async (client) => {
        for (const name of [postgresTemplates.migrated, postgresTemplates.seeded]) {
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        }
      });
    }
  };
}
