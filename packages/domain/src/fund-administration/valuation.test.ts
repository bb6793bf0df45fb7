import { describe, expect, it } from 'vitest';
import { calendarDate as d } from '../calendar-date';
import { computeReturns } from '../returns';
import { bookDeposit, bookDistribution, bookPurchase, type LedgerEntry } from './ledger';
import {
  contractResult,
  contractReturnsInput,
  holdingValue,
  ledgerTotals,
  navOn,
  valueOn,
  type NavPoint,
} from './valuation';

const navs: NavPoint[] = [
  { date: d('2024-12-31'), nav: '100.0000' },
  { date: d('2025-01-31'), nav: '102.0000' },
  { date: d('2025-02-28'), nav: '99.0000' },
  { date: d('2025-03-31'), nav: '105.0000' },
];

/** € 1.000 on 1 January, € 500 on 1 February (2% entry costs), € 0,50 per unit paid out. */
function ledger(): LedgerEntry[] {
  const entries = [
    ...bookDeposit({
      date: d('2025-01-01'),
      kind: 'storting',
      amount: '1000',
      entryCostRate: '0.02',
      nav: '100',
    }),
    ...bookDeposit({
      date: d('2025-02-01'),
      kind: 'periodieke-storting',
      amount: '500',
      entryCostRate: '0.02',
      nav: '102',
    }),
  ];
  const distribution = bookDistribution({
    date: d('2025-03-15'),
    unitsHeld: ledgerTotals(entries).units,
    amountPerUnit: '0.50',
    policy: 'uitkeren',
    nav: '99',
  });
  return distribution ? [...entries, distribution] : entries;
}

describe('navOn', () => {
  it('gives the latest NAV on or before the date, none before the first', () => {
    expect(navOn(navs, d('2024-12-30'))).toBeNull();
    expect(navOn(navs, d('2024-12-31'))?.nav).toBe('100.0000');
    expect(navOn(navs, d('2025-02-27'))?.nav).toBe('102.0000');
    expect(navOn(navs, d('2025-02-28'))?.nav).toBe('99.0000');
    expect(navOn(navs, d('2026-01-01'))?.nav).toBe('105.0000');
    expect(navOn([], d('2026-01-01'))).toBeNull();
  });
});

describe('contract valuation from its bookings', () => {
  it('derives units, deposits, costs and distributions from the ledger', () => {
    const totals = ledgerTotals(ledger());
    // 980 / 100 = 9,8000 units and 490 / 102 = 4,80392… → 4,8039 units.
    expect(totals.units.toFixed(4)).toBe('14.6039');
    expect(totals.deposits.toFixed(2)).toBe('1500.00');
    expect(totals.costs.toFixed(2)).toBe('30.00');
    // 14,6039 × 0,50 = 7,30195 → 7,30.
    expect(totals.distributions.toFixed(2)).toBe('7.30');
    expect(totals.withdrawals.toFixed(2)).toBe('0.00');
    expect(ledgerTotals(ledger(), d('2025-01-31')).units.toFixed(4)).toBe('9.8000');
  });

  it('values the units at the NAV valid that day, rounded to cents', () => {
    expect(holdingValue('14.6039', '105').toFixed(2)).toBe('1533.41');
    expect(valueOn(ledger(), navs, d('2024-12-31')).toFixed(2)).toBe('0.00');
    expect(valueOn(ledger(), navs, d('2025-02-01')).toFixed(2)).toBe('1489.60');
    expect(valueOn(ledger(), navs, d('2025-04-10')).toFixed(2)).toBe('1533.41');
  });

  it('gives the result as value − (deposits − withdrawals − distributions paid out)', () => {
    const totals = ledgerTotals(ledger());
    // 1.533,41 − (1.500 − 7,30) = 40,71
    expect(contractResult('1533.41', totals).toFixed(2)).toBe('40.71');
  });

  it('refuses to value units before the fund has a NAV', () => {
    expect(() => valueOn(ledger(), navs.slice(2), d('2025-01-15'))).toThrow(/no NAV/);
  });
});

