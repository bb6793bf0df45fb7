import { describe, expect, it } from 'vitest';
import { formatEuro } from '../money';
import {
  CALCULATION_LIMITS,
  exceedsMaximumAmount,
  fundSplitMessage,
  hasSomeDeposit,
  isCompleteFundSplit,
  isFundFraction,
  isSulEndAge,
  maximumAmountMessage,
} from './request-rules';

describe('the calculation request rules', () => {
  it('wants a fund split of exactly 100%, compared as exact decimals', () => {
    expect(isCompleteFundSplit(['0.5', '0.4999'])).toBe(false);
    expect(isCompleteFundSplit(['0.5', '0.5'])).toBe(true);
    expect(isCompleteFundSplit(['0.5', '0.5001'])).toBe(false);
    // 0.1 + 0.2 + 0.7 is 0.9999999999999999 in floating point, yet exactly 100%.
    expect(isCompleteFundSplit([0.1, 0.2, 0.7])).toBe(true);
    expect(fundSplitMessage(['0.5', '0.4999'])).toBe(
      'De verdeling over de fondsen moet samen precies 100% zijn; nu is dat 99,99%.',
    );
  });

  it('takes a fund share above 0 up to 100% with at most 0,01% precision', () => {
    expect(isFundFraction('0')).toBe(false);
    expect(isFundFraction('0.0001')).toBe(true);
    expect(isFundFraction('0.00001')).toBe(false);
    expect(isFundFraction('1')).toBe(true);
    expect(isFundFraction('1.0001')).toBe(false);
  });

  it('lets a SUL build-up end at an age from 19 up to and including 100', () => {
    expect([18, 19, 100, 101, 67.5].map(isSulEndAge)).toEqual([false, true, true, false, false]);
    expect(CALCULATION_LIMITS.minEndAge).toBe(19);
    expect(CALCULATION_LIMITS.maxEndAge).toBe(100);
  });

  it('wants some deposit and no amount above € 10.000.000,00', () => {
    expect(hasSomeDeposit('0', '0.00')).toBe(false);
    expect(hasSomeDeposit('0', '0.01')).toBe(true);
    expect(exceedsMaximumAmount('10000000.00')).toBe(false);
    expect(exceedsMaximumAmount('10000000.01')).toBe(true);
    expect(maximumAmountMessage('De eenmalige inleg')).toBe(
      `De eenmalige inleg mag niet hoger zijn dan ${formatEuro('10000000')}.`,
    );
  });
});
