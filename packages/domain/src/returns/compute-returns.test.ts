import { describe, expect, it } from 'vitest';
import { calendarDate as d } from '../calendar-date';
import { computeReturns } from './compute-returns';
import { ReturnsInputError } from './prepare-period';
import type { CashFlow, ReturnsInput } from './types';

const quarter = { from: d('2026-01-01'), to: d('2026-03-31') };

describe('computeReturns: hand-computed cases', () => {
  it('without cash flows both returns are end / start − 1', () => {
    const result = computeReturns({
      ...quarter,
      openingValue: '10000',
      valuations: [
        { date: d('2026-01-31'), value: '10200' },
        { date: d('2026-02-28'), value: '9900' },
        { date: d('2026-03-31'), value: '10500' },
      ],
      cashFlows: [],
    });
    expect(result).toMatchObject({
      measuredFrom: '2026-01-01',
      startValue: '10000.00',
      endValue: '10500.00',
      deposits: '0.00',
      netFlows: '0.00',
      result: '500.00',
      timeWeightedReturn: '0.05000000',
      moneyWeightedReturn: '0.05000000',
    });
    expect(result.monthly.map((point) => [point.date, point.timeWeightedReturn])).toEqual([
      ['2025-12-31', '0.00000000'],
      ['2026-01-31', '0.02000000'],
      ['2026-02-28', '-0.01000000'],
      ['2026-03-31', '0.05000000'],
    ]);
  });

  it('separates the fund performance (TWR) from the return on the money put in (MWR)', () => {
    // +10 % in January, € 5.000 deposited on 1 February, −5 % until 31 March.
    const result = computeReturns({
      ...quarter,
      openingValue: '10000',
      valuations: [
        { date: d('2026-01-31'), value: '11000' },
        { date: d('2026-02-01'), value: '16000' },
        { date: d('2026-03-31'), value: '15200' },
      ],
      cashFlows: [{ date: d('2026-02-01'), amount: '5000', kind: 'deposit' }],
    });
    // TWR: 1,10 × (16.000 − 5.000) / 11.000 × 15.200 / 16.000 − 1 = 1,10 × 0,95 − 1 = 4,5 %.
    expect(result.timeWeightedReturn).toBe('0.04500000');
    // MWR: 90 days; the deposit works for the 58 days after 1 February.
    // (15.200 − 10.000 − 5.000) / (10.000 + 5.000 × 58/90) = 200 / 13.222,22 = 9/595.
    expect(result.moneyWeightedReturn).toBe('0.01512605');
    expect(result).toMatchObject({ deposits: '5000.00', result: '200.00', netFlows: '5000.00' });
    expect(result.monthly.at(-1)).toEqual({
      date: '2026-03-31',
      value: '15200.00',
      invested: '15000.00',
      distributed: '0.00',
      result: '200.00',
      timeWeightedReturn: '0.04500000',
    });
  });

  it('counts paid-out distributions as part of the result', () => {
    // German fund: € 400 paid out on 30 June, the value drops by it.
    const result = computeReturns({
      from: d('2025-01-01'),
      to: d('2025-12-31'),
      openingValue: '20000',
      valuations: [
        { date: d('2025-06-30'), value: '20100' },
        { date: d('2025-12-31'), value: '20500' },
      ],
      cashFlows: [{ date: d('2025-06-30'), amount: '400', kind: 'distribution' }],
    });
    expect(result).toMatchObject({
      distributions: '400.00',
      netFlows: '-400.00',
      result: '900.00',
      // (20.100 + 400) / 20.000 × 20.500 / 20.100 − 1 = 1681/1608 − 1
      timeWeightedReturn: '0.04539801',
      // 900 / (20.000 − 400 × 184/365) = 1095/24088
      moneyWeightedReturn: '0.04545832',
    });
    expect(result.monthly.at(-1)).toMatchObject({ invested: '20000.00', distributed: '400.00' });
  });

  it('starts the measurement at the first deposit when nothing was invested at the start', () => {
    // € 1.000 deposited on 1 March, 2 % entry costs, worth € 1.078 at the end of the year.
    const result = computeReturns({
      from: d('2026-01-01'),
      to: d('2026-12-31'),
      openingValue: '0',
      valuations: [
        { date: d('2026-01-31'), value: '0' },
        { date: d('2026-03-01'), value: '980' },
        { date: d('2026-06-30'), value: '1010' },
        { date: d('2026-12-31'), value: '1078' },
      ],
      cashFlows: [
        { date: d('2026-03-01'), amount: '1000', kind: 'deposit' },
        { date: d('2026-03-01'), amount: '20', kind: 'cost' },
      ],
    });
    expect(result).toMatchObject({
      measuredFrom: '2026-03-01',
      startValue: '0.00',
      deposits: '1000.00',
      costs: '20.00',
      result: '78.00',
      timeWeightedReturn: '0.07800000',
      moneyWeightedReturn: '0.07800000',
    });
    expect(result.monthly).toEqual([
      {
        date: '2026-03-01',
        value: '980.00',
        invested: '1000.00',
        distributed: '0.00',
        result: '-20.00',
        timeWeightedReturn: '-0.02000000',
      },
      {
        date: '2026-06-30',
        value: '1010.00',
        invested: '1000.00',
        distributed: '0.00',
        result: '10.00',
        timeWeightedReturn: '0.01000000',
      },
      {
        date: '2026-12-31',
        value: '1078.00',
        invested: '1000.00',
        distributed: '0.00',
        result: '78.00',
        timeWeightedReturn: '0.07800000',
      },
    ]);
  });

  it('treats costs charged inside the contract as a loss, not as money taken out', () => {
    const result = computeReturns({
      ...quarter,
      openingValue: '1000',
      valuations: [{ date: d('2026-03-31'), value: '990' }],
      cashFlows: [{ date: d('2026-02-15'), amount: '10', kind: 'cost' }],
    });
    expect(result).toMatchObject({
      costs: '10.00',
      netFlows: '0.00',
      result: '-10.00',
      timeWeightedReturn: '-0.01000000',
      moneyWeightedReturn: '-0.01000000',
    });
  });

  it('counts a deposit on the first day in the period and ignores what lies outside it', () => {
    const result = computeReturns({
      ...quarter,
      openingValue: '1000',
      valuations: [
        { date: d('2025-12-31'), value: '1000' },
        { date: d('2026-01-01'), value: '1500' },
        { date: d('2026-03-31'), value: '1500' },
        { date: d('2026-04-01'), value: '9999' },
      ],
      cashFlows: [
        { date: d('2025-12-31'), amount: '1000', kind: 'deposit' },
        { date: d('2026-01-01'), amount: '500', kind: 'deposit' },
        { date: d('2026-04-01'), amount: '8000', kind: 'deposit' },
      ],
    });
    expect(result).toMatchObject({
      deposits: '500.00',
      endValue: '1500.00',
      result: '0.00',
      timeWeightedReturn: '0.00000000',
      moneyWeightedReturn: '0.00000000',
    });
  });

  it('rounds every amount to cents first, so the figures shown add up', () => {
    const result = computeReturns({
      ...quarter,
      openingValue: '1000.004',
      valuations: [{ date: d('2026-03-31'), value: '1100.005' }],
      cashFlows: [],
    });
    expect(result).toMatchObject({ startValue: '1000.00', endValue: '1100.01', result: '100.01' });
  });
});

