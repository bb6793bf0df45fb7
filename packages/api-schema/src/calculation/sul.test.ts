import { calculateSul, SB_FUNDS, SUL_END_AGE_MESSAGE } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { calculationResponseSchema } from './index';
import { engineFunds, inputOf, valueOf } from './test-engine';
import { messages, pathsOf, sulRequest } from './test-requests';

describe('the SUL request', () => {
  it('lets the build-up end at an age from 19 up to and including 100', () => {
    expect(messages({ ...sulRequest, duration: 18 })).toEqual([SUL_END_AGE_MESSAGE]);
    expect(messages({ ...sulRequest, duration: 19 })).toEqual([]);
    expect(messages({ ...sulRequest, duration: 100 })).toEqual([]);
    expect(messages({ ...sulRequest, duration: 101 })).toEqual([SUL_END_AGE_MESSAGE]);
    expect(SUL_END_AGE_MESSAGE).toBe(
      'Vul de leeftijd in waarop de opbouw eindigt: een heel aantal jaren, van 19 tot en met 100.',
    );
  });

  it('bounds a duration in years at 50', () => {
    expect(messages({ ...sulRequest, durationType: 'jaren', duration: 50 })).toEqual([]);
    expect(messages({ ...sulRequest, durationType: 'jaren', duration: 67 })).toEqual([
      'Vul de looptijd in als een heel aantal jaren, van 1 tot en met 50.',
    ]);
  });

  it('wants a birth date and some deposit unless an annuity is transferred', () => {
    expect(pathsOf({ ...sulRequest, birthdate: null })).toEqual(['birthdate']);
    const noDeposit = { ...sulRequest, initialDeposit: '0', periodicDeposit: '0' };
    expect(messages({ ...noDeposit, isHuidigeLijfrenteOversluiten: false })).toEqual([
      'Vul een eenmalige inleg, een maandelijkse inleg of allebei in.',
    ]);
  });
});

describe('the SUL response holds what the engine computes', () => {
  it('for SUL', () => {
    const result = valueOf(
      calculateSul({
        birthdate: '1980-06-15',
        start: '2026-08-01',
        durationType: 'leeftijd',
        duration: 67,
        situation: 'oversluiten',
        initialDeposit: '25000.00',
        periodicDeposit: '200.00',
        funds: engineFunds(SB_FUNDS),
        simulation: { paths: 50 },
      }),
    );
    const parsed = calculationResponseSchema.parse({
      data: { offerID: 12, request: inputOf(sulRequest), ...result },
    });
    expect(parsed.data.offerID).toBe(12);
    if (parsed.data.productCode !== 'SUL') throw new Error('expected SUL');
    expect(parsed.data.ageAtEnd).toBe(67);
  });
});
