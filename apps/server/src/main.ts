import { startupBanner } from './banner';
import { clusterWorkerNumber, runCluster } from './cluster';
import { ConfigError, loadConfig, sandboxInUse } from './config';
import { DataDirPermissionError } from './data-dir';
import { DataFolderInUseError } from './db/data-folder-lock';
import { type RunningServer, startServer } from './server';

function shutdown(server: RunningServer, signal: NodeJS.Signals): void {
  server.app.log.info({ signal }, 'shutting down');
  server.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('Afsluiten mislukt / shutdown failed:', error);
      process.exit(1);
    },
  );
}

async function main(): Promise<void> {
  const worker = clusterWorkerNumber(process.env);
  // WORKERS>1: this process is the primary of cluster.ts, which forks the servers.
  if (worker === undefined && loadConfig(process.env).workers > 1) {
    await runCluster(process.env);
    return;
  }
  const server = await startServer(process.env, { worker });
  if (worker !== undefined) {
    // A cluster worker: the primary printed the banner, and stops it with SIGTERM (Ctrl+C's
    // SIGINT reaches the whole process group; the primary's SIGTERM follows).
    process.on('SIGINT', () => undefined);
    process.once('SIGTERM', (signal) => shutdown(server, signal));
    return;
  }
  if (server.tightened.length > 0) {
    process.stderr.write(
      `Rechten aangescherpt tot alleen de eigenaar / permissions tightened to owner-only: ${server.tightened.length} bestand(en) en map(pen) in / files and folders in ${server.config.dataDir}\n`,
    );
  }
  process.stdout.write(
    startupBanner({
      url: server.url,
      publicUrl: server.config.publicUrl,
      database: server.database.kind,
      dataDir: server.config.dataDir,
      seeded: server.seeded,
      maintenanceMode: server.config.maintenanceMode,
      sandboxProviders: sandboxInUse(server.config),
      workers: 1,
    }),
  );
  process.once('SIGINT', (signal) => shutdown(server, signal));
  process.once('SIGTERM', (signal) => shutdown(server, signal));
}

main().catch((error: unknown) => {
  // Refusals the operator can act on are printed as they are, without a stack trace.
  if (
    error instanceof ConfigError ||
    error instanceof DataFolderInUseError ||
    error instanceof DataDirPermissionError
  ) {
    console.error(error.message);
  } else {
    console.error('Starten mislukt / start-up failed:', error);
  }
  process.exit(1);
});
