import { startupBanner } from './banner';
import { ConfigError } from './config';
import { startServer } from './server';

async function main(): Promise<void> {
  const server = await startServer(process.env);
  process.stdout.write(
    startupBanner({
      url: server.url,
      publicUrl: server.config.publicUrl,
      database: server.database.kind,
      dataDir: server.config.dataDir,
      seeded: server.seeded,
      maintenanceMode: server.config.maintenanceMode,
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
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Starten mislukt / start-up failed:', error);
  }
  process.exit(1);
});
