import { availableParallelism } from 'node:os';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandLabelSchema, type BrandLabel } from '@bp/api-schema';
import { FOUNDATION_CONTACT } from '@bp/domain';
import { z } from 'zod';
import type { DatabaseTarget } from './db/client';
import { parseEncryptionKey } from './security/encryption';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  /** Seed the demo accounts into an empty database. */
  seedDemo: boolean;
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
   * May the sandbox providers stand in for a missing key? On a developer's embedded database,
   * yes; with DATABASE_URL or in production only with ALLOW_SANDBOX_PROVIDERS=1 (a demo or test
   * server that says so), else the start is refused.
   */
  sandboxProvidersAllowed: boolean;
  /** Run the jobs (monthly collection, purchase of units) on the in-process daily schedule. */
  scheduledJobs: boolean;
  /**
   * AES-256 key for data at rest (uploads; later BSN and ID numbers). Null: generate one on
   * first start and keep it in DATA_DIR (outside production only).
   */
  dataEncryptionKey: Buffer | null;
  /** Base of PDOK's Locatieserver (its `/free` search answers the postcode lookup). */
  pdokLocatieserverUrl: string;
}

export interface MollieConfig {
  apiKey: string;
  /** Root of Mollie's v2 API, https only (the client sends through an https agent). */
  apiUrl: string;
}

export interface TwikeyConfig {
  apiKey: string;
  /** The contract template (`ct`) for the monthly-deposit mandate. */
  templateId: string;
  /** Signs the exit URL Twikey returns the investor to. */
  websiteKey: string;
  apiUrl: string;
}

export type TrustProxy = false | number | string[];

/** Address names proxy-addr (behind Fastify's trustProxy) understands besides IPs and CIDRs. */
const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: 0 (no proxy), a hop count (1 = the one proxy in front of us), or a comma-separated
 * list of proxy addresses. Never "trust everything": the leftmost X-Forwarded-For entry is
 * whatever the client wrote, so trusting it would let anyone pick their own IP address.
 */
const trustProxySchema: z.ZodType<TrustProxy> = z.union([
  z
    .string()
    .regex(/^\d{1,2}$/)
    .transform((hops) => (Number(hops) === 0 ? false : Number(hops))),
  z
    .string()
    .transform((list) => list.split(',').map((entry) => entry.trim()))
    .refine((entries) => entries.every(isProxyAddress)),
]);

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

const FOUNDATION_SITE = 'https://www.stichting-beleggersportaal.nl';
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const JWT_SECRET_MIN_LENGTH = 32;
/** Slow clients (slow-loris) hold a connection at most this long unless configured otherwise. */
export const DEFAULT_REQUEST_TIMEOUT_SECONDS = 30;
export const DEFAULT_CONNECTION_TIMEOUT_SECONDS = 60;
/** Above the 60 s idle timeout of common load balancers, so they never reuse a closed one. */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS = 72;
/** A working day: after this long from login, a session ends however active its user is. */
export const DEFAULT_SESSION_MAX_HOURS = 12;
/** The SDIL payout rate unless SDIL_INTEREST_RATE says otherwise: 2,5% a year. */
export const DEFAULT_SDIL_INTEREST_RATE = '0.025';
/**
 * Calculations that may wait for a worker unless CALCULATION_QUEUE says otherwise. One takes
 * 20–50 ms, so a full queue is gone in well under a second on two cores.
 */
export const DEFAULT_CALCULATION_QUEUE = 32;
export const MOLLIE_DEFAULT_API_URL = 'https://api.mollie.com/v2/';
/** Twikey's production API; its test environment is https://api.beta.twikey.com/creditor. */
export const TWIKEY_DEFAULT_API_URL = 'https://api.twikey.com/creditor';
/** PDOK's public Locatieserver (free, no key): `${url}/free?q=…` is the address search. */
export const PDOK_LOCATIESERVER_DEFAULT_URL = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1';

type Env = Record<string, string | undefined>;

/** What a shared rule (flag, seconds, httpUrl) checks; each variable adds its documentation. */
interface Check<T> {
  schema: z.ZodType<T>;
  /** Dutch / English explanation of what a valid value looks like. */
  expected: string;
  /** Secrets and URLs with credentials are never echoed back. */
  secret?: boolean;
}

