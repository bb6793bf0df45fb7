import { describe, expect, it } from 'vitest';
import { AOW_ASSUMPTION_NOTE } from '../aow';
import { calculateSul, type SulInput, type SulResult } from './sul';
import { NEUTRAL_MIX, steadyFund } from './test-fixtures';

// Born 15 June 1980: AOW age not yet fixed (assumed 67 + 3 months → 15 September 2047), so
// the latest payout start is 31 December 2052.
const base: SulInput = {
  birthdate: '1980-06-15',
  start: '2026-01-01',
  durationType: 'jaren',
  duration: 20,
  situation: 'nieuw',
  initialDeposit: '0',
  periodicDeposit: '300',
  funds: NEUTRAL_MIX,
};

function sul(input: Partial<SulInput>): SulResult {
  const outcome = calculateSul({ ...base, ...input });
  if (!outcome.ok) throw new Error(outcome.errors.join(' | '));
  return outcome.value;
}

function errorsOf(input: Partial<SulInput>): string[] {
  const outcome = calculateSul({ ...base, ...input });
  return outcome.ok ? [] : outcome.errors;
}

describe('calculateSul — duration in years or up to an age', () => {
  it('builds up for whole years from the start date', () => {
    const result = sul({});
    expect(result).toMatchObject({
      productCode: 'SUL',
      endDate: '2046-01-01',
      months: 240,
      ageAtEnd: 65,
      isHuidigeLijfrenteOversluiten: false,
    });
    expect(result.rows).toHaveLength(20);
    expect(result.end.totalDeposited).toBe('72000.00');
  });

  it('builds up until the first deposit date on or after the birthday of the chosen age', () => {
    // 67th birthday 15 June 2047; monthly dates on the 1st → ends 1 July 2047 (258 months).
    const result = sul({ durationType: 'leeftijd', duration: 67 });
    expect(result).toMatchObject({ endDate: '2047-07-01', months: 258, ageAtEnd: 67 });
    // 21 full years and a final row for the half year after.
    expect(result.rows.map((row) => row.months).slice(-2)).toEqual([252, 258]);
    expect(result.rows.at(-1)?.year).toBe(22);
    expect(result.end.totalDeposited).toBe('77400.00');
  });

  it('ends exactly on the birthday when it falls on a deposit date', () => {
    const result = sul({ durationType: 'leeftijd', duration: 60, start: '2026-06-15' });
    expect(result).toMatchObject({ endDate: '2040-06-15', months: 168, ageAtEnd: 60 });
  });

  it('refuses an age already reached, or more than 50 years away', () => {
    expect(errorsOf({ durationType: 'leeftijd', duration: 45 })).toEqual([
      'De opbouw tot uw 45e moet van 1 tot en met 50 jaar duren.',
    ]);
    expect(errorsOf({ durationType: 'leeftijd', duration: 18 })).toEqual([
      'Vul de leeftijd in waarop de opbouw eindigt: een heel aantal jaren, van 19 tot en met 100.',
    ]);
  });

  it('must end by the latest payout start: the fifth calendar year after the AOW year', () => {
    expect(errorsOf({ durationType: 'leeftijd', duration: 72 })).toEqual([]);
    expect(errorsOf({ durationType: 'leeftijd', duration: 73 })).toEqual([
      'De opbouw moet uiterlijk eindigen op 31-12-2052: een lijfrente moet ingaan uiterlijk in het vijfde kalenderjaar na het jaar waarin u de AOW-leeftijd bereikt.',
    ]);
  });

  it('names the assumed AOW age', () => {
    const result = sul({});
    expect(result.aowDate).toBe('2047-09-15');
    expect(result.aowAgeAssumed).toBe(true);
    expect(result.notes).toEqual([AOW_ASSUMPTION_NOTE]);
    expect(sul({ birthdate: '1962-03-01', duration: 5 }).notes).toEqual([]);
  });
});

