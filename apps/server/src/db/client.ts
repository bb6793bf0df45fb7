import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { tightenTree } from '../data-dir';
import { lockDataFolder } from './data-folder-lock';
import { registerPostgres } from './named-reads';
import { registerEmbedded } from './prepared-statement';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers, so services never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Where the data lives: an embedded PGlite folder (or memory) or a PostgreSQL server. */
export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | 'memory://';
      /** A data folder dumped by PGlite (dumpDataDir) to start from instead of an empty one. */
      initialData?: Blob;
    }
  | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseTarget['kind'];
  /** The PGlite client behind `db` on the embedded database, for what drizzle cannot say. */
  readonly embedded: PGlite | null;
  /** Applies the SQL migrations from `folder` with the driver's own migrator. */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Sees every statement drizzle sends (tests compare the work two code paths do). */
  logger?: Logger;
}

/** The lock file of an embedded data folder: beside it, so PGlite's own files stay its own. */
export function dataFolderLockFile(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
}

export async function openDatabase(
  target: DatabaseTarget,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url, options);
  return openPglite(target.dataDir, target.initialData, options);
}

/**
 * PGlite is one process per data folder: a second process would keep its own view of the
 * files and lose writes. A folder on disk is therefore locked for as long as it is open, and a
 * second opener (server, ledger check, another start) is refused with DataFolderInUseError.
 */
async function openPglite(
  dataDir: string,
  initialData: Blob | undefined,
  { logger }: DatabaseOptions,
): Promise<DatabaseHandle> {
  const inMemory = dataDir === 'memory://';
  if (!inMemory) await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const lock = inMemory ? null : await lockDataFolder(dataDir, dataFolderLockFile(dataDir));
  const client = await PGlite.create({
    // The admin's investor search indexes with trigrams (migration 0027).
    extensions: { pg_trgm },
    ...(inMemory ? {} : { dataDir }),
    ...(initialData ? { loadDataDir: initialData } : {}),
  }).catch(async (error: unknown) => {
    await lock?.release();
    throw error;
  });
  try {
    // PGlite copies a new cluster's files in with mode 0666 (chmod, past any umask); the files
    // PostgreSQL creates later follow the umask, which the server sets owner-only.
    if (!inMemory) await tightenTree(dataDir);
  } catch (error) {
    await client.close();
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema, ...(logger ? { logger } : {}) });
  registerEmbedded(db, client);
  return {
    db,
    kind: 'pglite',
    embedded: client,
    async migrate(folder) {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db, { migrationsFolder: folder });
    },
    async close() {
      if (!client.closed) await client.close();
      await lock?.release();
    },
  };
}

async function openPostgres(url: string, { logger }: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
  const db = drizzlePostgres({ client: pool, schema, ...(logger ? { logger } : {}) });
  registerPostgres(db, pool);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    embedded: null,
    async migrate(folder) {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(db, { migrationsFolder: folder });
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
