import { describe, expect, it } from 'vitest';
import { testRuntimeConfig } from '../test/fixtures';
import { errorReportingEnabled, initErrorReporting } from './error-reporting';
import { isIgnoredError, isIgnoredTransaction } from './error-reporting-filter';

describe('error reporting filter', () => {
  it.each([
    'Script error.',
    'Script error',
    'ResizeObserver loop limit exceeded',
    'ResizeObserver loop completed with undelivered notifications.',
    'Cannot redefine property: googletag',
    'TypeError: Cannot redefine property: googletag',
  ])('ignores the error "%s"', (message) => {
    expect(isIgnoredError({ message })).toBe(true);
    expect(isIgnoredError({ exception: { values: [{ type: 'Error', value: message }] } })).toBe(
      true,
    );
  });

  it.each([
    'TypeError: Cannot read properties of undefined (reading "ContractID")',
    'Script error in berekening',
    'Cannot redefine property: ContractID',
    'HttpError: Er is iets misgegaan.',
  ])('reports the error "%s"', (message) => {
    expect(isIgnoredError({ message })).toBe(false);
    expect(isIgnoredError({ exception: { values: [{ type: 'Error', value: message }] } })).toBe(
      false,
    );
  });

  it.each(['healthcheck', 'health', 'healthz', 'live', 'ready', 'heartbeat'])(
    'drops the health-check transaction "%s"',
    (name) => {
      expect(isIgnoredTransaction(name)).toBe(true);
      expect(isIgnoredTransaction(`/${name}`)).toBe(true);
      expect(isIgnoredTransaction(`GET /api/${name}`)).toBe(true);
      expect(isIgnoredTransaction(`/${name}?verbose=1`)).toBe(true);
    },
  );

  it.each([
    '/mijn-vastgoed',
    '/contractbeheer/:contractId/rendement',
    'GET /api/contracts',
    '/live-berekening',
    undefined,
  ])('keeps the transaction %s', (name) => {
    expect(isIgnoredTransaction(name)).toBe(false);
  });
});

describe('when error reporting starts', () => {
  it('is on for the Test environment and wherever a DSN is configured, off otherwise', () => {
    expect(errorReportingEnabled({ environment: 'Test', errorReportingDsn: null })).toBe(true);
    expect(
      errorReportingEnabled({
        environment: 'Productie',
        errorReportingDsn: 'https://key@errors.example.com/1',
      }),
    ).toBe(true);
    expect(errorReportingEnabled({ environment: 'Productie', errorReportingDsn: null })).toBe(
      false,
    );
    expect(errorReportingEnabled({ environment: 'Ontwikkeling', errorReportingDsn: '' })).toBe(
      false,
    );
  });

  it('does not load the SDK when it is off', async () => {
    await expect(initErrorReporting(testRuntimeConfig)).resolves.toBe(false);
  });
});
