import {
  loginResponseSchema,
  loginTotpResponseSchema,
  messageSchema,
  runtimeConfigSchema,
  sessionHealthSchema,
  tokenClaimsSchema,
  userSchema,
} from '@bp/api-schema';
import { describe, expect, it } from 'vitest';
import {
  admin,
  impersonating,
  investor,
  lijfrenteRuntimeConfig,
  newInvestor,
  testRuntimeConfig,
} from '../test/fixtures';
import {
  parseLoginResponse,
  parseLoginTotpResponse,
  parseMessage,
  parseRuntimeConfig,
  parseSessionHealth,
  parseTokenClaims,
  parseUser,
} from './contract-checks';

/** Both checks must agree with the zod schemas of the API contract. */
function agreesWithSchema<T>(
  check: (value: unknown) => T | null,
  schema: { safeParse: (value: unknown) => { success: boolean; data?: unknown } },
  value: unknown,
) {
  const zod = schema.safeParse(value);
  expect(check(value)).toEqual(zod.success ? zod.data : null);
}

describe('parseRuntimeConfig', () => {
  const samples: unknown[] = [
    testRuntimeConfig,
    lijfrenteRuntimeConfig,
    { ...testRuntimeConfig, errorReportingDsn: 'https://key@errors.example.com/4' },
    { ...testRuntimeConfig, label: 'verzekeringen' },
    { ...testRuntimeConfig, label: 'Vastgoed' },
    { ...testRuntimeConfig, errorReportingDsn: undefined },
    { ...testRuntimeConfig, errorReportingDsn: 5 },
    { ...testRuntimeConfig, apiBase: null },
    { ...testRuntimeConfig, contactUrl: undefined },
    { ...testRuntimeConfig, contactEmail: undefined },
    { ...testRuntimeConfig, contactPostalAddress: undefined },
    { ...testRuntimeConfig, contactPostalAddress: 'Postbus 75123' },
    { ...testRuntimeConfig, contactPostalAddress: ['Postbus 75123', 1070] },
    { ...testRuntimeConfig, contactPostalAddress: ['Kerkstraat 1', '1234 AB', 'Utrecht'] },
    { ...testRuntimeConfig, extra: 'wordt genegeerd' },
    { ...testRuntimeConfig, sandboxNotice: 'Testomgeving: betalingen zijn gesimuleerd.' },
    { ...testRuntimeConfig, sandboxNotice: undefined },
    { ...testRuntimeConfig, sandboxNotice: true },
    null,
    [],
    'vastgoed',
  ];

  it.each(samples.map((sample, index) => [index, sample]))(
    'agrees with runtimeConfigSchema on sample %i',
    (_index, sample) => agreesWithSchema(parseRuntimeConfig, runtimeConfigSchema, sample),
  );
});

describe('parseUser', () => {
  const samples: unknown[] = [
    investor,
    newInvestor,
    admin,
    impersonating,
    { ...impersonating, impersonation: { ...impersonating.impersonation, mode: 'namens' } },
    { ...impersonating, impersonation: { ...impersonating.impersonation, mode: 'schrijven' } },
    { ...impersonating, impersonation: { ...impersonating.impersonation, expiresAt: 5 } },
    { ...investor, impersonation: null },
    { ...investor, role: 'superuser' },
    { ...investor, email: 42 },
    { ...investor, username: undefined },
    { role: 'investor', email: 'a@example.com', username: null, twoFactorEnabled: false, Id: 3 },
    { ...investor, twoFactorEnabled: 'ja' },
    { role: 'investor', email: 'a@example.com', username: null },
    undefined,
    {},
  ];

  it.each(samples.map((sample, index) => [index, sample]))(
    'agrees with userSchema on sample %i',
    (_index, sample) => agreesWithSchema(parseUser, userSchema, sample),
  );
});

describe('parseLoginResponse', () => {
  const samples: unknown[] = [
    { ...investor, twoFactorRequired: false },
    { twoFactorRequired: true },
    { twoFactorRequired: true, email: 'a@example.com' },
    investor,
    { ...investor, twoFactorRequired: 'nee' },
    { twoFactorRequired: false },
    null,
  ];

  it.each(samples.map((sample, index) => [index, sample]))(
    'agrees with loginResponseSchema on sample %i',
    (_index, sample) => agreesWithSchema(parseLoginResponse, loginResponseSchema, sample),
  );
});

describe('parseLoginTotpResponse', () => {
  const samples: unknown[] = [
    { ...investor, recoveryCodesLeft: null },
    { ...investor, recoveryCodesLeft: 9 },
    { ...investor, recoveryCodesLeft: 1.5 },
    { ...investor },
    { recoveryCodesLeft: 3 },
  ];

  it.each(samples.map((sample, index) => [index, sample]))(
    'agrees with loginTotpResponseSchema on sample %i',
    (_index, sample) => agreesWithSchema(parseLoginTotpResponse, loginTotpResponseSchema, sample),
  );
});

describe('parseMessage', () => {
  const samples: unknown[] = [
    { message: 'U bent uitgelogd.' },
    { message: '' },
    { message: 'ok', extra: 1 },
    { message: 3 },
    {},
    null,
    'ok',
  ];

  it.each(samples.map((sample, index) => [index, sample]))(
    'agrees with messageSchema on sample %i',
    (_index, sample) => agreesWithSchema(parseMessage, messageSchema, sample),
  );
});

describe('parseSessionHealth', () => {
  const samples: unknown[] = [
    { status: 'ok', exp: 1_800_000_000, renewed: false },
    { status: 'ok', exp: 1_800_000_000, renewed: true, extra: 'x' },
    { status: 'unavailable', exp: 1_800_000_000, renewed: false },
    { status: 'ok', exp: 1.5, renewed: false },
    { status: 'ok', exp: '1800000000', renewed: false },
    { status: 'ok', exp: 1_800_000_000 },
    null,
  ];

  it.each(samples.map((sample, index) => [index, sample]))(
    'agrees with sessionHealthSchema on sample %i',
    (_index, sample) => agreesWithSchema(parseSessionHealth, sessionHealthSchema, sample),
  );
});

describe('parseTokenClaims', () => {
  const claims = { sub: 'u1', role: 'investor', jti: 'j1', iat: 1_700_000_000, exp: 1_700_003_600 };
  const samples: unknown[] = [
    claims,
    { ...claims, role: 'admin', extra: true },
    { ...claims, role: 'superuser' },
    { ...claims, sub: 1 },
    { ...claims, jti: undefined },
    { ...claims, iat: 1.25 },
    { ...claims, exp: Number.NaN },
    [],
  ];

  it.each(samples.map((sample, index) => [index, sample]))(
    'agrees with tokenClaimsSchema on sample %i',
    (_index, sample) => agreesWithSchema(parseTokenClaims, tokenClaimsSchema, sample),
  );
});
