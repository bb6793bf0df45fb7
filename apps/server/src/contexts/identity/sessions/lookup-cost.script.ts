/**
 * What one session lookup costs on PGlite, by the way it is sent (a micro-benchmark, not a
 * test): `npx tsx apps/server/src/contexts/identity/sessions/lookup-cost.script.ts [rounds]`.
 *
 * drizzle's PGlite driver ignores the name of a prepared query: every execute is PGlite's
 * `query`, i.e. Parse + Describe + Bind + Describe + Execute + Sync of an unnamed statement, so
 * PostgreSQL parses and plans the SQL on every request. The alternatives measured here show
 * where the time goes.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../../../db/migrations-folder';
import * as schema from '../../../db/schema';
import { sessions, users } from '../../../db/schema';
import { preparedLookup } from './live-session-lookup';

const rounds = Number(process.argv[2] ?? 3000);

const LOOKUP_SQL = `select u.id, u.email, u.role, u.username
  from sessions s join users u on u.id = s.user_id
  where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > $3
    and u.status = 'active'
  limit 1`;

async function measure(name: string, run: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < Math.min(200, rounds); i++) await run();
  const start = performance.now();
  for (let i = 0; i < rounds; i++) await run();
  const micros = ((performance.now() - start) * 1000) / rounds;
  console.log(`${name.padEnd(52)} ${micros.toFixed(0).padStart(6)} µs per lookup`);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bp-lookup-cost-'));
  // Migration 0027 creates pg_trgm (the admin's investor search).
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const userId = randomUUID();
    const sessionId = randomUUID();
    const now = new Date();
    // Some other rows, so the planner has indexes worth choosing.
    for (let i = 0; i < 200; i++) {
      const id = i === 0 ? userId : randomUUID();
      await db.insert(users).values({
        id,
        email: `u${i}@example.com`,
        passwordHash: 'x',
        status: 'active',
      });
      await db.insert(sessions).values({
        id: i === 0 ? sessionId : randomUUID(),
        userId: id,
        createdAt: now,
        authenticatedAt: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
      });
    }

    // The server's own drizzle-prepared lookup, as PostgreSQL runs it.
    const prepared = preparedLookup(db);
    const params = [sessionId, userId, now.toISOString()];
    const check = (rows: unknown[]) => {
      if (rows.length !== 1) throw new Error('lookup found no row');
    };

    await client.exec(`prepare named_lookup(uuid, uuid, timestamptz) as ${LOOKUP_SQL}`);
    const typed = { paramTypes: [2950, 2950, 1184] };
    const literal = LOOKUP_SQL.replace('$1', `'${sessionId}'`)
      .replace('$2', `'${userId}'`)
      .replace('$3', `'${now.toISOString()}'`);

    await measure('drizzle prepared .execute()', async () => {
      const found = await prepared({ jti: sessionId, sub: userId, now });
      check(found ? [found] : []);
    });
    await measure('pglite.query (unnamed: parse + plan each time)', async () =>
      check((await client.query(LOOKUP_SQL, params)).rows),
    );
    await measure('pglite.query with paramTypes', async () =>
      check((await client.query(LOOKUP_SQL, params, typed)).rows),
    );
    await client.execProtocol(
      concat(
        protocol.serialize.parse({
          name: 'proto_lookup',
          text: LOOKUP_SQL,
          types: typed.paramTypes,
        }),
        protocol.serialize.sync(),
      ),
    );
    const bindExecute = (values: string[]) =>
      concat(
        protocol.serialize.bind({ statement: 'proto_lookup', values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      );
    await measure('named statement over the protocol (Bind+Execute+Sync)', async () => {
      const { messages } = await client.execProtocol(bindExecute(params));
      check(messages.filter((message) => message.name === 'dataRow'));
    });
    await measure('same, without syncToFs', async () => {
      const { messages } = await client.execProtocol(bindExecute(params), { syncToFs: false });
      check(messages.filter((message) => message.name === 'dataRow'));
    });
    await measure('pglite.exec EXECUTE of a SQL PREPARE (literals)', async () =>
      check(
        (
          await client.exec(
            `execute named_lookup('${sessionId}', '${userId}', '${now.toISOString()}')`,
          )
        )[0]?.rows ?? [],
      ),
    );
    await measure('pglite.exec (simple protocol, literals)', async () =>
      check((await client.exec(literal))[0]?.rows ?? []),
    );
    await measure('pglite.query select 1 (floor of one round trip)', async () =>
      check((await client.query('select 1')).rows),
    );
    await measure('drizzle prepared .execute() again (warm)', async () => {
      const found = await prepared({ jti: sessionId, sub: userId, now });
      check(found ? [found] : []);
    });
  } finally {
    await client.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
