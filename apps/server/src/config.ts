import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandLabel } from '@bp/api-schema';
import { FOUNDATION_CONTACT } from '@bp/domain';
import type { DatabaseTarget } from './db/client';
import {
  DEFAULT_ANSWER_CACHE_MB,
  DEFAULT_CALCULATION_QUEUE,
  DEFAULT_CONNECTION_TIMEOUT_SECONDS,
  DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS,
  DEFAULT_REQUEST_TIMEOUT_SECONDS,
  DEFAULT_SDIL_INTEREST_RATE,
  DEFAULT_SESSION_MAX_HOURS,
  DEMO_FOUNDATION_ACCOUNT,
  foundationAccountProblems,
  FOUNDATION_SITE,
  type LogLevel,
  JWT_SECRET_MIN_LENGTH,
  MOLLIE_DEFAULT_API_URL,
  PDOK_LOCATIESERVER_DEFAULT_URL,
  type Rule,
  TWIKEY_DEFAULT_API_URL,
} from './config/checks';
import type { MollieConfig, TwikeyConfig } from './config/provider-configs';
import { type RuleName, type RuleValue, rules } from './config/rules';

// Environment -> typed configuration: one zod rule per variable (config/*-rules.ts, the source
// of docs/CONFIGURATION.md), every problem reported at once, a secret never echoed.

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  /** Seed the demo accounts into an empty database; Large (SEED_DEMO=groot): 5.000 more, once. */
  seedDemo: boolean;
  seedDemoLarge: boolean;
  /** Null: generate one on first start and keep it in DATA_DIR (development only). */
  jwtSecret: string | null;
  sessionTtlMinutes: number;
  /** Hours from login after which a session is no longer renewed: the user logs in again. */
  sessionMaxHours: number;
  /** Origin (and optional path) the portal is reached at, without a trailing slash. */
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  maintenanceMode: boolean;
  environment: string;
  brandLabel: BrandLabel;
  errorReportingDsn: string | null;
  contactUrl: string;
  /** The address /contact names for questions by e-mail: a mailbox somebody reads. */
  contactEmail: string;
  /** The postal address /contact names, one line per entry. */
  contactPostalAddress: string[];
  privacyUrl: string;
  disclaimerUrl: string;
  annualReportsUrl: string;
  /** Folder with the built web app; nothing is served when it does not exist. */
  webDist: string;
  /**
   * Which proxies in front of us may name the client in X-Forwarded-For: false (none), a number
   * of hops, or the proxies' addresses and CIDR ranges. Fastify's `trustProxy` takes each form.
   */
  trustProxy: TrustProxy;
  logLevel: LogLevel;
  /** Yearly effective interest rate of an SDIL payout (lijfrente uitkeren), e.g. "0.025". */
  sdilInterestRate: string;
  /** A request (headers and body) must have arrived within this time, or it gets a 408. */
  requestTimeoutSeconds: number;
  /** A connection on which nothing moves this long is closed (while a request is handled too). */
  connectionTimeoutSeconds: number;
  /** An idle keep-alive connection is closed after this; longer than a proxy's idle timeout. */
  keepAliveTimeoutSeconds: number;
  /** Worker threads that run the calculation engine; by default one per core. */
  calculationWorkers: number;
  /** Calculations that may wait for a worker; one more is refused with 429. */
  calculationQueue: number;
  /** iDEAL through Mollie; null: the sandbox provider takes payments. */
  mollie: MollieConfig | null;
  /** SEPA mandates through Twikey; null: the sandbox provider takes mandates. */
  twikey: TwikeyConfig | null;
  /**
   * May the sandbox providers stand in for a missing key? On a developer's embedded database, yes;
   * with DATABASE_URL or in production only with ALLOW_SANDBOX_PROVIDERS=1, else the start fails.
   */
  sandboxProvidersAllowed: boolean;
  /** Run the jobs (monthly collection, purchase of units) on the in-process daily schedule. */
  scheduledJobs: boolean;
  /** Server processes on the one port (node:cluster); more than 1 only on PostgreSQL. */
  workers: number;
  /** Megabytes of serialized page answers kept in each process (plugins/kept-answers); 0: none. */
  answerCacheMb: number;
  /**
   * AES-256 key for data at rest (uploads; later BSN and ID numbers). Null: generate one on
   * first start and keep it in DATA_DIR (outside production only).
   */
  dataEncryptionKey: Buffer | null;
  /** Base of PDOK's Locatieserver (its `/free` search answers the postcode lookup). */
  pdokLocatieserverUrl: string;
  /** The foundation's account the payouts leave from (the debtor of pain.001). */
  foundationAccount: { name: string; iban: string; bic: string };
}

export type TrustProxy = false | number | string[];

/** A configuration with its secrets resolved: what buildApp needs. */
export type AppConfig = Config & { jwtSecret: string; dataEncryptionKey: Buffer };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      [
        'Ongeldige configuratie / Invalid configuration:',
        ...problems.map((problem) => `  - ${problem}`),
      ].join('\n'),
    );
    this.name = 'ConfigError';
  }
}

