import type { AppContext, ZodApp } from '../../app-context';
import type { FailureLogging } from '../../http/provider-failure-log';
import { registerCountryRoutes } from './countries/routes';
import { registerInvestmentApplicationRoutes } from './investment-applications/routes';
import type { AddressLookup } from './postcode/address-lookup';
import { PdokLocatieserver } from './postcode/pdok-locatieserver';
import { registerPostcodeRoutes } from './postcode/routes';
import { registerQuestionnaireRoutes } from './questionnaires/routes';
import { scheduleUploadCleanup } from './uploads/cleanup-schedule';
import { uploadFileStoreFor } from './uploads/file-store';
import { registerUploadRoutes } from './uploads/routes';

export interface OnboardingDeps {
  /** Defaults to PDOK's Locatieserver at PDOK_LOCATIESERVER_URL. */
  addressLookup?: AddressLookup;
  /** The embedded database: uploads are kept under DATA_DIR, else in the database. */
  embedded: boolean;
  logged: FailureLogging;
}

/**
 * Onboarding: becoming an investor. The risk questionnaires, countries, the address lookup,
 * uploaded documents and the investment application that claims them.
 */
export async function registerOnboarding(
  app: ZodApp,
  ctx: AppContext,
  deps: OnboardingDeps,
): Promise<void> {
  const { config } = ctx;
  registerCountryRoutes(app);
  registerQuestionnaireRoutes(app, ctx);
  const lookup =
    deps.addressLookup ?? new PdokLocatieserver({ baseUrl: config.pdokLocatieserverUrl });
  registerPostcodeRoutes(app, ctx, deps.logged(lookup, 'pdok'));
  const uploadFiles = uploadFileStoreFor(ctx.db, deps.embedded, config.dataDir);
  await registerUploadRoutes(app, ctx, uploadFiles);
  scheduleUploadCleanup(app, ctx, uploadFiles);
  registerInvestmentApplicationRoutes(app, ctx);
}
