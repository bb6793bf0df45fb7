import cluster, { type Worker } from 'node:cluster';
import { startupBanner } from './banner';
import { sandboxInUse } from './config';
import { prepareCluster } from './server';

/** Tells a forked process which worker (1…WORKERS) it is; a restarted worker keeps its number. */
const SLOT_VARIABLE = 'BP_CLUSTER_WORKER';
/** A worker that died is started again after this, so a worker that cannot start does not spin. */
const RESTART_DELAY_MS = 1000;
/** Workers that have not stopped this long after SIGTERM are killed. */
const STOP_TIMEOUT_MS = 30_000;

/** This process's worker number when the primary of cluster.ts forked it, else undefined. */
export function clusterWorkerNumber(env: Record<string, string | undefined>): number | undefined {
  if (cluster.isPrimary) return undefined;
  const slot = Number(env[SLOT_VARIABLE]);
  return Number.isInteger(slot) && slot >= 1 ? slot : undefined;
}

/**
 * WORKERS>1 (PostgreSQL only, config.ts refuses it on PGlite): the primary makes the secrets,
 * runs the migrations and the demo seed once, then forks the workers, which all listen on the
 * same port (node:cluster hands out the connections). Worker 1 runs the daily job schedule; the
 * job lock (advisory lock) keeps runs exclusive even when an operator runs one by hand. A worker
 * that dies is started again; SIGTERM or SIGINT stops them all.
 */
export async function runCluster(env: Record<string, string | undefined>): Promise<void> {
  const { config, tightened, seeded } = await prepareCluster(env);
  if (tightened.length > 0) {
    process.stderr.write(
      `Rechten aangescherpt tot alleen de eigenaar / permissions tightened to owner-only: ${tightened.length} bestand(en) en map(pen) in / files and folders in ${config.dataDir}\n`,
    );
  }
  const slots = new Map<Worker, number>();
  let stopping = false;
  let bannerShown = false;
  let listening = 0;

  const fork = (slot: number) => {
    const worker = cluster.fork({ [SLOT_VARIABLE]: String(slot) });
    slots.set(worker, slot);
    worker.once('listening', (address) => {
      // The banner once every worker of the first start listens (the bench waits for it).
      listening += 1;
      if (bannerShown || listening < config.workers) return;
      bannerShown = true;
      process.stdout.write(
        startupBanner({
          url: `http://localhost:${address.port}`,
          publicUrl: config.publicUrl,
          database: config.database.kind,
          dataDir: config.dataDir,
          seeded,
          maintenanceMode: config.maintenanceMode,
          sandboxProviders: sandboxInUse(config),
          workers: config.workers,
        }),
      );
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker);
    slots.delete(worker);
    if (stopping) {
      if (slots.size === 0) process.exit(0);
      return;
    }
    if (slot === undefined) return;
    console.error(
      `Serverproces ${slot} is gestopt (${signal ?? `code ${code}`}); het start opnieuw / worker ${slot} died (${signal ?? `code ${code}`}); restarting it`,
    );
    setTimeout(() => fork(slot), RESTART_DELAY_MS);
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (slots.size === 0) process.exit(0);
    for (const worker of slots.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of slots.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  for (let slot = 1; slot <= config.workers; slot += 1) fork(slot);
}
