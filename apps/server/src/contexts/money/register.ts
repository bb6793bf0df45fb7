import type { AppContext, ZodApp } from '../../app-context';
import type { ProviderName } from '../../http/provider-error';
import type { FailureLogging } from '../../http/provider-failure-log';
import { registerContractResources } from '../portfolio';
import { contractChangeRoutes } from './contract-changes/routes';
import { registerAdminJobRoutes } from './jobs/admin-routes';
import { jobLockFor } from './jobs/job-lock';
import { JobService } from './jobs/job-service';
import { chooseMandateProvider } from './mandates/providers/choose-mandate-provider';
import type { MandateProvider } from './mandates/providers/mandate-provider';
import { registerContractMandateRoutes, registerMandateRoutes } from './mandates/routes';
import { registerSandboxMandatePages } from './mandates/sandbox/routes';
import { sandboxMandateKeys } from './mandates/sandbox/sandbox-keys';
import { SandboxMandateProvider } from './mandates/sandbox/sandbox-mandate-provider';
import { choosePaymentProvider } from './payments/providers/choose-payment-provider';
import type { PaymentProvider } from './payments/providers/payment-provider';
import { registerPaymentRoutes } from './payments/routes';
import { registerSandboxIdealRoutes } from './payments/sandbox/routes';
import { SandboxIdealProvider } from './payments/sandbox/sandbox-ideal-provider';
import { registerNavPublicationRoutes } from './nav-publication/routes';
import { registerDistributionRoutes } from './distributions/routes';
import { registerPayoutRoutes } from './payouts/routes';
import { registerSellOrderRoutes } from './sell-orders/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled jobs: startServer starts their schedule; `npm run job` and tests run one. */
    jobs: JobService;
  }
}

export interface MoneyDeps {
  /** Defaults to Twikey when configured, else the sandbox (served by this app under /sandbox). */
  mandateProvider?: MandateProvider;
  /** Defaults to Mollie with MOLLIE_API_KEY, else the sandbox (see choosePaymentProvider). */
  paymentProvider?: PaymentProvider;
  /** The embedded database, owned by one process: job locks are held in memory. */
  embedded: boolean;
  logged: FailureLogging;
}

/** A provider's own name ('mollie', 'twikey', 'sandbox'); a test's stand-in may name another. */
function providerNameOf(provider: { name: string }): ProviderName {
  return provider.name === 'mollie' || provider.name === 'twikey' ? provider.name : 'sandbox';
}

/**
 * Money: money coming in and going out. iDEAL payments, SEPA mandates, the monthly collections,
 * the purchase of units for received deposits, sell orders and their execution, and the
 * scheduled jobs that run them (`app.jobs`).
 */
export async function registerMoney(app: ZodApp, ctx: AppContext, deps: MoneyDeps): Promise<void> {
  const { config, db, clock } = ctx;
  const chosenMandateProvider =
    deps.mandateProvider ??
    chooseMandateProvider(
      config,
      () =>
        new SandboxMandateProvider({
          db,
          clock,
          keys: sandboxMandateKeys(config.jwtSecret),
          publicUrl: config.publicUrl,
          log: app.log,
        }),
    );
  const mandateProvider = deps.logged(chosenMandateProvider, providerNameOf(chosenMandateProvider));
  await registerContractResources(app, ctx, [
    registerContractMandateRoutes,
    registerSellOrderRoutes,
    contractChangeRoutes(mandateProvider),
  ]);
  await registerMandateRoutes(app, ctx, mandateProvider);
  if (mandateProvider instanceof SandboxMandateProvider) {
    await registerSandboxMandatePages(app, mandateProvider, config.publicUrl);
  }
  let sandboxIdeal: SandboxIdealProvider | null = null;
  const chosenPaymentProvider =
    deps.paymentProvider ??
    choosePaymentProvider(config, () => {
      sandboxIdeal = new SandboxIdealProvider({ db, clock, publicUrl: config.publicUrl });
      return sandboxIdeal;
    });
  const paymentProvider = deps.logged(chosenPaymentProvider, providerNameOf(chosenPaymentProvider));
  registerPaymentRoutes(app, ctx, paymentProvider);
  if (sandboxIdeal) registerSandboxIdealRoutes(app, ctx);
  const jobDeps = { db, clock, mailOutbox: ctx.mailOutbox, mailContext: ctx.mailContext };
  registerPayoutRoutes(app, ctx);
  registerDistributionRoutes(app, ctx);
  const jobs = new JobService(
    { ...jobDeps, mandateProvider, log: app.log },
    jobLockFor(db, deps.embedded),
  );
  app.decorate('jobs', jobs);
  registerAdminJobRoutes(app, ctx, jobs);
  registerNavPublicationRoutes(app, ctx, jobs);
}
