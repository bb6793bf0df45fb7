import { runtimeConfigSchema, userSchema } from '@bp/api-schema';
import { describe, expect, it } from 'vitest';
import {
  admin,
  investor,
  lijfrenteRuntimeConfig,
  newInvestor,
  testRuntimeConfig,
} from '../test/fixtures';
import { parseRuntimeConfig, parseUser } from './contract-checks';

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
    { ...testRuntimeConfig, extra: 'wordt genegeerd' },
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
    { ...investor, role: 'superuser' },
    { ...investor, email: 42 },
    { ...investor, username: undefined },
    { role: 'investor', email: 'a@example.com', username: null, Id: 3 },
    undefined,
    {},
  ];

  it.each(samples.map((sample, index) => [index, sample]))(
    'agrees with userSchema on sample %i',
    (_index, sample) => agreesWithSchema(parseUser, userSchema, sample),
  );
});
