// The settings of how the portal runs and what it talks to, one zod rule per variable: the web
// app, proxies, logs, timeouts, the calculation workers, the payment, mandate and address
// providers, the jobs, the encryption key and the foundation's account the payouts leave from. They follow portalRules in docs/CONFIGURATION.md.
import { validateIban } from '@bp/domain';
import { z } from 'zod';
import type { TrustProxy } from '../config';
import { parseEncryptionKey } from '../security/encryption';
import {
  DEMO_FOUNDATION_ACCOUNT,
  flag,
  httpUrl,
  LOG_LEVELS,
  type LogLevel,
  type Rule,
  seconds,
  trustProxySchema,
} from './checks';

export const serviceRules = {
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
  WORKERS: {
    description:
      'Server processes (node:cluster) on the one port, 1–64; more than 1 needs `DATABASE_URL` (PostgreSQL). The daily jobs run in worker 1.',
    default: '`1`',
    schema: z.coerce.number().int().min(1).max(64),
    expected: 'moet een geheel aantal van 1 tot 64 zijn / must be a whole number from 1 to 64',
  } satisfies Rule<number>,
  ANSWER_CACHE_MB: {
    description:
      'Megabytes of investors’ page answers each server process keeps in memory (0–4096; 0: none, every read from the database’s kept answers).',
    default: '`32`',
    schema: z.coerce.number().int().min(0).max(4096),
    expected: 'moet een geheel aantal van 0 tot 4096 zijn / must be a whole number from 0 to 4096',
  } satisfies Rule<number>,
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
  FOUNDATION_ACCOUNT_NAME: {
    description:
      "The foundation's account holder name, the debtor of the payout files (pain.001); at most 70 characters.",
    default: "the foundation's name (outside production)",
    requiredWhen: 'with `NODE_ENV=production`',
    schema: z.string().max(70),
    expected:
      'moet de naam van de rekeninghouder zijn, hoogstens 70 tekens / must be the account holder name, at most 70 characters',
  } satisfies Rule<string>,
  FOUNDATION_ACCOUNT_IBAN: {
    description:
      "The foundation's IBAN the payouts to investors are paid from (SEPA credit transfer).",
    default: `\`${DEMO_FOUNDATION_ACCOUNT.iban}\` (a demo account)`,
    requiredWhen: 'with `NODE_ENV=production`',
    schema: z.string().transform((text, ctx) => {
      const result = validateIban(text);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: 'not an IBAN' });
      return result.ok ? result.value : '';
    }),
    expected:
      'moet een geldig IBAN van een SEPA-land zijn (bijvoorbeeld NL91ABNA0417164300) / must be a valid IBAN of a SEPA country (for example NL91ABNA0417164300)',
  } satisfies Rule<string>,
  FOUNDATION_ACCOUNT_BIC: {
    description: "The BIC of the foundation's bank (8 or 11 characters).",
    default: `\`${DEMO_FOUNDATION_ACCOUNT.bic}\` (the demo's bank)`,
    requiredWhen: 'with `NODE_ENV=production`',
    schema: z
      .string()
      .transform((text) => text.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/)),
    expected:
      'moet een BIC van 8 of 11 tekens zijn (bijvoorbeeld INGBNL2A) / must be a BIC of 8 or 11 characters (for example INGBNL2A)',
  } satisfies Rule<string>,
} as const satisfies Record<string, Rule<unknown>>;
