import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BackgroundTasks } from './background-tasks';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { MailOutbox } from './mail/outbox';
import type { MailContext } from './mail/templates';
import type { CalculationRunner } from './contexts/calculation';
import type { OneTimeTokenService } from './contexts/identity';
import type { RateLimiter } from './contexts/identity';
import type { ImpersonationGate, SessionService } from './contexts/identity';
import type { AnswerCache } from './plugins/kept-answers';
import type { PasswordHasher } from './security/passwords';

/** The Fastify instance with zod schemas as its type provider. */
export type ZodApp = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Everything route modules need, built once per app instance. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: SessionService;
  /** Whom a request of an administrator's session acts as while an impersonation runs. */
  impersonations: ImpersonationGate;
  oneTimeTokens: OneTimeTokenService;
  limiter: RateLimiter;
  /** Every mail goes through it: enqueue(tx, mail) in the action's transaction, wake() after. */
  mailOutbox: MailOutbox;
  mailContext: MailContext;
  background: BackgroundTasks;
  /** Runs the calculation engine off the event loop (worker threads, bounded queue). */
  calculations: CalculationRunner;
  /** This process's serialized investor answers, each valid at one stamp (plugins/kept-answers). */
  answers: AnswerCache;
}
