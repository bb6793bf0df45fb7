import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { CalculationRunner } from '../contexts/calculation';
import type { PaymentProvider } from '../contexts/money';
import type { PasswordHasher } from '../security/passwords';
import { ManualClock } from './clock';
import type { DatabaseKind, TestDatabase } from './databases';
import { TEST_HASHING } from './hashing';
import { RecordingMailer } from './recording-mailer';

export { TEST_HASHING } from './hashing';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** The tests' fixed AES-256 key (32 bytes), so a test can decrypt what the app stored. */
export const TEST_DATA_ENCRYPTION_KEY = Buffer.from('bp-test-data-encryption-key-32b!', 'utf8');

/** A new folder inside the test run's scratch folder, which global setup removes at the end. */
export async function temporaryDir(prefix = 'dir-'): Promise<string> {
  return mkdtemp(path.join(inject('scratchRoot'), prefix));
}

/** A configuration parsed by the real loader, from a test environment plus overrides. */
export function testConfig(
  env: Record<string, string> = {},
  dataDir = inject('scratchRoot'),
): AppConfig {
  const config = loadConfig({
    DATABASE_URL: 'memory://',
    // DATABASE_URL is set: the sandbox providers must be asked for (tests use them on purpose).
    ALLOW_SANDBOX_PROVIDERS: '1',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-app-here'),
    // One worker thread per test app: test files run side by side on a few cores.
    CALCULATION_WORKERS: '1',
    // Tests run a job when they mean to (app.jobs.run), never on the clock.
    SCHEDULED_JOBS: '0',
    ...env,
  });
  return {
    ...config,
    jwtSecret: config.jwtSecret ?? TEST_JWT_SECRET,
    dataEncryptionKey: config.dataEncryptionKey ?? TEST_DATA_ENCRYPTION_KEY,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  mailer: RecordingMailer;
  config: AppConfig;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Seed the demo accounts (default true). */
  seed?: boolean;
  /** Another mailer than the recording one (e.g. real SMTP through the config). */
  mailer?: Mailer | 'from-config';
  dataDir?: string;
  /** Another password hasher than argon2id with TEST_HASHING (e.g. one that holds verifying). */
  hasher?: PasswordHasher;
  /** Extra routes for a test (e.g. one that fails), added before the app is ready. */
  extraRoutes?: (app: FastifyInstance) => void;
  /** Those of the extra /api routes the test calls without a session (login by default). */
  extraPublicRoutes?: AppDeps['extraPublicRoutes'];
  /** Another place to run calculations than the app's own worker pool; the test closes it. */
  calculations?: CalculationRunner;
  /** Another payment provider than the configured one (e.g. one that fails). */
  paymentProvider?: PaymentProvider;
  /** The app's logger (e.g. `{ level: 'info', stream }` of test/log-lines.ts); none by default. */
  logger?: AppDeps['logger'];
}

/** buildApp on a fresh database of the given kind, with a manual clock and cheap hashing. */
export async function createTestApp(
  kind: DatabaseKind,
  options: TestAppOptions = {},
): Promise<TestApp> {
  // Seeded: a copy of the template global-setup.ts seeded with this same clock and hashing.
  const database: TestDatabase = await kind.create({ seeded: options.seed ?? true });
  const clock = new ManualClock();
  const recording = new RecordingMailer();
  const config = testConfig(options.env, options.dataDir);
  const db = database.handle.db;
  const app = await buildApp({
    config,
    db,
    embedded: database.handle.embedded,
    clock,
    passwordHashing: TEST_HASHING,
    ...(options.hasher ? { passwordHasher: options.hasher } : {}),
    mailer: options.mailer === 'from-config' ? undefined : (options.mailer ?? recording),
    calculations: options.calculations,
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.extraPublicRoutes ? { extraPublicRoutes: options.extraPublicRoutes } : {}),
  });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    db,
    clock,
    mailer: recording,
    config,
    database,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

let addressCounter = 0;
/** A different client IP per call, so per-IP rate limits of one test do not hit the next. */
export function freshIp(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export function cookieFrom(response: LightMyRequestResponse, name = 'token') {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** Logs in and returns the Cookie header value that carries the session. */
export async function logIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: freshIp(),
  });
  const token = cookieFrom(response);
  if (response.statusCode !== 200 || !token) {
    throw new Error(`login failed for ${email}: ${response.statusCode} ${response.body}`);
  }
  return `token=${token.value}`;
}

export const BELEGGER = { email: 'belegger@example.com', password: 'Belegger-demo-2026' };
export const NIEUW = { email: 'nieuw@example.com', password: 'Nieuw-demo-2026' };
export const ADMIN = { email: 'admin@example.com', password: 'Admin-demo-2026' };
/** The second administrator: approves what the first proposed (four eyes). */
export const ADMIN2 = { email: 'admin2@example.com', password: 'Admin2-demo-2026' };
