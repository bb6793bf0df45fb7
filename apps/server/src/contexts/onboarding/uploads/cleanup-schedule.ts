import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { removeUnreferencedUploads } from './cleanup';
import type { UploadFileStore } from './file-store';

/** How often the unclaimed uploads are cleared; a day's grace makes an hour's delay harmless. */
export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes unclaimed uploads when the server starts listening and then every hour, until the app
 * closes. A stop-gap until the job runner takes it over (one instance at a time, job_runs):
 * meanwhile every instance runs it, which is harmless, as the delete is idempotent.
 */
export function scheduleUploadCleanup(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db' | 'clock'>,
  files: UploadFileStore,
  intervalMs: number = UPLOAD_CLEANUP_INTERVAL_MS,
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  function run(): void {
    running = removeUnreferencedUploads(ctx.db, files, ctx.clock.now()).then(
      (count) => {
        if (count > 0) app.log.info({ count }, 'removed unclaimed uploads');
      },
      (error: unknown) => {
        app.log.warn({ err: error }, 'removing unclaimed uploads failed');
      },
    );
  }

  app.addHook('onListen', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer !== null) clearInterval(timer);
    await running;
  });
}
