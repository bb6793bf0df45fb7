import { describe, expect, it } from 'vitest';
import {
  investmentPrefillSearch,
  readInvestmentPrefill,
  withoutInvestmentPrefill,
} from './next-step';
import { inputOf, sbRequest } from './test-data';

describe('the amounts carried from a calculation to the add-investment flow', () => {
  it('go there and back unchanged', () => {
    const search = investmentPrefillSearch(inputOf(sbRequest));
    expect(readInvestmentPrefill(search)).toEqual({
      kind: 'beide',
      initialDeposit: '10000.00',
      periodicDeposit: '150.00',
      description: 'Studie Emma',
    });
  });

  it('leave out a zero amount, which decides the kind of deposit', () => {
    const search = investmentPrefillSearch(inputOf({ ...sbRequest, periodicDeposit: '0.00' }));
    expect(search).toBe('inleg=10000.00&omschrijving=Studie+Emma');
    expect(readInvestmentPrefill('?maandelijks=75')).toMatchObject({
      kind: 'maandelijks',
      initialDeposit: null,
      periodicDeposit: '75.00',
    });
  });

  it('ignore what is not an amount, and an address without amounts carries nothing', () => {
    expect(readInvestmentPrefill('?inleg=-5&maandelijks=1e9')).toBeNull();
    expect(readInvestmentPrefill('?omschrijving=x')).toBeNull();
    expect(withoutInvestmentPrefill('?inleg=1.00&omschrijving=x&tab=2')).toBe('?tab=2');
  });
});
