import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/migrations-folder';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The URL to reach it with (memory:// for PGlite). */
  url: string;
  /** Closes the connection and, for PostgreSQL, drops the throwaway database. */
  destroy(): Promise<void>;
}

export interface DatabaseKind {
  name: 'PGlite' | 'PostgreSQL';
  /** A fresh, empty database; migrated unless told otherwise. */
  create(options?: { migrate?: boolean } & DatabaseOptions): Promise<TestDatabase>;
}

let template: Promise<Blob> | null = null;

/** The migrated data folder that global-setup.ts dumped, read once per test file. */
function migratedTemplate(): Promise<Blob> {
  template ??= readFile(inject('pgliteTemplate')).then((data) => new Blob([data]));
  return template;
}

const pglite: DatabaseKind = {
  name: 'PGlite',
  async create({ migrate = true, ...options } = {}) {
    const handle = await openDatabase(
      {
        kind: 'pglite',
        dataDir: 'memory://',
        ...(migrate ? { initialData: await migratedTemplate() } : {}),
      },
      options,
    );
    // Applying the migrations again is a no-op on the template, and proves it is current.
    if (migrate) await handle.migrate(MIGRATIONS_FOLDER);
    return { handle, url: 'memory://', destroy: () => handle.close() };
  },
};

/** Throwaway databases `bp_test_<random>` on the server DATABASE_URL points at. */
function postgres(adminUrl: string): DatabaseKind {
  async function withAdmin(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
  return {
    name: 'PostgreSQL',
    async create({ migrate = true, ...options } = {}) {
      const name = `bp_test_${randomBytes(6).toString('hex')}`;
      await withAdmin(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ kind: 'postgres', url: url.toString() }, options);
      if (migrate) await handle.migrate(MIGRATIONS_FOLDER);
      return {
        handle,
        url: url.toString(),
        async destroy() {
          await handle.close();
          await withAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        },
      };
    },
  };
}

/** Always PGlite; PostgreSQL as well when DATABASE_URL is set (as in CI). */
export function databaseKinds(): DatabaseKind[] {
  const url = process.env.DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
