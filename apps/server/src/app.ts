import cookie from '@fastify/cookie';
import { BRAND_PRODUCT_NAMES } from '@bp/api-schema';
import type { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext, ZodApp } from './app-context';
import { BackgroundTasks } from './background-tasks';
import { type Clock, systemClock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './mail/mailer';
import { type ProviderName } from './http/provider-error';
import { loggingFailures, type OutsideService } from './http/provider-failure-log';
import { MailOutbox, type OutboxSettings } from './mail/outbox';
import { registerAuthRoutes } from './contexts/identity/auth/routes';
import {
  createCalculationPool,
  type CalculationRunner,
} from './contexts/calculation/calculation-pool';
import { registerCalculationRoutes } from './contexts/calculation/routes';
import { registerContractHistoryRoutes } from './contexts/portfolio/contract-history/routes';
import { registerContractReturnRoutes } from './contexts/portfolio/contract-returns/routes';
import { registerContractResources } from './contexts/portfolio/contracts/contract-scope';
import { registerContractRoutes } from './contexts/portfolio/contracts/routes';
import { registerCookieRoutes } from './contexts/identity/cookies/routes';
import { registerCountryRoutes } from './contexts/onboarding/countries/routes';
import { registerDocumentRoutes } from './contexts/portfolio/documents/routes';
import { registerFundDocumentRoutes } from './contexts/portfolio/fund-documents/routes';
import { registerFundRoutes } from './contexts/portfolio/funds/routes';
import { registerHealthRoutes } from './contexts/platform/health/routes';
import { registerInvestmentApplicationRoutes } from './contexts/onboarding/investment-applications/routes';
import { jobLockFor } from './contexts/money/jobs/job-lock';
import { JobService } from './contexts/money/jobs/job-service';
import { chooseMandateProvider } from './contexts/money/mandates/providers/choose-mandate-provider';
import type { MandateProvider } from './contexts/money/mandates/providers/mandate-provider';
import {
  registerContractMandateRoutes,
  registerMandateRoutes,
} from './contexts/money/mandates/routes';
import { sandboxMandateKeys } from './contexts/money/mandates/sandbox/sandbox-keys';
import { SandboxMandateProvider } from './contexts/money/mandates/sandbox/sandbox-mandate-provider';
import { registerSandboxMandatePages } from './contexts/money/mandates/sandbox/routes';
import { registerOfferRoutes } from './contexts/calculation/offers/routes';
import { choosePaymentProvider } from './contexts/money/payments/providers/choose-payment-provider';
import type { PaymentProvider } from './contexts/money/payments/providers/payment-provider';
import { registerPaymentRoutes } from './contexts/money/payments/routes';
import { registerSandboxIdealRoutes } from './contexts/money/payments/sandbox/routes';
import { SandboxIdealProvider } from './contexts/money/payments/sandbox/sandbox-ideal-provider';
import { OneTimeTokenService } from './contexts/identity/one-time-tokens/service';
import type { AddressLookup } from './contexts/onboarding/postcode/address-lookup';
import { PdokLocatieserver } from './contexts/onboarding/postcode/pdok-locatieserver';
import { registerPostcodeRoutes } from './contexts/onboarding/postcode/routes';
import { registerPasswordResetRoutes } from './contexts/identity/password-reset/routes';
import { registerQuestionnaireRoutes } from './contexts/onboarding/questionnaires/routes';
import { RateLimiter } from './contexts/identity/rate-limit/limiter';
import { registerRegistrationRoutes } from './contexts/identity/registration/routes';
import { registerRelationRoutes } from './contexts/identity/relations/routes';
import { registerRuntimeConfigRoutes } from './contexts/platform/runtime-config/routes';
import { registerSessionHealthRoutes } from './contexts/identity/session-health/routes';
import { registerTransactionRoutes } from './contexts/portfolio/transactions/routes';
import { scheduleUploadCleanup } from './contexts/onboarding/uploads/cleanup-schedule';
import { uploadFileStoreFor } from './contexts/onboarding/uploads/file-store';
import { registerUploadRoutes } from './contexts/onboarding/uploads/routes';
import { sessionStoreFor } from './contexts/identity/sessions/session-store';
import { SessionService } from './contexts/identity/sessions/service';
import { registerUserRoutes } from './contexts/identity/users/routes';
import { answerClientError } from './plugins/client-errors';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling } from './plugins/errors';
import { answerFrameworkError } from './plugins/framework-errors';
import { httpTimeouts } from './plugins/http-timeouts';
import { registerJsonBodies } from './plugins/json-bodies';
import { registerLoginByDefault } from './plugins/login-by-default';
import { registerMaintenanceMode } from './plugins/maintenance';
import { registerNoStoreForApi } from './plugins/no-store';
import { registerOpenApi } from './plugins/openapi';
import { registerOriginCheck } from './plugins/origin-check';
import type { PublicApiRoute } from './plugins/public-api-routes';
import { registerSafeText } from './plugins/safe-text';
import { OneLinePerRequest, withRedactedUrls } from './plugins/request-log';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { trustProxyOption } from './plugins/trust-proxy';
import { appShellFallback, registerStaticWeb, webAppAvailable } from './plugins/static-web';
import { SessionTokens } from './security/session-token';
import { OWASP_ARGON2ID, PasswordHasher, type PasswordHashingParams } from './security/passwords';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  /**
   * The PGlite client behind `db` when the database is embedded (DatabaseHandle.embedded): then
   * one process owns the data, and sessions are looked up over a named statement and cached.
   */
  embedded?: PGlite | null;
  /** Defaults to the real clock; tests move time with their own. */
  clock?: Clock;
  /** Defaults to SMTP or .eml files, per the configuration. */
  mailer?: Mailer;
  /** The outbox worker's pacing; tests shorten it. */
  outbox?: Partial<OutboxSettings>;
  /** Defaults to the OWASP argon2id policy; tests use cheaper parameters. */
  passwordHashing?: PasswordHashingParams;
  /** Defaults to argon2id with `passwordHashing`; tests may watch or hold its verifications. */
  passwordHasher?: PasswordHasher;
  logger?: FastifyServerOptions['logger'];
  /**
   * Defaults to a worker pool sized by the configuration (CALCULATION_WORKERS,
   * CALCULATION_QUEUE), started when the server listens and closed with the app. One passed in
   * belongs to the caller, who closes it.
   */
  calculations?: CalculationRunner;
  /** Defaults to Twikey when configured, else the sandbox (served by this app under /sandbox). */
  mandateProvider?: MandateProvider;
  /** Defaults to Mollie with MOLLIE_API_KEY, else the sandbox (see choosePaymentProvider). */
  paymentProvider?: PaymentProvider;
  /** Defaults to PDOK's Locatieserver at PDOK_LOCATIESERVER_URL. */
  addressLookup?: AddressLookup;
  /** Routes a test adds after buildApp and calls without a session (as if in PUBLIC_API_ROUTES). */
  extraPublicRoutes?: readonly PublicApiRoute[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail and other work started by requests; await idle() before inspecting its effects. */
    backgroundTasks: BackgroundTasks;
    /** The mail outbox: startServer starts its polling; tests drain it by hand. */
    mailOutbox: MailOutbox;
    /** The rate limiter's counters: startServer purges the old ones now and then. */
    rateLimiter: RateLimiter;
    /** The scheduled jobs: startServer starts their schedule; `npm run job` and tests run one. */
    jobs: JobService;
  }
}

