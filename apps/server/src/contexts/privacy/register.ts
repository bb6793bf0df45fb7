import type { AppContext, ZodApp } from '../../app-context';
import { uploadFileStoreFor } from '../onboarding';
import { registerPrivacyRoutes } from './routes';

export interface PrivacyDeps {
  /** The embedded database: uploads are read from under DATA_DIR, else from the database. */
  embedded: boolean;
}

/**
 * Privacy: what the investor may ask of the data kept about them. Today the download of all of
 * it (AVG articles 15 and 20), read from every context's tables through db/schema.
 */
export function registerPrivacy(app: ZodApp, ctx: AppContext, deps: PrivacyDeps): void {
  registerPrivacyRoutes(app, ctx, uploadFileStoreFor(ctx.db, deps.embedded, ctx.config.dataDir));
}
