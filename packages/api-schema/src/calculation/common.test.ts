import { describe, expect, it } from 'vitest';
import { offerParamsSchema } from '../offers';
import { calculationParamsSchema, calculationRequestSchema } from './index';
import { messages, pathsOf, sbRequest, sdilRequest, sulRequest } from './test-requests';

describe('the calculation request, for every product', () => {
  it.each([
    ['SB', sbRequest],
    ['SUL', sulRequest],
    ['SDIL', sdilRequest],
  ])('accepts a complete %s request as the web app builds it', (_name, request) => {
    expect(messages(request)).toEqual([]);
  });

  it('takes money as a decimal string or as a JSON number with at most two decimals', () => {
    const parsed = calculationRequestSchema.parse({
      ...sbRequest,
      initialDeposit: 10000,
      periodicDeposit: 150.25,
    });
    // Inside it stays a decimal string: the shortest representation of the number.
    expect(parsed.initialDeposit).toBe('10000');
    expect(parsed.periodicDeposit).toBe('150.25');
    expect(messages({ ...sdilRequest, initialDeposit: 150000, periodicDeposit: 0 })).toEqual([]);
    expect(messages({ ...sbRequest, initialDeposit: 0.1, periodicDeposit: 0.2 })).toEqual([]);
  });

  it.each([
    ['three decimals', 12.345],
    ['a float beyond the decimal notation', 1e21],
    ['a tiny float', 1e-7],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a negative number', -5],
    ['a decimal comma', '10.000,00'],
    ['three decimals as text', '12.345'],
    ['a negative text', '-5.00'],
    ['true', true],
  ])('refuses %s as money, at the field', (_name, value) => {
    expect(pathsOf({ ...sbRequest, initialDeposit: value })).toEqual(['initialDeposit']);
    expect(messages({ ...sbRequest, initialDeposit: value })).toEqual([
      'Een bedrag moet een decimaal getal zijn met een punt en hoogstens twee cijfers achter de punt, bijvoorbeeld 1234.56.',
    ]);
  });

  it('bounds amounts at € 10 million, naming the field per product', () => {
    expect(messages({ ...sbRequest, initialDeposit: '10000000.00' })).toEqual([]);
    expect(messages({ ...sbRequest, initialDeposit: '10000000.01' })).toEqual([
      'De eenmalige inleg mag niet hoger zijn dan €\u00a010.000.000,00.',
    ]);
    expect(messages({ ...sdilRequest, initialDeposit: '20000000' })).toEqual([
      'Het kapitaal mag niet hoger zijn dan €\u00a010.000.000,00.',
    ]);
    expect(messages({ ...sulRequest, initialDeposit: '10000000.50' })).toEqual([
      'De waarde van uw huidige lijfrente mag niet hoger zijn dan €\u00a010.000.000,00.',
    ]);
  });

  it('bounds a number above € 10 million as it bounds the text', () => {
    expect(messages({ ...sbRequest, initialDeposit: 10_000_000 })).toEqual([]);
    expect(messages({ ...sbRequest, initialDeposit: 10_000_000.01 })).toEqual([
      'De eenmalige inleg mag niet hoger zijn dan €\u00a010.000.000,00.',
    ]);
  });

  it('refuses percentages sent as 0–100 instead of fractions, and finer than 0,01%', () => {
    expect(messages({ ...sbRequest, funds: [{ id: 1, percentage: 100 }] })).toEqual([
      'Het percentage van een fonds mag niet hoger zijn dan 100%.',
    ]);
    expect(pathsOf({ ...sbRequest, funds: [{ id: 1, percentage: 0.12345 }] })).toEqual([
      'funds.0.percentage',
    ]);
    expect(pathsOf({ ...sbRequest, funds: [{ id: 1, percentage: 0 }] })).toEqual([
      'funds.0.percentage',
    ]);
  });

  it('rejects unknown fields and unknown products', () => {
    expect(pathsOf({ ...sbRequest, interestRate: '0.05' })).toEqual(['']);
    expect(pathsOf({ ...sbRequest, productCode: 'XYZ' })).toEqual(['productCode']);
  });

  it('limits the description', () => {
    expect(messages({ ...sbRequest, description: 'x'.repeat(101) })).toEqual([
      'De omschrijving mag hoogstens 100 tekens lang zijn.',
    ]);
    const parsed = calculationRequestSchema.parse({ ...sbRequest, description: '  Pensioen  ' });
    expect(parsed.description).toBe('Pensioen');
  });
});

describe('the offer id in a path', () => {
  it('reads a positive whole number and refuses anything else in Dutch', () => {
    expect(calculationParamsSchema.parse({ offerID: '42' })).toEqual({ offerID: 42 });
    expect(offerParamsSchema.safeParse({ offerID: 'abc' }).error?.issues[0]?.message).toBe(
      'Onbekende berekening.',
    );
    expect(offerParamsSchema.safeParse({ offerID: '0' }).success).toBe(false);
    expect(offerParamsSchema.safeParse({ offerID: '2147483648' }).success).toBe(false);
    expect(pathsOf({ ...sbRequest, offerID: 2_147_483_648 })).toEqual(['offerID']);
  });
});
