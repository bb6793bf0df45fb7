import { describe, expect, it } from 'vitest';
import { euro, sumEuro } from '../money';
import { RISK_PROFILES } from '../risk/profiles';
import { modelMixAllocation } from './model-mix';
import { calculateSb } from './sb';
import { SB_FUNDS } from './sb-funds';

describe('SB funds and the model mixes of the risk profiles', () => {
  it('gives every profile a mix of known SB funds that adds up to exactly 100%', () => {
    const codes = SB_FUNDS.map((fund) => fund.code);
    for (const profile of RISK_PROFILES) {
      expect(sumEuro(profile.modelMix.map((part) => part.weight)).equals(1)).toBe(true);
      for (const part of profile.modelMix) expect(codes).toContain(part.fundCode);
    }
  });

  it('turns a profile into a fund mix the SB calculation accepts', () => {
    const mix = modelMixAllocation('neutraal', SB_FUNDS);
    if (!mix.ok) throw new Error(mix.errors.join(' | '));
    expect(mix.value.map((fund) => [fund.code, fund.weight])).toEqual([
      ['SB-OBL', '0.4'],
      ['SB-VGD', '0.3'],
      ['SB-AAN', '0.3'],
    ]);
    const outcome = calculateSb({
      start: '2026-01-01',
      durationYears: 10,
      initialDeposit: '10000',
      periodicDeposit: '100',
      funds: mix.value,
    });
    expect(outcome.ok).toBe(true);
  });

  it('makes a more offensive profile riskier and more rewarding over 30 years', () => {
    const spread = (profile: 'defensief' | 'offensief') => {
      const mix = modelMixAllocation(profile, SB_FUNDS);
      if (!mix.ok) throw new Error('mix');
      const outcome = calculateSb({
        start: '2026-01-01',
        durationYears: 30,
        initialDeposit: '10000',
        periodicDeposit: '100',
        funds: mix.value,
      });
      if (!outcome.ok) throw new Error('sb');
      const { pessimistic, expected, optimistic } = outcome.value.end;
      return { expected: euro(expected), width: euro(optimistic).minus(pessimistic) };
    };
    const defensive = spread('defensief');
    const offensive = spread('offensief');
    expect(offensive.expected.greaterThan(defensive.expected)).toBe(true);
    expect(offensive.width.greaterThan(defensive.width.times(2))).toBe(true);
  });

  it('says which model fund is missing', () => {
    const withoutEquities = SB_FUNDS.filter((fund) => fund.code !== 'SB-AAN');
    expect(modelMixAllocation('offensief', withoutEquities)).toEqual({
      ok: false,
      errors: ['Het fonds SB-AAN uit de modelportefeuille is niet beschikbaar.'],
    });
  });
});