describe('computeReturns: nothing to measure', () => {
  it('gives zeros and no returns for an empty period', () => {
    expect(computeReturns({ ...quarter, openingValue: 0, valuations: [], cashFlows: [] })).toEqual({
      ...quarter,
      measuredFrom: '2026-01-01',
      startValue: '0.00',
      endValue: '0.00',
      deposits: '0.00',
      withdrawals: '0.00',
      distributions: '0.00',
      costs: '0.00',
      netFlows: '0.00',
      result: '0.00',
      timeWeightedReturn: null,
      moneyWeightedReturn: null,
      monthly: [],
    });
  });

  it('returns null, not NaN, when the average capital is zero', () => {
    const result = computeReturns({
      ...quarter,
      openingValue: '0',
      valuations: [
        { date: d('2026-02-01'), value: '0' },
        { date: d('2026-03-31'), value: '0' },
      ],
      cashFlows: [
        { date: d('2026-02-01'), amount: '100', kind: 'deposit' },
        { date: d('2026-02-01'), amount: '100', kind: 'withdrawal' },
      ],
    });
    expect(result.moneyWeightedReturn).toBeNull();
    expect(result.timeWeightedReturn).toBeNull();
    expect(result.result).toBe('0.00');
  });

  it('returns null for the MWR when more was taken out early than was ever in', () => {
    // The value triples in two days and € 2.500 is taken out: the average capital is negative.
    const result = computeReturns({
      ...quarter,
      openingValue: '1000',
      valuations: [
        { date: d('2026-01-02'), value: '500' },
        { date: d('2026-03-31'), value: '550' },
      ],
      cashFlows: [{ date: d('2026-01-02'), amount: '2500', kind: 'withdrawal' }],
    });
    expect(result.moneyWeightedReturn).toBeNull();
    // TWR still measures the fund: × 3 and then × 1,1.
    expect(result.timeWeightedReturn).toBe('2.30000000');
    expect(result.result).toBe('2050.00');
  });
});

describe('computeReturns: input that cannot be a real history', () => {
  const base: ReturnsInput = {
    ...quarter,
    openingValue: '1000',
    valuations: [{ date: d('2026-03-31'), value: '1000' }],
    cashFlows: [],
  };
  const flow = (cashFlow: CashFlow): ReturnsInput => ({ ...base, cashFlows: [cashFlow] });

  it.each<[string, ReturnsInput]>([
    ['a period that ends before it starts', { ...base, from: d('2026-04-01') }],
    ['a date that does not exist', { ...base, to: '2026-02-30' as typeof base.to }],
    ['no valuation on the last day', { ...base, valuations: [] }],
    [
      'a cash flow without a valuation on its date',
      flow({ date: d('2026-02-10'), amount: '5', kind: 'deposit' }),
    ],
    ['a negative amount', flow({ date: d('2026-03-31'), amount: '-5', kind: 'deposit' })],
    ['a negative opening value', { ...base, openingValue: '-1' }],
    [
      'two valuations on one day',
      { ...base, valuations: [...base.valuations, { date: d('2026-03-31'), value: '5' }] },
    ],
    [
      'money leaving an empty contract',
      {
        ...base,
        openingValue: '0',
        valuations: [
          { date: d('2026-02-01'), value: '0' },
          { date: d('2026-03-31'), value: '0' },
        ],
        cashFlows: [{ date: d('2026-02-01'), amount: '5', kind: 'withdrawal' }],
      },
    ],
  ])('refuses %s', (_, input) => {
    expect(() => computeReturns(input)).toThrow(ReturnsInputError);
  });
});