describe('calculateSul — transferring an existing annuity (oversluiten)', () => {
  const fund = steadyFund({ expectedReturn: '0.04', entryCost: '0.02' });

  it('takes the capital as initial deposit without entry costs (hand-computed)', () => {
    // Month by month at 1,04^(1/12): 50 000 untouched plus 100 · 0,98 a month for ten years
    // = € 88.435,48; as a new deposit (2% entry costs on the 50 000 too) € 86.955,23.
    const transfer = sul({
      situation: 'oversluiten',
      initialDeposit: '50000',
      periodicDeposit: '100',
      duration: 10,
      funds: [fund],
    });
    expect(transfer.isHuidigeLijfrenteOversluiten).toBe(true);
    expect(transfer.end.expected).toBe('88435.48');
    expect(transfer.entryCosts).toBe('240.00');
    const fresh = sul({
      initialDeposit: '50000',
      periodicDeposit: '100',
      duration: 10,
      funds: [fund],
    });
    expect(fresh.end.expected).toBe('86955.23');
    expect(fresh.entryCosts).toBe('1240.00');
  });

  it('needs the value of the current annuity', () => {
    expect(errorsOf({ situation: 'oversluiten', initialDeposit: '0' })).toEqual([
      'Vul de waarde van uw huidige lijfrente in; die wordt uw eerste inleg.',
    ]);
    expect(errorsOf({ situation: 'oversluiten', initialDeposit: 'veel' })).toEqual([
      'De waarde van uw huidige lijfrente is geen geldig bedrag.',
    ]);
  });
});

describe('calculateSul — indicative payout', () => {
  it('pays the expected capital out monthly over 20 years at 2%: € 100.000 → € 504,19', () => {
    // P = C · r / ((1 − (1 + r)^−240) · (1 + r)), r = 1,02^(1/12) − 1: 504,1937… → 504,19.
    const result = sul({
      initialDeposit: '100000',
      periodicDeposit: '0',
      duration: 1,
      funds: [steadyFund()],
    });
    expect(result.end.expected).toBe('100000.00');
    expect(result.indicativePayout).toMatchObject({
      monthlyPayment: '504.19',
      years: 20,
      rate: '0.02',
    });
  });

  it('uses a stated rate instead of the default', () => {
    const result = sul({
      initialDeposit: '100000',
      periodicDeposit: '0',
      duration: 1,
      funds: [steadyFund()],
      payoutRate: '0',
    });
    // 100 000 / 240 = 416,666… → 416,66.
    expect(result.indicativePayout.monthlyPayment).toBe('416.66');
  });
});

describe('calculateSul — validation', () => {
  it('lists every problem at once', () => {
    expect(
      errorsOf({
        birthdate: '1980-02-30',
        situation: 'anders' as SulInput['situation'],
        periodicDeposit: '-1',
        funds: [],
        payoutRate: '0.5',
      }),
    ).toEqual([
      'De geboortedatum is geen geldige datum.',
      'Geef aan of u een nieuwe lijfrente opbouwt of een bestaande lijfrente oversluit.',
      'De maandelijkse inleg mag niet negatief zijn.',
      'Kies ten minste één fonds.',
      'Het rentepercentage voor de indicatieve uitkering moet liggen tussen 0,00% en 15,00%.',
    ]);
  });

  it('refuses an unknown duration type, a start in the past and a minor', () => {
    expect(errorsOf({ durationType: 'maanden' as SulInput['durationType'] })).toEqual([
      'Kies of u de looptijd in jaren of tot een leeftijd opgeeft.',
    ]);
    expect(errorsOf({ today: '2026-01-02' })).toEqual([
      'De ingangsdatum mag niet in het verleden liggen.',
    ]);
    expect(errorsOf({ birthdate: '2010-01-01' })).toEqual([
      'U moet op de ingangsdatum ten minste 18 jaar oud zijn.',
    ]);
  });

  it('wants a deposit for a new annuity', () => {
    expect(errorsOf({ initialDeposit: '0', periodicDeposit: '0' })).toEqual([
      'Vul een eenmalige inleg, een maandelijkse inleg of allebei in.',
    ]);
  });
});
