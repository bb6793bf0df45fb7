import { calculateSdil, MINIMUM_TERM_PHRASE } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { calculationRequestSchema, calculationResponseSchema } from './index';
import { inputOf, valueOf } from './test-engine';
import { messages, pathsOf, sdilRequest } from './test-requests';

describe('the SDIL request', () => {
  it('holds SDIL to its own fields: no deposits, profile or funds; policy required', () => {
    expect(
      pathsOf({
        ...sdilRequest,
        periodicDeposit: '100.00',
        chosenRiskProfile: 'neutraal',
        uitkeringsTermijnCode: null,
        polisVoorwaardeCode: null,
        birthdate: null,
        start: null,
      }).sort(),
    ).toEqual(
      ['periodicDeposit', 'chosenRiskProfile', 'polisVoorwaardeCode', 'birthdate', 'start'].sort(),
    );
    expect(messages({ ...sdilRequest, start: null })).toEqual([
      'Vul de datum van de eerste uitkering in.',
    ]);
  });

  it('pays monthly (Geen) when the frequency is left out or null (spec §9)', () => {
    const { uitkeringsTermijnCode: _code, ...withoutCode } = sdilRequest;
    expect(calculationRequestSchema.parse(withoutCode).uitkeringsTermijnCode).toBe('Geen');
    expect(
      calculationRequestSchema.parse({ ...sdilRequest, uitkeringsTermijnCode: null })
        .uitkeringsTermijnCode,
    ).toBe('Geen');
    expect(
      calculationRequestSchema.parse({ ...sdilRequest, uitkeringsTermijnCode: 'Kwartaal' })
        .uitkeringsTermijnCode,
    ).toBe('Kwartaal');
  });

  it('takes an empty or absent fund list, and no funds at all', () => {
    const { funds: _funds, ...withoutFunds } = sdilRequest;
    expect(messages(withoutFunds)).toEqual([]);
    expect(calculationRequestSchema.parse(withoutFunds).funds).toEqual([]);
    expect(messages({ ...sdilRequest, funds: [] })).toEqual([]);
    expect(messages({ ...sdilRequest, funds: [{ id: 1, percentage: 1 }] })).toEqual([
      'Bij lijfrente uitkeren kiest u geen fondsen.',
    ]);
  });
});

describe('the SDIL response holds what the engine computes', () => {
  it('for SDIL, with the payout schedule', () => {
    const result = valueOf(
      calculateSdil({
        capital: '150000.00',
        birthdate: '1960-03-10',
        start: '2027-04-01',
        durationYears: 20,
        uitkeringsTermijnCode: 'Geen',
        polisVoorwaardeCode: 'SDIL2014',
        interestRate: '0.025',
      }),
    );
    const parsed = calculationResponseSchema.parse({
      data: { offerID: null, request: inputOf(sdilRequest), ...result },
    });
    if (parsed.data.productCode !== 'SDIL') throw new Error('expected SDIL');
    expect(parsed.data.schedule).toHaveLength(240);
    expect(parsed.data.numberOfPayments).toBe(240);
  });

  it('the engine words the term rule as the web app looks for it', () => {
    const outcome = calculateSdil({
      capital: '150000.00',
      birthdate: '1980-03-10',
      start: '2027-04-01',
      durationYears: 20,
      uitkeringsTermijnCode: 'Maand',
      polisVoorwaardeCode: 'SDIL',
      interestRate: '0.025',
    });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.errors.some((message) => message.includes(MINIMUM_TERM_PHRASE))).toBe(true);
    }
    expect(MINIMUM_TERM_PHRASE).toBe('De minimale looptijd bedraagt 20 jaar');
  });
});
