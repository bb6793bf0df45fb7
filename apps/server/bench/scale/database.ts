import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database on the PostgreSQL server of `adminUrl`: its URL and how to run admin statements. */
export interface ScaleDatabase {
  name: string;
  url: string;
  /** True when it was created by this run (and still needs seeding). */
  created: boolean;
}

export async function adminQuery<T extends pg.QueryResultRow>(
  adminUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Reuses `reuse` when it exists, else creates it (or `bp_scale_<random>` when none is named). */
export async function openScaleDatabase(
  adminUrl: string,
  reuse: string | null,
): Promise<ScaleDatabase> {
  const name = reuse ?? `bp_scale_${randomBytes(4).toString('hex')}`;
  const exists =
    (await adminQuery(adminUrl, 'select 1 from pg_database where datname = $1', [name])).length > 0;
  if (!exists) await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  return { name, url: databaseUrl(adminUrl, name), created: !exists };
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * A copy of `source` (CREATE DATABASE … TEMPLATE): the month-end run books purchases and
 * publishes NAVs, so it runs on a copy and the seeded database stays as it was for the next run.
 * The source must have no open connections.
 */
export async function cloneDatabase(adminUrl: string, source: string): Promise<ScaleDatabase> {
  const name = `${source}_run`.slice(0, 63);
  await dropDatabase(adminUrl, name);
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${source}`);
  return { name, url: databaseUrl(adminUrl, name), created: true };
}

export interface MachineFacts {
  postgresVersion: string;
  databaseSize: string;
  rows: { table: string; rows: number }[];
}

/** Rows per table (exact counts for the ones the issue names) and the database's size. */
export async function databaseFacts(url: string, tables: readonly string[]): Promise<MachineFacts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows: { table: string; rows: number }[] = [];
    for (const table of tables) {
      const result = await client.query<{ n: string }>(`select count(*)::text as n from ${table}`);
      rows.push({ table, rows: Number(result.rows[0]?.n ?? 0) });
    }
    const version = await client.query<{ v: string }>(
      "select current_setting('server_version') as v",
    );
    const size = await client.query<{ s: string }>(
      'select pg_size_pretty(pg_database_size(current_database())) as s',
    );
    return {
      postgresVersion: version.rows[0]?.v ?? 'unknown',
      databaseSize: size.rows[0]?.s ?? 'unknown',
      rows,
    };
  } finally {
    await client.end();
  }
}
