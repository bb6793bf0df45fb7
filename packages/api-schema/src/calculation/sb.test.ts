import { calculateSb, CALCULATION_FIELD_MESSAGES, SB_FUNDS } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { calculationResponseSchema } from './index';
import { engineFunds, inputOf, valueOf } from './test-engine';
import { messages, pathsOf, sbRequest } from './test-requests';

const split = (...percentages: number[]) =>
  percentages.map((percentage, index) => ({ id: index + 1, percentage }));

describe('the SB request', () => {
  it('accepts an SB request without a start (the server chooses) and with an offerID', () => {
    expect(messages({ ...sbRequest, start: null, offerID: 17 })).toEqual([]);
  });

  it('bounds the duration at 1 to 50 whole years', () => {
    expect(messages({ ...sbRequest, duration: 50 })).toEqual([]);
    for (const duration of [51, 0, 2.5]) {
      expect(messages({ ...sbRequest, duration })).toEqual([
        CALCULATION_FIELD_MESSAGES.durationYears,
      ]);
    }
  });

  it('wants some deposit', () => {
    expect(messages({ ...sbRequest, initialDeposit: '0', periodicDeposit: 0 })).toEqual([
      'Vul een eenmalige inleg, een maandelijkse inleg of allebei in.',
    ]);
    expect(messages({ ...sbRequest, initialDeposit: '0', periodicDeposit: '0.01' })).toEqual([]);
  });

  it('wants a fund split of exactly 100%: 99,99% and 100,01% are refused', () => {
    expect(messages({ ...sbRequest, funds: split(0.5, 0.4999) })).toEqual([
      'De verdeling over de fondsen moet samen precies 100% zijn; nu is dat 99,99%.',
    ]);
    expect(messages({ ...sbRequest, funds: split(0.5, 0.5) })).toEqual([]);
    expect(messages({ ...sbRequest, funds: split(0.5, 0.5001) })).toEqual([
      'De verdeling over de fondsen moet samen precies 100% zijn; nu is dat 100,01%.',
    ]);
    // 0.1 + 0.2 + 0.7 is 0.9999999999999999 in floating point, yet exactly 100%.
    expect(messages({ ...sbRequest, funds: split(0.1, 0.2, 0.7) })).toEqual([]);
    expect(
      messages({
        ...sbRequest,
        funds: [
          { id: 1, percentage: 0.5 },
          { id: 1, percentage: 0.5 },
        ],
      }),
    ).toEqual(['Kies elk fonds maar één keer.']);
    expect(messages({ ...sbRequest, funds: [] })).toEqual([
      'Kies de fondsen waarin u wilt beleggen.',
    ]);
  });

  it('uses the model mix for a profile: then no funds may be sent', () => {
    expect(messages({ ...sbRequest, chosenRiskProfile: 'offensief', funds: [] })).toEqual([]);
    expect(pathsOf({ ...sbRequest, chosenRiskProfile: 'offensief' })).toEqual(['funds']);
    expect(pathsOf({ ...sbRequest, chosenRiskProfile: 'wild' })).toEqual(['chosenRiskProfile']);
  });

  it('keeps SUL-only fields to SUL', () => {
    expect(pathsOf({ ...sbRequest, durationType: 'jaren' })).toEqual(['durationType']);
    expect(pathsOf({ ...sbRequest, isHuidigeLijfrenteOversluiten: true })).toEqual([
      'isHuidigeLijfrenteOversluiten',
    ]);
  });
});

describe('the SB response holds what the engine computes', () => {
  it('with the projection', () => {
    const result = valueOf(
      calculateSb({
        start: '2026-08-01',
        durationYears: 20,
        initialDeposit: '10000.00',
        periodicDeposit: '150.00',
        funds: engineFunds(SB_FUNDS),
        simulation: { paths: 50 },
      }),
    );
    const parsed = calculationResponseSchema.parse({
      data: { offerID: null, request: inputOf(sbRequest), ...result },
    });
    expect(parsed.data.productCode).toBe('SB');
    expect(parsed.data.offerID).toBeNull();
    if (parsed.data.productCode === 'SB') expect(parsed.data.rows).toHaveLength(20);
  });
});
