import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, type RunningProcess, startNodeProcess } from '../processes';
import { SCALE_JWT_SECRET, SCALE_SESSION_MINUTES } from './sessions';

export const SERVER_MAIN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/main.js',
);
/**
 * A fixed key: nothing the scale seed writes is sealed, but a database kept for the next run is
 * opened by a server with the same key as the first.
 */
const DATA_ENCRYPTION_KEY = 'a5'.repeat(32);

/**
 * The production server (dist/main.js, as `npm start` builds it) on `databaseUrl`, in its own
 * process, as bench.ts starts it; long sessions, so the minted ones are never renewed mid-run.
 */
export async function startScaleServer(
  databaseUrl: string,
  nodeArgs: readonly string[] = [],
  serverMain: string = SERVER_MAIN,
): Promise<RunningProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bp-scale-'));
  const workers = Number(process.env.BENCH_SCALE_WORKERS ?? 1);
  const port = await freePort();
  try {
    const server = await startNodeProcess({
      label: 'The server',
      // BENCH_SCALE_NODE_ARGS: Node options for the server, e.g. a heap setting to try.
      nodeArgs: [
        ...(process.env.BENCH_SCALE_NODE_ARGS ?? '').split(' ').filter(Boolean),
        ...nodeArgs,
        serverMain,
      ],
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        ALLOW_SANDBOX_PROVIDERS: '1',
        DATA_ENCRYPTION_KEY,
        JWT_SECRET: SCALE_JWT_SECRET,
        SESSION_TTL_MINUTES: String(SCALE_SESSION_MINUTES),
        SESSION_MAX_HOURS: String(SCALE_SESSION_MINUTES / 60),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        // Random investors, never one hot one: no answers kept in the process either, so every
        // read is what an investor's first visit costs (the database's kept answers, or a
        // computation).
        ANSWER_CACHE_MB: '0',
        // The daily schedule (06:30 Amsterdam) would book on the bench's data mid-run.
        SCHEDULED_JOBS: '0',
        // BENCH_SCALE_WORKERS=n: the server as `npm start` with WORKERS=n (node:cluster).
        WORKERS: String(workers),
      },
      port,
      readyPath: '/readyz',
      // A cluster prints its banner once every worker listens.
      ...(workers > 1 ? { readyOutput: 'draait op' } : {}),
      readyTimeoutMs: 180_000,
    });
    return {
      baseUrl: server.baseUrl,
      async stop() {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
