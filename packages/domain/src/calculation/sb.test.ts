import { describe, expect, it } from 'vitest';
import { euro } from '../money';
import { calculateSb, type SbInput, type SbResult } from './sb';
import { NEUTRAL_MIX, steadyFund } from './test-fixtures';
import { FORECAST_WARNING } from '../regulatory-texts';

function sb(input: Partial<SbInput>): SbResult {
  const outcome = calculateSb({
    start: '2026-01-01',
    durationYears: 1,
    initialDeposit: '0',
    periodicDeposit: '0',
    funds: [steadyFund()],
    ...input,
  });
  if (!outcome.ok) throw new Error(outcome.errors.join(' | '));
  return outcome.value;
}

function scenarios(row: { pessimistic: string; expected: string; optimistic: string }): string[] {
  return [row.pessimistic, row.expected, row.optimistic];
}

describe('calculateSb — golden cases without volatility (hand-computed)', () => {
  it('€ 10.000 for one year at 6%, 1% entry and 0,6% ongoing costs: 9.900 × 1,06 × (1 − 0,0005)^12', () => {
    // 9900 × 1.06 × 0.9995^12 = 10431.2088627… → € 10.431,21 (computed with 50-digit decimals).
    const result = sb({
      initialDeposit: '10000',
      funds: [steadyFund({ expectedReturn: '0.06', entryCost: '0.01', ongoingCost: '0.006' })],
    });
    expect(scenarios(result.end)).toEqual(['10431.21', '10431.21', '10431.21']);
    expect(result.end.totalDeposited).toBe('10000.00');
    expect(result.entryCosts).toBe('100.00');
    // Without costs: 10000 × 1.06 = 10600.00; the costs take 168.79 of it.
    expect(result.costEffect).toBe('168.79');
  });

  it('€ 100 a month at 0% for two years: exactly what was deposited, year by year', () => {
    const result = sb({ periodicDeposit: '100', durationYears: 2 });
    expect(
      result.rows.map((row) => [row.year, row.date, row.totalDeposited, ...scenarios(row)]),
    ).toEqual([
      [1, '2027-01-01', '1200.00', '1200.00', '1200.00', '1200.00'],
      [2, '2028-01-01', '2400.00', '2400.00', '2400.00', '2400.00'],
    ]);
  });

  it('€ 100 a month at 6% for a year: Σ 100 · 1,06^(k/12) for k = 1…12 = € 1.238,65', () => {
    const result = sb({ periodicDeposit: '100', funds: [steadyFund({ expectedReturn: '0.06' })] });
    expect(result.end.expected).toBe('1238.65');
  });

  it('two funds, ten years, € 10.000 plus € 200 a month: each fund compounded on its own', () => {
    // Fund A 60%: 4%, 1% entry, 0,5% ongoing; fund B 40%: 2%, no entry, 0,2% ongoing.
    // Month by month v = (v + deposit · weight · (1 − entry)) · (1 + r)^(1/12) · (1 − c/12):
    // 40681.70 with costs, 42043.85 without (50-digit decimals).
    const result = sb({
      initialDeposit: '10000',
      periodicDeposit: '200',
      durationYears: 10,
      funds: [
        steadyFund({
          code: 'A',
          weight: '0.6',
          expectedReturn: '0.04',
          entryCost: '0.01',
          ongoingCost: '0.005',
        }),
        steadyFund({ code: 'B', weight: '0.4', expectedReturn: '0.02', ongoingCost: '0.002' }),
      ],
    });
    expect(scenarios(result.end)).toEqual(['40681.70', '40681.70', '40681.70']);
    expect(result.end.totalDeposited).toBe('34000.00');
    expect(result.costEffect).toBe('1362.15');
    // Entry costs: 1% of the 60% share of 34.000 = 204.
    expect(result.entryCosts).toBe('204.00');
  });
});

