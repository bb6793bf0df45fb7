import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from './client';
import * as schema from './schema';

/**
 * Statements prepared once per process under a name, then run with only Bind + Execute + Sync.
 *
 * PGlite's own `query` sends Parse + Describe + Bind + Describe + Execute of an unnamed
 * statement every time, so each read is parsed and planned again (1 to 4.5 ms for a portfolio
 * query); drizzle's PGlite driver ignores `.prepare(name)`. On PostgreSQL drizzle's
 * `.prepare(name)` already prepares per connection, so there `preparedReads` is the database
 * itself. Every call waits for PGlite's transaction and query locks like `query` does, so a
 * statement never runs inside someone else's transaction.
 */
export interface NamedStatement {
  /** Binds `values` (already serialised to text, or null) and returns the backend's messages. */
  run(values: (string | null)[]): Promise<messages.BackendMessage[]>;
}

export function namedStatement(
  client: PGlite,
  name: string,
  text: string,
  types: number[] = [],
): NamedStatement & { parameterTypes(): Promise<number[]> } {
  let prepared: Promise<number[]> | null = null;
  const prepare = () =>
    exclusive(client, async () => {
      const { messages } = await client.execProtocol(
        join(
          protocol.serialize.parse({ name, text, types }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ),
      );
      const description = messages.find(
        (message) => message instanceof protocol.messages.ParameterDescriptionMessage,
      );
      return description?.dataTypeIDs ?? [];
    });
  const parameterTypes = () => {
    prepared ??= prepare().catch((error: unknown) => {
      prepared = null;
      throw error;
    });
    return prepared;
  };
  return {
    parameterTypes,
    async run(values) {
      await parameterTypes();
      const { messages } = await exclusive(client, () =>
        client.execProtocol(
          join(
            protocol.serialize.bind({ statement: name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ),
          // A read writes nothing that needs flushing to the data folder.
          { syncToFs: false },
        ),
      );
      return messages;
    },
  };
}

function exclusive<T>(client: PGlite, run: () => Promise<T>): Promise<T> {
  return client._runExclusiveTransaction(() => client._runExclusiveQuery(run));
}

function join(...parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * The part of a PGlite client drizzle's PGlite driver calls to run a prepared query: each
 * distinct text becomes one named statement, parameters serialised and rows parsed exactly as
 * PGlite's `query` does.
 */
function namedStatementClient(client: PGlite): Pick<PGlite, 'query'> {
  // One set of names per client: a name is prepared once in its backend.
  let statements = statementsOf.get(client);
  if (!statements) {
    statements = new Map();
    statementsOf.set(client, statements);
  }
  const named = statements;
  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      let statement = named.get(text);
      if (!statement) {
        statement = namedStatement(client, `bp_read_${named.size + 1}`, text);
        named.set(text, statement);
      }
      const types = await statement.parameterTypes();
      const values = params.map((value, index) => {
        if (value == null) return null;
        const type = types[index];
        const serialize = type === undefined ? undefined : client.serializers[type];
        return serialize ? serialize(value) : String(value);
      });
      const messages = await statement.run(values);
      const [result] = parse.parseResults(
        messages,
        parsersFor(client, options),
        options && { ...options, parsers: undefined },
      );
      if (!result) throw new Error('A prepared read returned no result');
      return result as Results<T>;
    },
  };
}

/**
 * The client's parsers with a query's own on top, merged once per query options object:
 * parseResults would otherwise copy every parser of the client on every read (8% of a read).
 */
function parsersFor(client: PGlite, options: QueryOptions | undefined): PGlite['parsers'] {
  const own = options?.parsers;
  if (!own) return client.parsers;
  let ofClient = mergedParsers.get(client);
  if (!ofClient) {
    ofClient = new WeakMap();
    mergedParsers.set(client, ofClient);
  }
  let merged = ofClient.get(own);
  if (!merged) {
    // The client's parsers as prototype, not copied: drizzle's `execute` makes new options (and
    // parsers) for every query, and a copy of every parser was most of a raw read's own time.
    merged = Object.assign(Object.create(client.parsers) as PGlite['parsers'], own);
    ofClient.set(own, merged);
  }
  return merged;
}

const mergedParsers = new WeakMap<PGlite, WeakMap<object, PGlite['parsers']>>();
const statementsOf = new WeakMap<PGlite, Map<string, ReturnType<typeof namedStatement>>>();
const embeddedClients = new WeakMap<Database, PGlite>();
const readDatabases = new WeakMap<Database, Database>();

/** Marks `db` as drizzle over this embedded client, so preparedReads can name its statements. */
export function registerEmbedded(db: Database, client: PGlite): void {
  embeddedClients.set(db, client);
}

/** Whether `db` is the embedded database (PGlite): no autovacuum, one process. */
export function isEmbedded(db: Database): boolean {
  return embeddedClients.has(db);
}

/**
 * The database to build `.prepare(name)` reads on: on PGlite a drizzle whose queries run as
 * named statements (see namedStatement), elsewhere `db` itself. Only for reads: this drizzle
 * has no transactions of its own.
 */
export function preparedReads(db: Database): Database {
  const client = embeddedClients.get(db);
  if (!client) return db;
  let reads = readDatabases.get(db);
  if (!reads) {
    // drizzle's PGlite driver only calls `query` on the client of a prepared query.
    reads = drizzle({ client: namedStatementClient(client) as PGlite, schema });
    readDatabases.set(db, reads);
  }
  return reads;
}

/** One value per database, built on first use: a prepared query is built once per process. */
export function oncePerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
