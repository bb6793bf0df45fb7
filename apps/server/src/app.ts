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
import { registerAuthRoutes } from './modules/auth/routes';
import { registerCalculationRoutes } from './modules/calculation/routes';
import { registerContractHistoryRoutes } from './modules/contract-history/routes';
import { registerContractReturnRoutes } from './modules/contract-returns/routes';
import { registerContractResources } from './modules/contracts/contract-scope';
import { registerContractRoutes } from './modules/contracts/routes';
import { registerCookieRoutes } from './modules/cookies/routes';
import { registerCountryRoutes } from './modules/countries/routes';
import { registerDocumentRoutes } from './modules/documents/routes';
import { registerFundRoutes } from './modules/funds/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerOfferRoutes } from './modules/offers/routes';
import { OneTimeTokenService } from './modules/one-time-tokens/service';
import { registerPasswordResetRoutes } from './modules/password-reset/routes';
import { registerQuestionnaireRoutes } from './modules/questionnaires/routes';
import { RateLimiter } from './modules/rate-limit/limiter';
import { registerRegistrationRoutes } from './modules/registration/routes';
import { registerRelationRoutes } from './modules/relations/routes';
import { registerRuntimeConfigRoutes } from './modules/runtime-config/routes';
import { registerSessionHealthRoutes } from './modules/session-health/routes';
import { registerTransactionRoutes } from './modules/transactions/routes';
import { sessionStoreFor } from './modules/sessions/session-store';
import { SessionService } from './modules/sessions/service';
import { registerUserRoutes } from './modules/users/routes';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling } from './plugins/errors';
import { registerJsonBodies } from './plugins/json-bodies';
import { registerMaintenanceMode } from './plugins/maintenance';
import { registerOpenApi } from './plugins/openapi';
import { registerOriginCheck } from './plugins/origin-check';
import { OneLinePerRequest } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createGuards } from './plugins/session';
import { registerStaticWeb, serveAppShell, webAppAvailable } from './plugins/static-web';
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
  /** Defaults to the OWASP argon2id policy; tests use cheaper parameters. */
  passwordHashing?: PasswordHashingParams;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail and other work started by requests; await idle() before inspecting its effects. */
    backgroundTasks: BackgroundTasks;
  }
}

/** The whole HTTP server, ready for app.inject in tests or app.listen in main.ts. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const fastify = Fastify({
    logger: deps.logger ?? false,
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
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
  );
  const background = new BackgroundTasks(app.log);
  const ctx: AppContext = {
    config,
    db: deps.db,
    clock,
    hasher: new PasswordHasher(deps.passwordHashing ?? OWASP_ARGON2ID),
    sessions,
    oneTimeTokens: new OneTimeTokenService(clock),
    limiter: new RateLimiter(deps.db, clock),
    mailer,
    mailContext: {
      productName: BRAND_PRODUCT_NAMES[config.brandLabel],
      publicUrl: config.publicUrl,
    },
    background,
    guards: createGuards(sessions),
  };
  app.decorate('backgroundTasks', background);
  app.decorateRequest('auth', null);
  app.addHook('onClose', async () => {
    await background.idle();
    mailer.close();
  });

  const serveWeb = webAppAvailable(config.webDist);
  registerErrorHandling(app, serveWeb ? { notFoundFallback: serveAppShell } : {});
  registerJsonBodies(app);
  await app.register(cookie);
  await registerCompression(app);
  await registerSecurityHeaders(app, config);
  registerMaintenanceMode(app, config.maintenanceMode);
  registerOriginCheck(app, config.publicUrl);
  await registerOpenApi(app);

  registerHealthRoutes(app, ctx);
  registerRuntimeConfigRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
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
  ]);
  registerFundRoutes(app, ctx);
  registerCountryRoutes(app, ctx);
  registerOfferRoutes(app, ctx);
  registerCalculationRoutes(app, ctx);
  registerQuestionnaireRoutes(app, ctx);

  if (serveWeb) await registerStaticWeb(app, config.webDist, config.brandLabel);
  return app;
}
