// The parts every configuration rule is made of: a zod check, the Dutch / English words for a
// bad value, and the defaults the docs and the code share (docs/CONFIGURATION.md).
import { isIP } from 'node:net';
import { z } from 'zod';
import type { Config, TrustProxy } from '../config';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

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
export const trustProxySchema: z.ZodType<TrustProxy> = z.union([
  z
    .string()
    .regex(/^\d{1,2}$/)
    .transform((hops) => (Number(hops) === 0 ? false : Number(hops))),
  z
    .string()
    .transform((list) => list.split(',').map((entry) => entry.trim()))
    .refine((entries) => entries.every(isProxyAddress)),
]);

export const FOUNDATION_SITE = 'https://www.stichting-beleggersportaal.nl';
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
/** Each process's kept page answers: some thousands of investors' overviews and returns pages. */
export const DEFAULT_ANSWER_CACHE_MB = 32;
export const MOLLIE_DEFAULT_API_URL = 'https://api.mollie.com/v2/';
/** Twikey's production API; its test environment is https://api.beta.twikey.com/creditor. */
export const TWIKEY_DEFAULT_API_URL = 'https://api.twikey.com/creditor';
/** PDOK's public Locatieserver (free, no key): `${url}/free?q=…` is the address search. */
/**
 * The foundation's account the payouts leave from (the debtor of pain.001). Outside production
 * a demo account stands in (a valid Dutch IBAN that is nobody's real account).
 */
export const DEMO_FOUNDATION_ACCOUNT = { iban: 'NL36INGB0007654321', bic: 'INGBNL2A' } as const;
const FOUNDATION_ACCOUNT_VARIABLES = [
  'FOUNDATION_ACCOUNT_NAME',
  'FOUNDATION_ACCOUNT_IBAN',
  'FOUNDATION_ACCOUNT_BIC',
] as const;

/**
 * The payouts leave from the foundation's real account: in production no demo account stands
 * in, and each unset variable is a problem (none when all are set).
 */
export function foundationAccountProblems(env: Record<string, string | undefined>): string[] {
  const missing = FOUNDATION_ACCOUNT_VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length === 0) return [];
  return [
    `${missing.join(', ')} verplicht met NODE_ENV=production (de rekening van de stichting waarvan de uitbetalingen gaan) / required with NODE_ENV=production (the foundation's account the payouts are paid from)`,
  ];
}
export const PDOK_LOCATIESERVER_DEFAULT_URL = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1';

/** What a shared rule (flag, seconds, httpUrl) checks; each variable adds its documentation. */
export interface Check<T> {
  schema: z.ZodType<T>;
  /** Dutch / English explanation of what a valid value looks like. */
  expected: string;
  /** Secrets and URLs with credentials are never echoed back. */
  secret?: boolean;
}

/** One environment variable: its check and its documentation (docs/CONFIGURATION.md). */
export interface Rule<T> extends Check<T> {
  /** What the variable does, in English (one sentence or two, Markdown). */
  description: string;
  /** The value used when the variable is unset, as the docs show it (Markdown). */
  default: string;
  /** When the start is refused without it; omitted when it is always optional. */
  requiredWhen?: string;
}

export const flag: Check<boolean> = {
  schema: z.enum(['0', '1']).transform((value) => value === '1'),
  expected: 'moet 0 of 1 zijn / must be 0 or 1',
};

export const seconds = (max: number): Check<number> => ({
  schema: z.coerce.number().int().min(1).max(max),
  expected: `moet een geheel aantal seconden van 1 tot ${max} zijn / must be a whole number of seconds from 1 to ${max}`,
});

export const httpUrl = (what: string): Check<string> => ({
  schema: z.url({ protocol: /^https?$/ }),
  expected: `moet een http(s)-adres zijn (${what}) / must be an http(s) URL (${what})`,
});

/** True when cookies must carry Secure: the portal is reached over HTTPS. */
export function usesHttps(config: { publicUrl: string }): boolean {
  return new URL(config.publicUrl).protocol === 'https:';
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