/** A provider's own name ('mollie', 'twikey', 'sandbox'); a test's stand-in may name another. */
function providerNameOf(provider: { name: string }): ProviderName {
  return provider.name === 'mollie' || provider.name === 'twikey' ? provider.name : 'sandbox';
}

/** The whole HTTP server, ready for app.inject in tests or app.listen in main.ts. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const headers = await securityHeaders(config);
  const fastify = Fastify({
    logger: withRedactedUrls(deps.logger),
    logController: new OneLinePerRequest(),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    ...httpTimeouts(config),
    // What the router itself refuses (a path that cannot be decoded, an over-long parameter).
    frameworkErrors: answerFrameworkError(headers),
    // What Node's HTTP parser refuses before there is a request (timeouts, garbage, huge headers).
    clientErrorHandler: answerClientError,
  });
  const app: ZodApp = fastify.withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = deps.clock ?? systemClock;
  const mailer = deps.mailer ?? createMailer(config);
  const sessions = new SessionService(
    deps.db,
    new SessionTokens(config.jwtSecret),
    clock,
    config.sessionTtlMinutes,
    sessionStoreFor(deps.embedded ?? null, clock),
    config.sessionMaxHours,
  );
  const background = new BackgroundTasks(app.log);
  const calculations =
    deps.calculations ??
    createCalculationPool({ workers: config.calculationWorkers, queue: config.calculationQueue });
  const mailOutbox = new MailOutbox({
    db: deps.db,
    mailer,
    clock,
    log: app.log,
    background,
    soleOwner: Boolean(deps.embedded),
    ...(deps.outbox ? { settings: deps.outbox } : {}),
  });
  const ctx: AppContext = {
    config,
    db: deps.db,
    clock,
    hasher: deps.passwordHasher ?? new PasswordHasher(deps.passwordHashing ?? OWASP_ARGON2ID),
    sessions,
    oneTimeTokens: new OneTimeTokenService(clock),
    limiter: new RateLimiter(deps.db, clock, { soleOwner: Boolean(deps.embedded) }),
    mailOutbox,
    mailContext: {
      productName: BRAND_PRODUCT_NAMES[config.brandLabel],
      publicUrl: config.publicUrl,
    },
    background,
    calculations,
  };
  app.decorate('backgroundTasks', background);
  app.decorate('mailOutbox', mailOutbox);
  app.decorate('rateLimiter', ctx.limiter);
  app.decorateRequest('auth', null);
  app.addHook('onClose', async () => {
    if (app.hasDecorator('jobs')) await app.jobs.stop();
    await mailOutbox.stop();
    await background.idle();
    mailer.close();
    if (!deps.calculations) await calculations.close();
  });
  // A listening server starts its workers now, so the first visitor does not wait for them.
  app.addHook('onListen', async () => {
    calculations.start();
  });

  const serveWeb = webAppAvailable(config.webDist);
  const appShell = serveWeb ? appShellFallback(config.webDist, config.brandLabel) : null;
  registerErrorHandling(app, appShell ? { notFoundFallback: appShell } : {});
  registerJsonBodies(app);
  registerSafeText(app);
  // Before any route: every /api route needs a session unless PUBLIC_API_ROUTES names it.
  registerLoginByDefault(app, sessions, { extraPublicRoutes: deps.extraPublicRoutes ?? [] });
  await app.register(cookie);
  await registerCompression(app);
  registerSecurityHeaders(app, headers);
  registerNoStoreForApi(app);
  registerMaintenanceMode(app, config.maintenanceMode);
  registerOriginCheck(app, config.publicUrl);
  await registerOpenApi(app);

  registerHealthRoutes(app, ctx);
  registerRuntimeConfigRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerUserRoutes(app);
  registerCookieRoutes(app, ctx);
  registerSessionHealthRoutes(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
  registerRelationRoutes(app, ctx);
  registerContractRoutes(app, ctx);
  await registerContractResources(app, ctx, [
    registerContractReturnRoutes,
    registerTransactionRoutes,
    registerContractHistoryRoutes,
    registerDocumentRoutes,
    registerContractMandateRoutes,
  ]);
  registerFundRoutes(app, ctx);
  registerFundDocumentRoutes(app, ctx);
  registerCountryRoutes(app);
  registerOfferRoutes(app, ctx);
  registerCalculationRoutes(app, ctx);
  registerQuestionnaireRoutes(app, ctx);
  // Every outside call that fails is logged once, with the service, the call and the cause.
  const secrets = [config.mollie?.apiKey, config.twikey?.apiKey, config.twikey?.websiteKey].filter(
    (secret): secret is string => secret !== undefined,
  );
  const logged = <T extends object>(adapter: T, provider: OutsideService): T =>
    loggingFailures(adapter, { provider, secrets }, app.log);
  registerPostcodeRoutes(
    app,
    ctx,
    logged(
      deps.addressLookup ?? new PdokLocatieserver({ baseUrl: config.pdokLocatieserverUrl }),
      'pdok',
    ),
  );
  const uploadFiles = uploadFileStoreFor(deps.db, Boolean(deps.embedded), config.dataDir);
  await registerUploadRoutes(app, ctx, uploadFiles);
  scheduleUploadCleanup(app, ctx, uploadFiles);
  registerInvestmentApplicationRoutes(app, ctx);
  const chosenMandateProvider =
    deps.mandateProvider ??
    chooseMandateProvider(
      config,
      () =>
        new SandboxMandateProvider({
          db: deps.db,
          clock,
          keys: sandboxMandateKeys(config.jwtSecret),
          publicUrl: config.publicUrl,
          log: app.log,
        }),
    );
  const mandateProvider = logged(chosenMandateProvider, providerNameOf(chosenMandateProvider));
  await registerMandateRoutes(app, ctx, mandateProvider);
  if (mandateProvider instanceof SandboxMandateProvider) {
    await registerSandboxMandatePages(app, mandateProvider, config.publicUrl);
  }
  let sandboxIdeal: SandboxIdealProvider | null = null;
  const chosenPaymentProvider =
    deps.paymentProvider ??
    choosePaymentProvider(config, () => {
      sandboxIdeal = new SandboxIdealProvider({ db: deps.db, clock, publicUrl: config.publicUrl });
      return sandboxIdeal;
    });
  const paymentProvider = logged(chosenPaymentProvider, providerNameOf(chosenPaymentProvider));
  registerPaymentRoutes(app, ctx, paymentProvider);
  if (sandboxIdeal) registerSandboxIdealRoutes(app, ctx);
  app.decorate(
    'jobs',
    new JobService(
      {
        db: deps.db,
        clock,
        mailOutbox,
        mailContext: ctx.mailContext,
        mandateProvider,
        log: app.log,
      },
      jobLockFor(deps.db, Boolean(deps.embedded)),
    ),
  );

  if (appShell) await registerStaticWeb(app, config.webDist, config.brandLabel, appShell);
  return app;
}