describe('calculateSb — the Monte Carlo projection', () => {
  const input: SbInput = {
    start: '2026-02-01',
    durationYears: 30,
    initialDeposit: '25000',
    periodicDeposit: '250',
    funds: NEUTRAL_MIX,
  };

  it('reports every year with deposits, three ordered scenarios and the warning', () => {
    const result = sb(input);
    expect(result.rows).toHaveLength(30);
    expect(result.rows[0]?.date).toBe('2027-02-01');
    expect(result.end).toEqual(result.rows[29]);
    expect(result.end.totalDeposited).toBe('115000.00');
    expect(result.endDate).toBe('2056-02-01');
    for (const row of result.rows) {
      const [low, mid, high] = scenarios(row).map((value) => euro(value));
      expect(low?.lessThan(mid ?? 0)).toBe(true);
      expect(mid?.lessThan(high ?? 0)).toBe(true);
    }
    expect(result.warning).toBe(FORECAST_WARNING);
    expect(result.warning).toBe(
      'Een prognose is geen betrouwbare indicator voor toekomstige resultaten.',
    );
  });

  it('states its assumptions', () => {
    const { assumptions } = sb(input);
    expect(assumptions.paths).toBe(1000);
    expect(assumptions.percentiles).toEqual({ pessimistic: 5, expected: 50, optimistic: 95 });
    expect(assumptions.funds[1]).toEqual({
      code: 'SB-VGD',
      name: 'Vastgoedfonds Europa',
      weight: '0.3',
      expectedReturn: '0.05',
      volatility: '0.11',
      entryCost: '0.01',
      ongoingCost: '0.0075',
    });
    expect(assumptions.notes.join(' ')).toMatch(/onafhankelijk van elkaar/);
  });

  it('gives the same figures for the same input, and other figures for another seed', () => {
    expect(sb(input)).toEqual(sb(input));
    expect(sb({ ...input, simulation: { seed: 1 } }).end).not.toEqual(sb(input).end);
  });

  it('runs 1000 paths × 50 years of monthly steps over three funds well within a second', () => {
    const started = performance.now();
    sb({ ...input, durationYears: 50 });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('calculateSb — validation', () => {
  it('lists every problem at once, in Dutch', () => {
    const outcome = calculateSb({
      start: '2026-02-30',
      durationYears: 0,
      initialDeposit: '-5',
      periodicDeposit: '12,50',
      funds: [
        steadyFund({ weight: '0.5' }),
        steadyFund({ code: 'X', name: 'Fonds X', weight: '0.4' }),
      ],
    });
    expect(outcome).toEqual({
      ok: false,
      errors: [
        'De ingangsdatum is geen geldige datum.',
        'De looptijd moet een heel aantal jaren zijn, van 1 tot en met 50 jaar.',
        'De eenmalige inleg mag niet negatief zijn.',
        'De maandelijkse inleg is geen geldig bedrag.',
        'De verdeling over de fondsen moet samen precies 100% zijn; nu is dat 90,00%.',
      ],
    });
  });

  it('accepts the bounds and refuses just past them', () => {
    expect(calculateSb({ ...base(), durationYears: 50, initialDeposit: '10000000' }).ok).toBe(true);
    expect(errorsOf({ ...base(), durationYears: 51 })).toEqual([
      'De looptijd moet een heel aantal jaren zijn, van 1 tot en met 50 jaar.',
    ]);
    expect(errorsOf({ ...base(), initialDeposit: '10000000.01' })).toEqual([
      'De eenmalige inleg mag niet hoger zijn dan €\u00a010.000.000,00.',
    ]);
    expect(errorsOf({ ...base(), periodicDeposit: '10.005' })).toEqual([
      'De maandelijkse inleg mag niet meer dan twee cijfers achter de komma hebben.',
    ]);
  });

  it('wants a deposit', () => {
    expect(errorsOf({ ...base(), initialDeposit: '0', periodicDeposit: 0 })).toEqual([
      'Vul een eenmalige inleg, een maandelijkse inleg of allebei in.',
    ]);
  });

  it('wants fund percentages that add up to exactly 100%, each above 0%', () => {
    const third = (code: string) => steadyFund({ code, name: `Fonds ${code}`, weight: '0.3333' });
    expect(errorsOf({ ...base(), funds: [third('A'), third('B'), third('C')] })).toEqual([
      'De verdeling over de fondsen moet samen precies 100% zijn; nu is dat 99,99%.',
    ]);
    expect(errorsOf({ ...base(), funds: [] })).toEqual(['Kies ten minste één fonds.']);
    expect(
      errorsOf({
        ...base(),
        funds: [
          steadyFund({ name: 'Fonds A', weight: '0' }),
          steadyFund({ name: 'Fonds A', weight: '1' }),
        ],
      }),
    ).toEqual([
      'Het percentage voor Fonds A moet groter zijn dan 0% en ten hoogste 100%.',
      'Het fonds Fonds A is meer dan eens gekozen.',
    ]);
  });

  it('refuses fund assumptions outside sensible bounds (e.g. 5 instead of 0,05)', () => {
    expect(
      errorsOf({ ...base(), funds: [steadyFund({ name: 'Fonds Z', expectedReturn: '5' })] }),
    ).toEqual(['De rendementsverwachting van Fonds Z moet liggen tussen -50,00% en 50,00%.']);
  });

  it('bounds the simulation size so a request cannot exhaust the server', () => {
    expect(errorsOf({ ...base(), simulation: { paths: 10_001 } })).toEqual([
      "Het aantal scenario's moet een heel getal zijn van 1 tot en met 10000.",
    ]);
  });
});

function base(): SbInput {
  return {
    start: '2026-01-01',
    durationYears: 10,
    initialDeposit: '1000',
    periodicDeposit: '50',
    funds: [steadyFund()],
  };
}

function errorsOf(input: SbInput): string[] {
  const outcome = calculateSb(input);
  return outcome.ok ? [] : outcome.errors;
}