describe('contractReturnsInput', () => {
  it('values the contract on every NAV date, every booking date and the last day', () => {
    const input = contractReturnsInput({
      entries: ledger(),
      navs,
      from: d('2025-01-01'),
      to: d('2025-03-31'),
    });
    expect(input.openingValue.toString()).toBe('0');
    expect(input.valuations.map((v) => [v.date, v.value.toString()])).toEqual([
      ['2025-01-01', '980'],
      ['2025-01-31', '999.6'],
      ['2025-02-01', '1489.6'],
      ['2025-02-28', '1445.79'],
      ['2025-03-15', '1445.79'],
      ['2025-03-31', '1533.41'],
    ]);
    expect(input.cashFlows).toEqual([
      { date: '2025-01-01', amount: '1000.00', kind: 'deposit' },
      { date: '2025-01-01', amount: '20.00', kind: 'cost' },
      { date: '2025-02-01', amount: '500.00', kind: 'deposit' },
      { date: '2025-02-01', amount: '10.00', kind: 'cost' },
      { date: '2025-03-15', amount: '7.30', kind: 'distribution' },
    ]);
  });

  it('feeds computeReturns so that the result and both returns follow from the ledger', () => {
    const result = computeReturns(
      contractReturnsInput({ entries: ledger(), navs, from: d('2025-01-01'), to: d('2025-03-31') }),
    );
    // TWR chain: 980/1000 × 999,60/980 × 989,60/999,60 × 1.445,79/1.489,60
    //            × 1.453,09/1.445,79 × 1.533,41/1.445,79 − 1
    // MWR: 40,71 / (1.000 × 89/89 + 500 × 58/89 − 7,30 × 16/89)
    expect(result).toMatchObject({
      startValue: '0.00',
      endValue: '1533.41',
      deposits: '1500.00',
      distributions: '7.30',
      costs: '30.00',
      result: '40.71',
      timeWeightedReturn: '0.02384830',
      moneyWeightedReturn: '0.03073542',
    });
  });

  it('starts a later period from the value at the end of the day before', () => {
    const input = contractReturnsInput({
      entries: ledger(),
      navs,
      from: d('2025-02-01'),
      to: d('2025-02-20'),
    });
    expect(input.openingValue.toString()).toBe('999.6');
    expect(input.valuations.map((v) => v.date)).toEqual(['2025-02-01', '2025-02-20']);
    expect(computeReturns(input).result).toBe('-10.00');
  });
});

describe('money awaiting purchase', () => {
  // € 5.000 received on 10 March, bought at the NAV of 31 March (105) with 2% entry costs.
  const received: LedgerEntry = {
    date: d('2025-03-10'),
    kind: 'storting',
    amount: '5000.00',
    units: null,
    nav: null,
  };
  const purchase = bookPurchase({
    date: d('2025-03-31'),
    amount: '5000.00',
    entryCostRate: '0.02',
    nav: '105',
  });

  it('is part of the value at its amount, with a result of zero until the units are bought', () => {
    const waiting = ledgerTotals([received]);
    expect(waiting.cash.toFixed(2)).toBe('5000.00');
    const value = valueOn([received], navs, d('2025-03-20'));
    expect(value.toFixed(2)).toBe('5000.00');
    expect(contractResult(value, waiting).toFixed(2)).toBe('0.00');
  });

  it('is spent by the purchase: the entry costs are the result then', () => {
    const entries = [received, ...purchase];
    const totals = ledgerTotals(entries);
    expect(totals.cash.toFixed(2)).toBe('0.00');
    const value = valueOn(entries, navs, d('2025-03-31'));
    // 4.900 / 105 = 46,6667 units × 105 = 4.900,00
    expect(value.toFixed(2)).toBe('4900.00');
    expect(contractResult(value, totals).toFixed(2)).toBe('-100.00');
  });

  it('does not move the time-weighted return while it waits', () => {
    const result = computeReturns(
      contractReturnsInput({
        entries: [received],
        navs,
        from: d('2025-03-01'),
        to: d('2025-03-20'),
      }),
    );
    expect(result).toMatchObject({
      endValue: '5000.00',
      result: '0.00',
      timeWeightedReturn: '0.00000000',
    });
  });
});