export {
  LOG_LEVELS,
  type LogLevel,
  DEFAULT_CALCULATION_QUEUE,
  DEFAULT_CONNECTION_TIMEOUT_SECONDS,
  DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS,
  DEFAULT_REQUEST_TIMEOUT_SECONDS,
  DEFAULT_SDIL_INTEREST_RATE,
  DEFAULT_SESSION_MAX_HOURS,
  JWT_SECRET_MIN_LENGTH,
  MOLLIE_DEFAULT_API_URL,
  PDOK_LOCATIESERVER_DEFAULT_URL,
  TWIKEY_DEFAULT_API_URL,
  usesHttps,
  sandboxInUse,
} from './config/checks';
export { configVariableDocs, type ConfigVariableDoc } from './config/rules';
export type { MollieConfig, TwikeyConfig } from './config/provider-configs';

type Env = Record<string, string | undefined>;

// From src/config.ts and the bundle's dist/main.js alike (both two folders below apps/).
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Reads the environment into a typed configuration. Every bad variable is reported at once, by
 * name, in Dutch and English; the caller prints the message and exits non-zero.
 */
export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];

  function read<K extends RuleName>(name: K): RuleValue<K> | undefined {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return undefined;
    const rule: Rule<RuleValue<K>> = rules[name] as unknown as Rule<RuleValue<K>>;
    const result = rule.schema.safeParse(raw);
    if (result.success) return result.data;
    const shown = rule.secret ? '' : ` (nu / now: "${raw}")`;
    problems.push(`${name} ${rule.expected}${shown}`);
    return undefined;
  }

  const production = env.NODE_ENV === 'production';
  const port = read('PORT') ?? 3000;
  const database = read('DATABASE_URL');
  const dataDir = path.resolve(cwd, read('DATA_DIR') ?? './data');
  const target: DatabaseTarget = database ?? {
    kind: 'pglite',
    dataDir: path.join(dataDir, 'pglite'),
  };
  const jwtSecret = read('JWT_SECRET') ?? null;
  const seedFlag = read('SEED_DEMO');
  // A server on a database of its own (DATABASE_URL) may be a real deployment, even without
  // NODE_ENV: simulated payments there must be asked for by name.
  const sandboxNeedsPermission = production || Boolean(env.DATABASE_URL?.trim());
  const permissionReason = production ? 'NODE_ENV=production' : 'DATABASE_URL';

  const config: Config = {
    port,
    host: read('HOST') ?? '0.0.0.0',
    dataDir,
    database: target,
    // Only the embedded database seeds by default: a real server must opt in to demo accounts.
    seedDemo: seedFlag === undefined ? target.kind === 'pglite' : seedFlag !== '0',
    seedDemoLarge: seedFlag === 'groot',
    jwtSecret,
    sessionTtlMinutes: read('SESSION_TTL_MINUTES') ?? 30,
    sessionMaxHours: read('SESSION_MAX_HOURS') ?? DEFAULT_SESSION_MAX_HOURS,
    publicUrl: (read('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: read('SMTP_URL') ?? null,
    mailFrom: read('MAIL_FROM') ?? 'Beleggersportaal <no-reply@stichting-beleggersportaal.nl>',
    maintenanceMode: read('MAINTENANCE_MODE') ?? false,
    environment: read('APP_ENVIRONMENT') ?? 'Ontwikkeling',
    brandLabel: read('BRAND_LABEL') ?? 'vastgoed',
    errorReportingDsn: read('ERROR_REPORTING_DSN') ?? null,
    contactUrl: read('CONTACT_URL') ?? `${FOUNDATION_SITE}/contact`,
    contactEmail: read('CONTACT_EMAIL') ?? FOUNDATION_CONTACT.email,
    contactPostalAddress: read('CONTACT_POSTAL_ADDRESS') ?? [...FOUNDATION_CONTACT.postalAddress],
    privacyUrl: read('PRIVACY_URL') ?? `${FOUNDATION_SITE}/privacy-en-cookieverklaring`,
    disclaimerUrl: read('DISCLAIMER_URL') ?? `${FOUNDATION_SITE}/disclaimer`,
    annualReportsUrl: read('ANNUAL_REPORTS_URL') ?? `${FOUNDATION_SITE}/jaarverslagen`,
    webDist: path.resolve(cwd, read('WEB_DIST') ?? DEFAULT_WEB_DIST),
    trustProxy: read('TRUST_PROXY') ?? false,
    logLevel: read('LOG_LEVEL') ?? 'info',
    sdilInterestRate: read('SDIL_INTEREST_RATE') ?? DEFAULT_SDIL_INTEREST_RATE,
    requestTimeoutSeconds: read('REQUEST_TIMEOUT_SECONDS') ?? DEFAULT_REQUEST_TIMEOUT_SECONDS,
    connectionTimeoutSeconds:
      read('CONNECTION_TIMEOUT_SECONDS') ?? DEFAULT_CONNECTION_TIMEOUT_SECONDS,
    keepAliveTimeoutSeconds:
      read('KEEP_ALIVE_TIMEOUT_SECONDS') ?? DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS,
    calculationWorkers: read('CALCULATION_WORKERS') ?? availableParallelism(),
    calculationQueue: read('CALCULATION_QUEUE') ?? DEFAULT_CALCULATION_QUEUE,
    mollie: readMollie(),
    twikey: readTwikey(),
    sandboxProvidersAllowed: !sandboxNeedsPermission || (read('ALLOW_SANDBOX_PROVIDERS') ?? false),
    // On unless switched off; tests and an instance that should leave the jobs to others say 0.
    scheduledJobs: read('SCHEDULED_JOBS') ?? true,
    workers: read('WORKERS') ?? 1,
    answerCacheMb: read('ANSWER_CACHE_MB') ?? DEFAULT_ANSWER_CACHE_MB,
    dataEncryptionKey: read('DATA_ENCRYPTION_KEY') ?? null,
    pdokLocatieserverUrl: (
      read('PDOK_LOCATIESERVER_URL') ?? PDOK_LOCATIESERVER_DEFAULT_URL
    ).replace(/\/+$/, ''),
    foundationAccount: {
      name: read('FOUNDATION_ACCOUNT_NAME') ?? FOUNDATION_CONTACT.name,
      iban: read('FOUNDATION_ACCOUNT_IBAN') ?? DEMO_FOUNDATION_ACCOUNT.iban,
      bic: read('FOUNDATION_ACCOUNT_BIC') ?? DEMO_FOUNDATION_ACCOUNT.bic,
    },
  };

  function readMollie(): MollieConfig | null {
    const apiKey = read('MOLLIE_API_KEY');
    const apiUrl = read('MOLLIE_API_URL') ?? MOLLIE_DEFAULT_API_URL;
    return apiKey === undefined ? null : { apiKey, apiUrl };
  }

  function readTwikey(): TwikeyConfig | null {
    const apiKey = read('TWIKEY_API_KEY');
    const templateId = read('TWIKEY_TEMPLATE_ID');
    const websiteKey = read('TWIKEY_WEBSITE_KEY');
    const apiUrl = (read('TWIKEY_API_URL') ?? TWIKEY_DEFAULT_API_URL).replace(/\/+$/, '');
    if (apiKey === undefined) return null;
    for (const [name, value] of [
      ['TWIKEY_TEMPLATE_ID', templateId],
      ['TWIKEY_WEBSITE_KEY', websiteKey],
    ] as const) {
      if (value === undefined && !env[name]?.trim()) {
        problems.push(
          `${name} is verplicht met TWIKEY_API_KEY / ${name} is required with TWIKEY_API_KEY`,
        );
      }
    }
    if (templateId === undefined || websiteKey === undefined) return null;
    return { apiKey, templateId, websiteKey, apiUrl };
  }

  // Several instances (PostgreSQL) or a real deployment must share one configured secret.
  const sharedSecretNeeded = target.kind === 'postgres' || production;
  if (sharedSecretNeeded && !env.JWT_SECRET?.trim()) {
    problems.push(
      `JWT_SECRET is verplicht met DATABASE_URL of NODE_ENV=production (minstens ${JWT_SECRET_MIN_LENGTH} tekens) / JWT_SECRET is required with DATABASE_URL or NODE_ENV=production (at least ${JWT_SECRET_MIN_LENGTH} characters)`,
    );
  }

  // A generated key lives on one machine's disk: a real deployment must keep its own, since
  // losing it loses every document encrypted with it.
  if (production && !env.DATA_ENCRYPTION_KEY?.trim()) {
    problems.push(
      'DATA_ENCRYPTION_KEY is verplicht met NODE_ENV=production (32 bytes, hex of base64; bewaar hem buiten de database, want zonder deze sleutel zijn de versleutelde documenten onleesbaar) / DATA_ENCRYPTION_KEY is required with NODE_ENV=production (32 bytes, hex or base64; keep it outside the database, since without it the encrypted documents cannot be read)',
    );
  }

  if (production) problems.push(...foundationAccountProblems(env));

  // The embedded database belongs to one process (its data-folder lock keeps any other out).
  if (config.workers > 1 && target.kind === 'pglite') {
    problems.push(
      'WORKERS groter dan 1 kan alleen met DATABASE_URL (PostgreSQL): de ingebouwde database (PGlite) hoort bij één proces / WORKERS above 1 needs DATABASE_URL (PostgreSQL): the embedded database (PGlite) belongs to one process',
    );
  }

  // A real server without a provider key would take sandbox "payments": refuse to start, unless
  // it is a demo or test server that says so.
  if (!config.sandboxProvidersAllowed) {
    const missing = [
      ...(config.mollie ? [] : ['MOLLIE_API_KEY']),
      ...(config.twikey ? [] : ['TWIKEY_API_KEY']),
    ];
    if (missing.length > 0) {
      problems.push(
        `${missing.join(' en ')} ${missing.length > 1 ? 'ontbreken' : 'ontbreekt'} met ${permissionReason}: de sandbox voor betalingen en machtigingen is daar alleen toegestaan met ALLOW_SANDBOX_PROVIDERS=1 / ${missing.join(' and ')} missing with ${permissionReason}: the sandbox providers are only allowed there with ALLOW_SANDBOX_PROVIDERS=1`,
      );
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
