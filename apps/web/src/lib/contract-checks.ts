import type {
  BrandLabel,
  Impersonation,
  LoginResponse,
  LoginTotpResponse,
  MessageResponse,
  RuntimeConfig,
  SessionHealth,
  TokenClaims,
  User,
} from '@bp/api-schema';
import { IMPERSONATION_MODES } from '@bp/domain';
import { checkedBy } from './response-schema';

/**
 * Hand-written checks for the shapes the first bundle reads: the runtime config, the current
 * user and the session calls. The zod schemas in @bp/api-schema define them; importing those
 * here would put all of zod into the first bundle, so these mirror them (contract-checks.test.ts
 * holds them to the schemas). Each is also a response schema for the request function.
 */

const BRAND_LABELS: readonly BrandLabel[] = ['vastgoed', 'lijfrente'];
const ROLES: readonly User['role'][] = ['admin', 'investor'];

const CONFIG_STRING_FIELDS = [
  'environment',
  'productName',
  'apiBase',
  'buildVersion',
  'contactUrl',
  'contactEmail',
  'privacyUrl',
  'disclaimerUrl',
  'annualReportsUrl',
] as const satisfies readonly (keyof RuntimeConfig)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function includes<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig | null {
  if (!isRecord(value)) return null;
  if (!CONFIG_STRING_FIELDS.every((field) => typeof value[field] === 'string')) return null;
  if (!includes(BRAND_LABELS, value.label)) return null;
  const dsn = value.errorReportingDsn;
  if (dsn !== null && typeof dsn !== 'string') return null;
  const sandboxNotice = value.sandboxNotice;
  if (sandboxNotice !== null && typeof sandboxNotice !== 'string') return null;
  const postalAddress = value.contactPostalAddress;
  if (!Array.isArray(postalAddress)) return null;
  const postalLines = postalAddress.filter((line): line is string => typeof line === 'string');
  if (postalLines.length !== postalAddress.length) return null;
  const config = value as Record<(typeof CONFIG_STRING_FIELDS)[number], string>;
  return {
    environment: config.environment,
    label: value.label,
    productName: config.productName,
    apiBase: config.apiBase,
    errorReportingDsn: dsn,
    buildVersion: config.buildVersion,
    contactUrl: config.contactUrl,
    contactEmail: config.contactEmail,
    contactPostalAddress: postalLines,
    privacyUrl: config.privacyUrl,
    disclaimerUrl: config.disclaimerUrl,
    annualReportsUrl: config.annualReportsUrl,
    sandboxNotice,
  };
}

export function parseUser(value: unknown): User | null {
  if (!isRecord(value)) return null;
  if (!includes(ROLES, value.role) || typeof value.email !== 'string') return null;
  const username = value.username;
  if (username !== null && typeof username !== 'string') return null;
  if (typeof value.twoFactorEnabled !== 'boolean') return null;
  const user: User = {
    role: value.role,
    email: value.email,
    username,
    twoFactorEnabled: value.twoFactorEnabled,
  };
  if (value.impersonation === undefined) return user;
  const impersonation = parseImpersonation(value.impersonation);
  return impersonation ? { ...user, impersonation } : null;
}

/** The running impersonation `GET /api/users/me` carries while an admin views an investor. */
export function parseImpersonation(value: unknown): Impersonation | null {
  if (!isRecord(value) || !includes(IMPERSONATION_MODES, value.mode)) return null;
  const fields = ['investorId', 'investorName', 'adminEmail', 'expiresAt'] as const;
  if (!fields.every((field) => typeof value[field] === 'string')) return null;
  const text = value as Record<(typeof fields)[number], string>;
  return {
    investorId: text.investorId,
    investorName: text.investorName,
    adminEmail: text.adminEmail,
    mode: value.mode,
    expiresAt: text.expiresAt,
  };
}

/** POST /api/login: the user (twoFactorRequired false) or the request for a code. */
export function parseLoginResponse(value: unknown): LoginResponse | null {
  if (!isRecord(value)) return null;
  if (value.twoFactorRequired === true) return { twoFactorRequired: true };
  if (value.twoFactorRequired !== false) return null;
  const user = parseUser(value);
  return user ? { ...user, twoFactorRequired: false } : null;
}

/** POST /api/login/totp: the user and, after a recovery code, how many are left. */
export function parseLoginTotpResponse(value: unknown): LoginTotpResponse | null {
  const user = parseUser(value);
  if (!user || !isRecord(value)) return null;
  const left = value.recoveryCodesLeft;
  if (left !== null && !isInteger(left)) return null;
  return { ...user, recoveryCodesLeft: left };
}

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

export function parseMessage(value: unknown): MessageResponse | null {
  if (!isRecord(value) || typeof value.message !== 'string') return null;
  return { message: value.message };
}

export function parseSessionHealth(value: unknown): SessionHealth | null {
  if (!isRecord(value) || value.status !== 'ok') return null;
  if (!isInteger(value.exp) || typeof value.renewed !== 'boolean') return null;
  return { status: value.status, exp: value.exp, renewed: value.renewed };
}

export function parseTokenClaims(value: unknown): TokenClaims | null {
  if (!isRecord(value) || !includes(ROLES, value.role)) return null;
  if (typeof value.sub !== 'string' || typeof value.jti !== 'string') return null;
  if (!isInteger(value.iat) || !isInteger(value.exp)) return null;
  return { sub: value.sub, role: value.role, jti: value.jti, iat: value.iat, exp: value.exp };
}

export const runtimeConfigCheck = checkedBy(parseRuntimeConfig);
export const userCheck = checkedBy(parseUser);
export const impersonationCheck = checkedBy(parseImpersonation);
export const loginResponseCheck = checkedBy(parseLoginResponse);
export const loginTotpResponseCheck = checkedBy(parseLoginTotpResponse);
export const messageCheck = checkedBy(parseMessage);
export const sessionHealthCheck = checkedBy(parseSessionHealth);
export const tokenClaimsCheck = checkedBy(parseTokenClaims);
