import { describe, expect, it } from 'vitest';
import { investmentCosts } from './investment-costs';

describe('investmentCosts', () => {
  it('gives entry costs on each deposit and the ongoing costs of the first year', () => {
    expect(
      investmentCosts({
        initialDeposit: '5000.00',
        periodicDeposit: '100.00',
        entryCosts: '0.0200',
        ongoingCosts: '0.0085',
      }),
    ).toEqual({
      entryCostsOnInitial: '100.00',
      entryCostsOnPeriodic: '2.00',
      // (5000 − 100) + 12 × (100 − 2) = 6076; × 0,85% = 51,646
      investedAfterFirstYear: '6076.00',
      ongoingCostsPerYear: '51.65',
    });
  });

  it('leaves out a deposit that is not made', () => {
    expect(
      investmentCosts({
        initialDeposit: null,
        periodicDeposit: '50',
        entryCosts: '0.0250',
        ongoingCosts: '0.0110',
      }),
    ).toEqual({
      entryCostsOnInitial: null,
      entryCostsOnPeriodic: '1.25',
      investedAfterFirstYear: '585.00',
      ongoingCostsPerYear: '6.44',
    });
  });

  it('stays exact where binary floats would not (0,1 + 0,2)', () => {
    const costs = investmentCosts({
      initialDeposit: '0.30',
      periodicDeposit: null,
      entryCosts: '0.5',
      ongoingCosts: '0.1',
    });
    expect(costs.entryCostsOnInitial).toBe('0.15');
    expect(costs.ongoingCostsPerYear).toBe('0.02');
  });
});
