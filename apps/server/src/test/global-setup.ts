import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../db/migrations-folder';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated PGlite data folder: loading it is much faster than initdb. */
    pgliteTemplate: string;
    /** Folder for the run's temporary files (data folders, mail); removed afterwards. */
    scratchRoot: string;
  }
}

/** Builds the migrated PGlite template once per test run. */
export default async function setup(project: TestProject) {
  const scratchRoot = await mkdtemp(path.join(tmpdir(), 'bp-server-tests-'));
  const client = await PGlite.create();
  const file = path.join(scratchRoot, 'pglite-template.tar');
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteTemplate', file);
  project.provide('scratchRoot', scratchRoot);
  return async () => {
    await rm(scratchRoot, { recursive: true, force: true });
  };
}
