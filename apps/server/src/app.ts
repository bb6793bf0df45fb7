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
import { type FailureLogging, loggingFailures } from './http/provider-failure-log';
import { MailOutbox, type OutboxSettings } from './mail/outbox';
import { registerAdministration } from './contexts/administration';
import {
  createCalculationPool,
  registerCalculation,
  type CalculationRunner,
} from './contexts/calculation';
import {
  impersonationGateFor,
  OneTimeTokenService,
  RateLimiter,
  registerIdentity,
  registerImpersonationAudit,
  SessionService,
  sessionStoreFor,
} from './contexts/identity';
import {
  contractChangeEvents,
  failedCollectionEvents,
  registerMoney,
  sellOrderEvents,
  type MoneyDeps,
} from './contexts/money';
import { registerOnboarding, type OnboardingDeps } from './contexts/onboarding';
import { registerPlatform } from './contexts/platform';
import { registerPortfolio } from './contexts/portfolio';
import { registerPrivacy } from './contexts/privacy';
import { answerClientError } from './plugins/client-errors';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling } from './plugins/errors';
import { answerFrameworkError } from './plugins/framework-errors';
import { httpTimeouts } from './plugins/http-timeouts';
import { registerJsonBodies } from './plugins/json-bodies';
import { AnswerCache, answerCacheLimits, registerKeptAnswers } from './plugins/kept-answers';
import { registerLoginByDefault } from './plugins/login-by-default';
import { registerMaintenanceMode } from './plugins/maintenance';
import { registerNoStoreForApi } from './plugins/no-store';
import { registerRequestTurns } from './plugins/request-turns';
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
  /** Outside services a test replaces; each defaults as its context says (MoneyDeps, …). */
  mandateProvider?: MoneyDeps['mandateProvider'];
  paymentProvider?: MoneyDeps['paymentProvider'];
  addressLookup?: OnboardingDeps['addressLookup'];
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
    /** This process's kept answers (plugins/kept-answers): tests read its hits and misses. */
    keptAnswers: AnswerCache;
  }
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
  const impersonations = await impersonationGateFor(deps.db, clock, deps.embedded ?? null);
  const ctx: AppContext = {
    config,
    db: deps.db,
    clock,
    hasher: deps.passwordHasher ?? new PasswordHasher(deps.passwordHashing ?? OWASP_ARGON2ID),
    sessions,
    impersonations: impersonations.gate,
    oneTimeTokens: new OneTimeTokenService(clock),
    limiter: new RateLimiter(deps.db, clock, { soleOwner: Boolean(deps.embedded) }),
    mailOutbox,
    mailContext: {
      productName: BRAND_PRODUCT_NAMES[config.brandLabel],
      publicUrl: config.publicUrl,
    },
    background,
    calculations,
    answers: new AnswerCache(answerCacheLimits(config.answerCacheMb)),
  };
  app.decorate('backgroundTasks', background);
  app.decorate('mailOutbox', mailOutbox);
  app.decorate('rateLimiter', ctx.limiter);
  app.decorate('keptAnswers', ctx.answers);
  app.decorateRequest('auth', null);
  app.addHook('onClose', async () => {
    if (app.hasDecorator('jobs')) await app.jobs.stop();
    await mailOutbox.stop();
    await background.idle();
    await impersonations.stop();
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
  // First: on the embedded database every /api request waits for its own turn of the loop.
  if (deps.embedded) registerRequestTurns(app);
  // Before any route: every /api route needs a session unless PUBLIC_API_ROUTES names it.
  registerLoginByDefault(app, ctx, { extraPublicRoutes: deps.extraPublicRoutes ?? [] });
  // Right after: a kept answer is sent before any scope's own reads (plugins/kept-answers).
  registerKeptAnswers(app, ctx);
  // Every request of an impersonation, answered, into its audit log.
  registerImpersonationAudit(app, ctx);
  await app.register(cookie);
  await registerCompression(app);
  registerSecurityHeaders(app, headers);
  registerNoStoreForApi(app);
  registerMaintenanceMode(app, config.maintenanceMode);
  registerOriginCheck(app, config.publicUrl);
  await registerOpenApi(app);

  // Every outside call that fails is logged once, with the service, the call and the cause.
  const secrets = [config.mollie?.apiKey, config.twikey?.apiKey, config.twikey?.websiteKey].filter(
    (secret): secret is string => secret !== undefined,
  );
  const logged: FailureLogging = (adapter, provider) =>
    loggingFailures(adapter, { provider, secrets }, app.log);
  const embedded = Boolean(deps.embedded);

  // The contexts, each through its index.ts (docs/ARCHITECTURE.md, "Server contexts").
  registerPlatform(app, ctx);
  registerIdentity(app, ctx);
  // The history shows what money keeps without a booking (failed and reversed collections).
  await registerPortfolio(app, ctx, {
    contractEventSources: [failedCollectionEvents, sellOrderEvents, contractChangeEvents],
  });
  registerCalculation(app, ctx);
  await registerOnboarding(app, ctx, { addressLookup: deps.addressLookup, embedded, logged });
  await registerMoney(app, ctx, {
    mandateProvider: deps.mandateProvider,
    paymentProvider: deps.paymentProvider,
    embedded,
    logged,
  });
  registerPrivacy(app, ctx, { embedded });
  registerAdministration(app, ctx);

  if (appShell) await registerStaticWeb(app, config.webDist, config.brandLabel, appShell);
  return app;
}