/** One environment variable: its check and its documentation (docs/CONFIGURATION.md). */
interface Rule<T> extends Check<T> {
  /** What the variable does, in English (one sentence or two, Markdown). */
  description: string;
  /** The value used when the variable is unset, as the docs show it (Markdown). */
  default: string;
  /** When the start is refused without it; omitted when it is always optional. */
  requiredWhen?: string;
}

const flag: Check<boolean> = {
  schema: z.enum(['0', '1']).transform((value) => value === '1'),
  expected: 'moet 0 of 1 zijn / must be 0 or 1',
};

const seconds = (max: number): Check<number> => ({
  schema: z.coerce.number().int().min(1).max(max),
  expected: `moet een geheel aantal seconden van 1 tot ${max} zijn / must be a whole number of seconds from 1 to ${max}`,
});

const httpUrl = (what: string): Check<string> => ({
  schema: z.url({ protocol: /^https?$/ }),
  expected: `moet een http(s)-adres zijn (${what}) / must be an http(s) URL (${what})`,
});

const rules = {
  PORT: {
    description: 'HTTP port; `0` lets the system pick a free one (tests).',
    default: '`3000`',
    // 0 lets the system pick a free port (used by tests).
    schema: z.coerce.number().int().min(0).max(65535),
    expected: 'moet een poortnummer van 0 tot 65535 zijn / must be a port number from 0 to 65535',
  } satisfies Rule<number>,
  HOST: {
    schema: z.string(),
    expected: 'een hostnaam of IP-adres / a host name or IP address',
    description: 'Interface to listen on.',
    default: '`0.0.0.0`',
  },
  DATA_DIR: {
    schema: z.string(),
    expected: 'een map / a folder',
    description:
      'Folder for the embedded database (`pglite/`), uploads (`uploads/`), mail files (`mail/`) and generated secrets.',
    default: '`./data`',
  },
  DATABASE_URL: {
    description:
      '`postgres://…` runs on a PostgreSQL server instead of the embedded database; `memory://` runs on an in-memory one.',
    default: 'the embedded database under `DATA_DIR`',
    schema: z
      .string()
      .regex(/^(postgres(ql)?:\/\/.+|memory:\/\/)$/)
      .transform((url): DatabaseTarget =>
        url === 'memory://' ? { kind: 'pglite', dataDir: 'memory://' } : { kind: 'postgres', url },
      ),
    expected:
      'moet met postgres:// of postgresql:// beginnen (of memory:// zijn) / must start with postgres:// or postgresql:// (or be memory://)',
    secret: true,
  } satisfies Rule<DatabaseTarget>,
  SEED_DEMO: {
    ...flag,
    description: '`1` seeds the demo accounts into an empty database.',
    default: '`1` on the embedded database (also `memory://`), `0` on PostgreSQL',
  },
  JWT_SECRET: {
    description: 'Session signing key, at least 32 characters.',
    default: 'generated into `DATA_DIR/jwt-secret`',
    requiredWhen: 'with a PostgreSQL `DATABASE_URL` or `NODE_ENV=production`',
    schema: z.string().min(JWT_SECRET_MIN_LENGTH),
    expected: `moet minstens ${JWT_SECRET_MIN_LENGTH} tekens lang zijn / must be at least ${JWT_SECRET_MIN_LENGTH} characters long`,
    secret: true,
  } satisfies Rule<string>,
  SESSION_TTL_MINUTES: {
    description:
      'Session length (2–1440 minutes); the health check renews a session past half its life.',
    default: '`30`',
    schema: z.coerce
      .number()
      .int()
      .min(2)
      .max(24 * 60),
    expected:
      'moet een geheel aantal minuten van 2 tot 1440 zijn / must be a whole number of minutes from 2 to 1440',
  } satisfies Rule<number>,
  SESSION_MAX_HOURS: {
    description: 'Absolute session lifetime from login (1–168 hours); then the user logs in again.',
    default: '`12`',
    schema: z.coerce.number().int().min(1).max(168),
    expected:
      'moet een geheel aantal uren van 1 tot 168 zijn / must be a whole number of hours from 1 to 168',
  } satisfies Rule<number>,
  PUBLIC_URL: {
    ...httpUrl('bijvoorbeeld / for example https://portaal.example.nl'),
    description:
      "The portal's public address: links in mails, the allowed `Origin`, `Secure` cookies when https.",
    default: '`http://localhost:$PORT`',
  },
  SMTP_URL: {
    description:
      '`smtp://user:pass@host:587` sends mail; without it mails are written as `.eml` files to `DATA_DIR/mail`.',
    default: '—',
    schema: z.url({ protocol: /^smtps?$/ }),
    expected: 'moet een smtp://- of smtps://-adres zijn / must be an smtp:// or smtps:// URL',
    secret: true,
  } satisfies Rule<string>,
  MAIL_FROM: {
    schema: z.string().min(3),
    expected: 'een afzender / a sender address',
    description: 'Sender of the mails.',
    default: '`Beleggersportaal <no-reply@stichting-beleggersportaal.nl>`',
  },
  MAINTENANCE_MODE: {
    ...flag,
    description: '`1`: every `/api` call answers 503 and the app shows the maintenance page.',
    default: '`0`',
  },
  APP_ENVIRONMENT: {
    description: 'Environment name shown on `/test`; `Test` turns on error reporting.',
    default: '`Ontwikkeling`',
    schema: z.string().trim().min(1).max(40),
    expected: 'een naam van 1 tot 40 tekens / a name of 1 to 40 characters',
  } satisfies Rule<string>,
  BRAND_LABEL: {
    description: 'Brand: `vastgoed` (new menu) or `lijfrente` (older annuity menu).',
    default: '`vastgoed`',
    schema: brandLabelSchema,
    expected: `moet een van ${brandLabelSchema.options.join(', ')} zijn / must be one of ${brandLabelSchema.options.join(', ')}`,
  } satisfies Rule<BrandLabel>,
  ERROR_REPORTING_DSN: {
    ...httpUrl('DSN'),
    secret: true,
    description: 'Sentry DSN for browser error reporting.',
    default: '—',
  },
  CONTACT_URL: {
    ...httpUrl('contact'),
    description: 'External contact link in header, footer and menu.',
    default: "the foundation's site (`/contact`)",
  },
  CONTACT_EMAIL: {
    description: 'The e-mail address `/contact` names: a mailbox somebody reads.',
    default: '`info@stichting-beleggersportaal.nl`',
    schema: z.email(),
    expected:
      'moet een e-mailadres zijn (bijvoorbeeld info@stichting-beleggersportaal.nl) / must be an e-mail address (for example info@stichting-beleggersportaal.nl)',
  } satisfies Rule<string>,
  CONTACT_POSTAL_ADDRESS: {
    description: 'The postal address `/contact` names, 2–4 lines separated by commas.',
    default: '`Postbus 75123, 1070 AC Amsterdam`',
    // Lines separated by commas, as an address is written on one line: "Postbus 75123, 1070 AC Amsterdam".
    schema: z
      .string()
      .transform((text) => text.split(',').map((line) => line.trim()))
      .refine(
        (lines) =>
          lines.length >= 2 &&
          lines.length <= 4 &&
          lines.every((line) => line.length > 0 && line.length <= 80),
      ),
    expected:
      'moet een postadres van 2 tot 4 regels zijn, gescheiden door komma\'s (bijvoorbeeld "Postbus 75123, 1070 AC Amsterdam") / must be a postal address of 2 to 4 lines separated by commas (for example "Postbus 75123, 1070 AC Amsterdam")',
  } satisfies Rule<string[]>,
  PRIVACY_URL: {
    ...httpUrl('privacy'),
    description: 'External link to the privacy statement.',
    default: "the foundation's site",
  },
  DISCLAIMER_URL: {
    ...httpUrl('disclaimer'),
    description: 'External link to the disclaimer.',
    default: "the foundation's site",
  },
  ANNUAL_REPORTS_URL: {
    ...httpUrl('jaarverslagen / annual reports'),
    description: 'External link to the annual reports (menu item Jaarverslagen).',
    default: "the foundation's site",
  },
  WEB_DIST: {
    schema: z.string(),
    expected: 'een map / a folder',
    description: 'Folder with the built web app; nothing is served when it does not exist.',
    default: '`apps/web/dist`',
  },
  TRUST_PROXY: {
    description:
      'Proxy hops (`1`) or proxy addresses/CIDRs (`10.0.0.0/8,127.0.0.1`, `loopback`); the client IP is what they append to `X-Forwarded-For`. `0`: no proxy.',
    default: '`0`',
    schema: trustProxySchema,
    expected:
      'moet 0, een aantal proxy-hops (1 tot 99) of een kommalijst van proxy-adressen/CIDR-reeksen zijn (bijvoorbeeld 1 of 10.0.0.0/8,127.0.0.1) / must be 0, a number of proxy hops (1 to 99) or a comma-separated list of proxy addresses/CIDR ranges (for example 1 or 10.0.0.0/8,127.0.0.1)',
  } satisfies Rule<TrustProxy>,
  LOG_LEVEL: {
    description: 'pino log level.',
    default: '`info`',
    schema: z.enum(LOG_LEVELS),
    expected: `moet een van ${LOG_LEVELS.join(', ')} zijn / must be one of ${LOG_LEVELS.join(', ')}`,
  } satisfies Rule<LogLevel>,
  SDIL_INTEREST_RATE: {
    description: "Yearly rate of an SDIL payout (fraction, 0–0.15), also SUL's indicative payout.",
    default: '`0.025`',
    // A fraction with at most six decimals, up to the engine's maximum of 15%.
    schema: z
      .string()
      .regex(/^0(\.\d{1,6})?$/)
      .refine((value) => Number(value) <= 0.15),
    expected:
      'moet een rente per jaar als fractie zijn, van 0 tot 0.15 (bijvoorbeeld 0.025) / must be a yearly rate as a fraction from 0 to 0.15 (for example 0.025)',
  } satisfies Rule<string>,
  REQUEST_TIMEOUT_SECONDS: {
    ...seconds(600),
    description:
      'A request (headers and body) must have arrived within this, else 408 and the connection closes (1–600).',
    default: '`30`',
  },
  CONNECTION_TIMEOUT_SECONDS: {
    ...seconds(3600),
    description: 'A connection on which nothing moves this long is closed (1–3600).',
    default: '`60`',
  },
  KEEP_ALIVE_TIMEOUT_SECONDS: {
    ...seconds(600),
    description:
      "An idle keep-alive connection is closed after this; keep it above a proxy's idle timeout (1–600).",
    default: '`72`',
  },
  CALCULATION_WORKERS: {
    description: 'Worker threads that run the calculation engine (1–64).',
    default: 'the number of cores',
    schema: z.coerce.number().int().min(1).max(64),
    expected: 'moet een geheel aantal van 1 tot 64 zijn / must be a whole number from 1 to 64',
  } satisfies Rule<number>,
  CALCULATION_QUEUE: {
    description:
      'Calculations that may wait for a worker (0–10000); one more gets 429 with `Retry-After: 1`.',
    default: '`32`',
    schema: z.coerce.number().int().min(0).max(10_000),
    expected:
      'moet een geheel aantal van 0 tot 10000 zijn / must be a whole number from 0 to 10000',
  } satisfies Rule<number>,
  MOLLIE_API_KEY: {
    description:
      '`test_…` or `live_…`: iDEAL through Mollie; without it the built-in sandbox takes payments.',
    default: '— (the sandbox)',
    requiredWhen:
      'with `DATABASE_URL` or `NODE_ENV=production`, unless `ALLOW_SANDBOX_PROVIDERS=1`',
    schema: z.string().regex(/^(test|live)_[A-Za-z0-9]{30,}$/),
    expected:
      'moet een Mollie API-sleutel zijn die met test_ of live_ begint / must be a Mollie API key starting with test_ or live_',
    secret: true,
  } satisfies Rule<string>,
  MOLLIE_API_URL: {
    description: "Another https root for Mollie's v2 API.",
    default: '`https://api.mollie.com/v2/`',
    schema: z.url({ protocol: /^https$/ }),
    expected:
      'moet een https-adres zijn (bijvoorbeeld https://api.mollie.com/v2/) / must be an https URL (for example https://api.mollie.com/v2/)',
  } satisfies Rule<string>,
  TWIKEY_API_KEY: {
    description:
      'SEPA mandates through Twikey, with `TWIKEY_TEMPLATE_ID` and `TWIKEY_WEBSITE_KEY`; without it the built-in sandbox takes mandates.',
    default: '— (the sandbox)',
    requiredWhen:
      'with `DATABASE_URL` or `NODE_ENV=production`, unless `ALLOW_SANDBOX_PROVIDERS=1`',
    schema: z.string().min(16),
    expected:
      'moet een Twikey API-sleutel van minstens 16 tekens zijn / must be a Twikey API key of at least 16 characters',
    secret: true,
  } satisfies Rule<string>,
  TWIKEY_TEMPLATE_ID: {
    description: 'The Twikey contract template (`ct`) for the monthly-deposit mandate.',
    default: '—',
    requiredWhen: 'with `TWIKEY_API_KEY`',
    schema: z.string().regex(/^\d{1,12}$/),
    expected:
      'moet het nummer van een Twikey-contractsjabloon zijn / must be the number of a Twikey contract template',
  } satisfies Rule<string>,
  TWIKEY_API_URL: {
    ...httpUrl('bijvoorbeeld / for example https://api.beta.twikey.com/creditor'),
    description:
      "Twikey's API root, e.g. `https://api.beta.twikey.com/creditor` for Twikey's test environment.",
    default: '`https://api.twikey.com/creditor`',
  },
  TWIKEY_WEBSITE_KEY: {
    description: "Twikey's website key, which signs the exit URL.",
    default: '—',
    requiredWhen: 'with `TWIKEY_API_KEY`',
    schema: z.string().min(16),
    expected:
      'moet de websitesleutel uit Twikey zijn, minstens 16 tekens / must be the website key from Twikey, at least 16 characters',
    secret: true,
  } satisfies Rule<string>,
  ALLOW_SANDBOX_PROVIDERS: {
    ...flag,
    description:
      '`1` lets a server with `DATABASE_URL` or `NODE_ENV=production` run on the sandbox providers (a demo or test server).',
    default: '`0`',
  },
  SCHEDULED_JOBS: {
    ...flag,
    description:
      '`0` switches the daily in-process job schedule off (the jobs still run by hand with `npm run job`).',
    default: '`1`',
  },
  DATA_ENCRYPTION_KEY: {
    description:
      'AES-256 key for documents at rest: 32 bytes, 64 hex digits or base64. Keep it apart from the database backups.',
    default: 'generated into `DATA_DIR/data-encryption-key`',
    requiredWhen: 'with `NODE_ENV=production`',
    schema: z.string().transform((text, ctx) => {
      const key = parseEncryptionKey(text);
      if (key === null) ctx.addIssue({ code: 'custom', message: 'not a 32-byte key' });
      return key ?? Buffer.alloc(0);
    }),
    expected:
      'moet een sleutel van 32 bytes zijn, geschreven als 64 hexadecimale tekens of in base64 (bijvoorbeeld de uitvoer van `openssl rand -base64 32`) / must be a 32-byte key written as 64 hex digits or in base64 (for example the output of `openssl rand -base64 32`)',
    secret: true,
  } satisfies Rule<Buffer>,
  PDOK_LOCATIESERVER_URL: {
    ...httpUrl('bijvoorbeeld / for example https://api.pdok.nl/bzk/locatieserver/search/v3_1'),
    description: "The address lookup of `POST /api/postcode` (PDOK's Locatieserver).",
    default: '`https://api.pdok.nl/bzk/locatieserver/search/v3_1`',
  },
} as const satisfies Record<string, Rule<unknown>>;

