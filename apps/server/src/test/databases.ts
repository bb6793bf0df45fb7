import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/migrations-folder';
import { type DatabaseName, selectedDatabases } from './database-selection';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The URL to reach it with (memory:// for PGlite). */
  url: string;
  /** Closes the connection and, for PostgreSQL, drops the throwaway database. */
  destroy(): Promise<void>;
}

export interface CreateOptions extends DatabaseOptions {
  /** Apply the migrations (default true). */
  migrate?: boolean;
  /**
   * Start with the demo data as createTestApp seeds it (default clock and test hashing): a copy
   * of the template global-setup.ts seeded once, instead of seeding again.
   */
  seeded?: boolean;
}

export interface DatabaseKind {
  name: DatabaseName;
  /** A fresh database: migrated unless told otherwise, empty unless seeded. */
  create(options?: CreateOptions): Promise<TestDatabase>;
}

const templates = new Map<string, Promise<Blob>>();

/** A data folder that global-setup.ts dumped, read once per test file. */
function pgliteTemplate(seeded: boolean): Promise<Blob> {
  const file = inject(seeded ? 'pgliteSeededTemplate' : 'pgliteTemplate');
  let template = templates.get(file);
  if (!template) {
    template = readFile(file).then((data) => new Blob([data]));
    templates.set(file, template);
  }
  return template;
}

const pglite: DatabaseKind = {
  name: 'PGlite',
  async create({ migrate = true, seeded = false, ...options } = {}) {
    const handle = await openDatabase(
      {
        kind: 'pglite',
        dataDir: 'memory://',
        ...(migrate || seeded ? { initialData: await pgliteTemplate(seeded) } : {}),
      },
      options,
    );
    // Applying the migrations again is a no-op on the template, and proves it is current.
    if (migrate) await handle.migrate(MIGRATIONS_FOLDER);
    return { handle, url: 'memory://', destroy: () => handle.close() };
  },
};

/** The database global-setup.ts prepared to copy, or null for an empty one. */
function postgresTemplate({ migrate, seeded }: { migrate: boolean; seeded: boolean }) {
  if (!migrate && !seeded) return null;
  const copies = inject('postgresTemplates');
  if (!copies)
    throw new Error('global-setup.ts made no PostgreSQL templates: is DATABASE_URL set?');
  return seeded ? copies.seeded : copies.migrated;
}

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
    async create({ migrate = true, seeded = false, ...options } = {}) {
      const name = `bp_test_${randomBytes(6).toString('hex')}`;
      const template = postgresTemplate({ migrate, seeded });
      await withAdmin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
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

/** The selected databases (selectedDatabases): PGlite first when it is one of them. */
export function databaseKinds(): DatabaseKind[] {
  const selected = selectedDatabases();
  const url = process.env.DATABASE_URL;
  return [
    ...(selected.includes('PGlite') ? [pglite] : []),
    ...(url && selected.includes('PostgreSQL') ? [postgres(url)] : []),
  ];
}
