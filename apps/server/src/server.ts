import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { systemClock } from './clock';
import { type Config, loadConfig } from './config';
import { secureDataDir } from './data-dir';
import { type DatabaseHandle, openDatabase } from './db/client';
import { MIGRATIONS_FOLDER } from './db/migrations-folder';
import { resolveDataEncryptionKey } from './data-encryption-key';
import { resolveJwtSecret } from './jwt-secret';
import { LONGEST_WINDOW_MS } from './contexts/identity';
import { PasswordHasher } from './security/passwords';
import { seedLargeDemo } from './seed/large-seed';
import { seedDemoData } from './seed/seed';

export interface RunningServer {
  app: FastifyInstance;
  config: Config;
  /** The address it listens on, as http://localhost:<port>. */
  url: string;
  seeded: boolean;
  database: DatabaseHandle;
  /** Paths in DATA_DIR that were open to other users and have been made owner-only. */
  tightened: string[];
  stop(): Promise<void>;
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface StartOptions {
  /**
   * The number (1…WORKERS) of this cluster worker (cluster.ts). The primary has already made
   * the secrets, run the migrations and seeded, so a worker skips them; only worker 1 runs the
   * daily job schedule (the job lock would keep a second run out anyway, but one schedule is
   * enough). Undefined: a single process that does everything itself.
   */
  worker?: number;
}

/** Configuration, DATA_DIR's permissions and the secrets: what every process start needs. */
async function prepareConfig(env: Record<string, string | undefined>) {
  const config = loadConfig(env);
  // Before the secret, the database or a mail file is written: all of it owner-only.
  const tightened = await secureDataDir(config.dataDir);
  const jwtSecret = await resolveJwtSecret(config);
  const dataEncryptionKey = await resolveDataEncryptionKey(config);
  return { config, tightened, jwtSecret, dataEncryptionKey };
}

/** The migrations and the demo data (SEED_DEMO), once per start of the whole server. */
async function prepareDatabase(
  database: DatabaseHandle,
  config: Config,
  dataEncryptionKey: Buffer,
): Promise<boolean> {
  await database.migrate(MIGRATIONS_FOLDER);
  const seeded = config.seedDemo
    ? await seedDemoData(database.db, new PasswordHasher(), systemClock)
    : false;
  // SEED_DEMO=groot: the 5.000 investors on top, once (a restart finds them there).
  if (config.seedDemoLarge) {
    await seedLargeDemo(database.db, new PasswordHasher(), systemClock, dataEncryptionKey);
  }
  return seeded;
}

export interface PreparedCluster {
  config: Config;
  tightened: string[];
  seeded: boolean;
}

/**
 * What the primary of a cluster does before it forks the workers: the secrets (a generated key
 * is written once, not raced by n workers), the migrations and the demo seed.
 */
export async function prepareCluster(
  env: Record<string, string | undefined>,
): Promise<PreparedCluster> {
  const { config, tightened, dataEncryptionKey } = await prepareConfig(env);
  const database = await openDatabase(config.database);
  try {
    const seeded = await prepareDatabase(database, config, dataEncryptionKey);
    return { config, tightened, seeded };
  } finally {
    await database.close();
  }
}

/**
 * Everything main.ts does before it waits for signals: configuration, database, migrations,
 * demo data, the app and the listening socket (a cluster worker skips what the primary did).
 */
export async function startServer(
  env: Record<string, string | undefined>,
  options: StartOptions = {},
): Promise<RunningServer> {
  const { config, tightened, jwtSecret, dataEncryptionKey } = await prepareConfig(env);
  const database = await openDatabase(config.database);
  try {
    const seeded =
      options.worker === undefined
        ? await prepareDatabase(database, config, dataEncryptionKey)
        : false;
    const app = await buildApp({
      config: { ...config, jwtSecret, dataEncryptionKey },
      db: database.db,
      embedded: database.embedded,
      logger: { level: config.logLevel },
    });
    await app.listen({ port: config.port, host: config.host });
    // Mails that a crash or the last stop left unsent go out now; later ones as they come.
    await app.mailOutbox.start();
    if (config.scheduledJobs && (options.worker ?? 1) === 1) app.jobs.startSchedule();
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;

    const purge = setInterval(() => {
      app.rateLimiter.purgeOlderThan(LONGEST_WINDOW_MS).catch((error: unknown) => {
        app.log.warn({ err: error }, 'purging rate-limit counters failed');
      });
    }, PURGE_INTERVAL_MS);
    purge.unref();

    let stopping: Promise<void> | null = null;
    return {
      app,
      config,
      url: `http://localhost:${port}`,
      seeded,
      database,
      tightened,
      stop() {
        stopping ??= (async () => {
          clearInterval(purge);
          await app.close();
          await database.close();
        })();
        return stopping;
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