type RuleName = keyof typeof rules;

/** One variable as docs/CONFIGURATION.md lists it (`npm run docs:config` writes that page). */
export interface ConfigVariableDoc {
  name: string;
  description: string;
  default: string;
  requiredWhen: string | null;
  secret: boolean;
}

/** Every variable loadConfig reads, in the order of its rules: the one source of the docs. */
export function configVariableDocs(): ConfigVariableDoc[] {
  return Object.entries(rules).map(([name, rule]: [string, Rule<unknown>]) => ({
    name,
    description: rule.description,
    default: rule.default,
    requiredWhen: rule.requiredWhen ?? null,
    secret: rule.secret ?? false,
  }));
}
type RuleValue<K extends RuleName> = (typeof rules)[K] extends Rule<infer T> ? T : never;

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
    seedDemo: seedFlag ?? target.kind === 'pglite',
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
    dataEncryptionKey: read('DATA_ENCRYPTION_KEY') ?? null,
    pdokLocatieserverUrl: (
      read('PDOK_LOCATIESERVER_URL') ?? PDOK_LOCATIESERVER_DEFAULT_URL
    ).replace(/\/+$/, ''),
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

/**
 * True when a sandbox provider takes payments or mandates (a key is missing and the sandbox is
 * allowed): the start-up banner and the web app's footer then say so.
 */
export function sandboxInUse(
  config: Pick<Config, 'mollie' | 'twikey' | 'sandboxProvidersAllowed'>,
): boolean {
  return config.sandboxProvidersAllowed && (config.mollie === null || config.twikey === null);
}

/** True when cookies must carry Secure: the portal is reached over HTTPS. */
export function usesHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return new URL(config.publicUrl).protocol === 'https:';
}
