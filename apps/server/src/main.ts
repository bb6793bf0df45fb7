import { startupBanner } from './banner';
import { ConfigError, sandboxInUse } from './config';
import { DataDirPermissionError } from './data-dir';
import { DataFolderInUseError } from './db/data-folder-lock';
import { startServer } from './server';

async function main(): Promise<void> {
  const server = await startServer(process.env);
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
    }),
  );

  const shutdown = (signal: NodeJS.Signals) => {
    server.app.log.info({ signal }, 'shutting down');
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Afsluiten mislukt / shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
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
