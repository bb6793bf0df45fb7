import { describe, expect, it } from 'vitest';
import { FUND_FLOWS } from './contract-lists';
import {
  IDEAL_MAXIMUM_MESSAGE,
  depositsOfKind,
  exceedsIdealMaximum,
  isProfileBelow,
  meetsMinimum,
  minimumDepositMessage,
  realEstateFundFacts,
  REAL_ESTATE_FUND_FACTS,
} from './fund-facts';

describe('real-estate fund facts', () => {
  it('has minimums and a required profile for every flow', () => {
    expect(Object.keys(REAL_ESTATE_FUND_FACTS).sort()).toEqual([...FUND_FLOWS].sort());
    for (const flow of FUND_FLOWS) {
      const facts = realEstateFundFacts(flow);
      expect(facts.minimumInitialDeposit).toMatch(/^\d+\.\d{2}$/);
      expect(facts.minimumPeriodicDeposit).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('asks more of the US and loans funds than of the Dutch and German ones', () => {
    expect(realEstateFundFacts('nederlands')).toEqual({
      minimumInitialDeposit: '1000.00',
      minimumPeriodicDeposit: '50.00',
      requiredRiskProfile: 'neutraal',
    });
    expect(realEstateFundFacts('duits').requiredRiskProfile).toBe('neutraal');
    expect(realEstateFundFacts('american')).toEqual({
      minimumInitialDeposit: '2500.00',
      minimumPeriodicDeposit: '100.00',
      requiredRiskProfile: 'offensief',
    });
    expect(realEstateFundFacts('leningenfonds')).toEqual({
      minimumInitialDeposit: '5000.00',
      minimumPeriodicDeposit: '100.00',
      requiredRiskProfile: 'offensief',
    });
  });

  it('compares profiles by risk: only a lower one is below', () => {
    expect(isProfileBelow('defensief', 'neutraal')).toBe(true);
    expect(isProfileBelow('neutraal', 'offensief')).toBe(true);
    expect(isProfileBelow('neutraal', 'neutraal')).toBe(false);
    expect(isProfileBelow('offensief', 'neutraal')).toBe(false);
  });

  it('counts the minimum itself as enough, a cent less not', () => {
    expect(meetsMinimum('1000', '1000.00')).toBe(true);
    expect(meetsMinimum('999.99', '1000.00')).toBe(false);
    expect(meetsMinimum('1000.01', '1000.00')).toBe(true);
  });

  it('names the field and the minimum in Dutch', () => {
    expect(minimumDepositMessage('De eenmalige inleg', '1000.00')).toBe(
      'De eenmalige inleg moet minimaal €\u00a01.000,00 zijn.',
    );
  });

  it('asks for the amounts of the chosen kind of deposit', () => {
    expect(depositsOfKind('eenmalig')).toEqual({ initial: true, periodic: false });
    expect(depositsOfKind('maandelijks')).toEqual({ initial: false, periodic: true });
    expect(depositsOfKind('beide')).toEqual({ initial: true, periodic: true });
  });
});

describe('the iDEAL maximum per payment', () => {
  it("is Mollie's € 50.000,00: that amount may be paid, a cent more may not", () => {
    expect(exceedsIdealMaximum('50000.00')).toBe(false);
    expect(exceedsIdealMaximum('50000.01')).toBe(true);
    expect(exceedsIdealMaximum('60000')).toBe(true);
    expect(IDEAL_MAXIMUM_MESSAGE).toMatch(
      /^Met iDEAL kunt u per betaling ten hoogste €\u00a050\.000,00 betalen\./,
    );
  });

  it("lies above every fund's minimum first deposit", () => {
    for (const facts of Object.values(REAL_ESTATE_FUND_FACTS)) {
      expect(exceedsIdealMaximum(facts.minimumInitialDeposit)).toBe(false);
    }
  });
});
