import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './client';
import { preparedReads } from './prepared-statement';
import * as schema from './schema';

const pools = new WeakMap<Database, pg.Pool>();
const namedDatabases = new WeakMap<Database, Database>();

/** Marks `db` as drizzle over this PostgreSQL pool, so namedReads can name its statements. */
export function registerPostgres(db: Database, pool: pg.Pool): void {
  pools.set(db, pool);
}

/**
 * Raw reads (`db.execute`) as named statements on both databases: on the embedded one
 * preparedReads; on PostgreSQL each distinct text is parsed once per connection under a name
 * (node-postgres remembers which connection holds which), so a read is not parsed and planned
 * again on every call: after five runs PostgreSQL may keep one plan for all values (a generic
 * plan). Only for reads whose best plan does not depend on the values, and whose texts are few.
 */
export function namedReads(db: Database): Database {
  const pool = pools.get(db);
  if (!pool) return preparedReads(db);
  let reads = namedDatabases.get(db);
  if (!reads) {
    const names = new Map<string, string>();
    const namingClient = {
      query(config: pg.QueryConfig, values?: unknown[]) {
        let name = names.get(config.text);
        if (name === undefined) {
          name = `bp_named_read_${names.size + 1}`;
          names.set(config.text, name);
        }
        return pool.query({ ...config, name }, values);
      },
    };
    // drizzle's node-postgres driver calls only `query` outside transactions.
    reads = drizzle({ client: namingClient as unknown as pg.Pool, schema });
    namedDatabases.set(db, reads);
  }
  return reads;
}
