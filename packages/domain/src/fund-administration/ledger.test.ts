import { describe, expect, it } from 'vitest';
import { calendarDate as d } from '../calendar-date';
import {
  bookDeposit,
  bookDistribution,
  bookPurchase,
  bookSale,
  bookSellBack,
  type LedgerEntry,
} from './ledger';
import { contractResult, ledgerTotals } from './valuation';

describe('bookDeposit', () => {
  it('takes the entry costs from the deposit and buys units with the rest at the NAV', () => {
    expect(
      bookDeposit({
        date: d('2019-03-01'),
        kind: 'storting',
        amount: '10000.00',
        entryCostRate: '0.02',
        nav: '104.2300',
      }),
    ).toEqual([
      { date: '2019-03-01', kind: 'storting', amount: '10000.00', units: null, nav: null },
      { date: '2019-03-01', kind: 'kosten', amount: '200.00', units: null, nav: null },
      // 9.800 / 104,23 = 94,02283…
      { date: '2019-03-01', kind: 'aankoop', amount: '9800.00', units: '94.0228', nav: '104.2300' },
    ]);
  });

  it('rounds the costs to cents and the units to 4 decimals, half away from zero', () => {
    const [, costs, purchase] = bookDeposit({
      date: d('2022-01-01'),
      kind: 'periodieke-storting',
      amount: '1234.25',
      entryCostRate: '0.02',
      nav: '97.31',
    });
    // 2% of 1.234,25 = 24,685 → 24,69; 1.209,56 / 97,31 = 12,429966… → 12,4300.
    expect(costs).toMatchObject({ kind: 'kosten', amount: '24.69' });
    expect(purchase).toMatchObject({ amount: '1209.56', units: '12.4300', nav: '97.3100' });
  });

  it('books no cost line when the fund charges no entry costs', () => {
    const entries = bookDeposit({
      date: d('2024-05-01'),
      kind: 'periodieke-storting',
      amount: 250,
      entryCostRate: 0,
      nav: '100',
    });
    expect(entries.map((entry) => [entry.kind, entry.amount, entry.units])).toEqual([
      ['periodieke-storting', '250.00', null],
      ['aankoop', '250.00', '2.5000'],
    ]);
  });

  it('refuses amounts that are not whole positive cents, and impossible NAVs or rates', () => {
    const base = {
      date: d('2024-05-01'),
      kind: 'storting' as const,
      amount: '100.00',
      entryCostRate: '0.02',
      nav: '100',
    };
    expect(() => bookDeposit({ ...base, amount: '100.005' })).toThrow(/whole cents/);
    expect(() => bookDeposit({ ...base, amount: '0' })).toThrow(/positive/);
    expect(() => bookDeposit({ ...base, nav: '0' })).toThrow(/NAV/);
    expect(() => bookDeposit({ ...base, entryCostRate: '1' })).toThrow(/Entry costs/);
  });
});

describe('bookDistribution', () => {
  const base = {
    date: d('2025-07-15'),
    unitsHeld: '237.5512',
    amountPerUnit: '1.2345',
    nav: '98.7654',
  };

  it('pays out units held × amount per unit, rounded to cents', () => {
    // 237,5512 × 1,2345 = 293,2569…
    expect(bookDistribution({ ...base, policy: 'uitkeren' })).toEqual({
      date: '2025-07-15',
      kind: 'uitkering',
      amount: '293.26',
      units: null,
      nav: null,
    });
  });

  it('reinvests at the NAV of the pay date, without entry costs', () => {
    // 293,26 / 98,7654 = 2,96925…
    expect(bookDistribution({ ...base, policy: 'herbeleggen' })).toEqual({
      date: '2025-07-15',
      kind: 'herbelegging',
      amount: '293.26',
      units: '2.9693',
      nav: '98.7654',
    });
  });

  it('books nothing below a cent, and pays out what is too small to buy 0.0001 units', () => {
    expect(bookDistribution({ ...base, unitsHeld: '0.0040', policy: 'uitkeren' })).toBeNull();
    expect(
      bookDistribution({ ...base, unitsHeld: '0.0100', nav: '250', policy: 'herbeleggen' }),
    ).toMatchObject({ kind: 'uitkering', amount: '0.01' });
  });
});

describe('bookSale', () => {
  it('sells the units at the NAV and pays the proceeds out the same day', () => {
    expect(bookSale({ date: d('2024-10-01'), units: '150.1234', nav: '101.2345' })).toEqual([
      // 150,1234 × 101,2345 = 15.197,667…
      {
        date: '2024-10-01',
        kind: 'verkoop',
        amount: '15197.67',
        units: '-150.1234',
        nav: '101.2345',
      },
      { date: '2024-10-01', kind: 'uitbetaling', amount: '15197.67', units: null, nav: null },
    ]);
  });

  it('refuses to sell nothing', () => {
    expect(() => bookSale({ date: d('2024-10-01'), units: '0', nav: '100' })).toThrow(/positive/);
  });
});

describe('bookPurchase', () => {
  it('books what bookDeposit books after the deposit itself, on the valuation date', () => {
    const input = { amount: '1234.25', entryCostRate: '0.02', nav: '97.31' };
    const purchase = bookPurchase({ date: d('2026-03-31'), ...input });
    expect(purchase).toEqual([
      { date: '2026-03-31', kind: 'kosten', amount: '24.69', units: null, nav: null },
      { date: '2026-03-31', kind: 'aankoop', amount: '1209.56', units: '12.4300', nav: '97.3100' },
    ]);
    const deposit = bookDeposit({ date: d('2026-03-31'), kind: 'storting', ...input });
    expect(deposit.slice(1)).toEqual(purchase);
  });

  it('refuses a deposit in parts of a cent and a NAV that is not positive', () => {
    const base = { date: d('2026-03-31'), entryCostRate: '0', nav: '10' };
    expect(() => bookPurchase({ ...base, amount: '10.001' })).toThrow(RangeError);
    expect(() => bookPurchase({ ...base, amount: '10', nav: '0' })).toThrow(RangeError);
  });
});

describe('bookSellBack', () => {
  // A collected € 300,00 bought 2,9400 units at 100 (€ 6,00 entry costs), then was reversed.
  const reversed: LedgerEntry[] = [
    {
      date: d('2026-04-03'),
      kind: 'periodieke-storting',
      amount: '300.00',
      units: null,
      nav: null,
    },
    ...bookPurchase({ date: d('2026-04-30'), amount: '300.00', entryCostRate: '0.02', nav: '100' }),
  ];
  const sellBack = (nav: string) =>
    bookSellBack({ date: d('2026-05-31'), units: '2.9400', nav, reversedAmount: '300.00' });

  /** Back where it stood before the deposit: no units, no money, and no gain or loss. */
  function expectNothingLeft(entries: readonly LedgerEntry[]) {
    const totals = ledgerTotals(entries);
    expect(totals.units.toFixed(4)).toBe('0.0000');
    expect(totals.cash.toFixed(2)).toBe('0.00');
    expect(totals.deposits.toFixed(2)).toBe('300.00');
    expect(totals.withdrawals.toFixed(2)).toBe('300.00');
    expect(contractResult(0, totals).toFixed(2)).toBe('0.00');
  }

  it('lets the administrator pay in the shortfall when the sale brings less than the storno', () => {
    const booked = sellBack('90');
    expect(booked).toEqual([
      // 2,94 × 90 = 264,60: the entry costs and the fall of the NAV, € 35,40, are not the investor's.
      { date: '2026-05-31', kind: 'verkoop', amount: '264.60', units: '-2.9400', nav: '90.0000' },
      { date: '2026-05-31', kind: 'storno', amount: '300.00', units: null, nav: null },
      { date: '2026-05-31', kind: 'verrekening-bij', amount: '35.40', units: null, nav: null },
    ]);
    expectNothingLeft([...reversed, ...booked]);
  });

  it('gives the surplus back to the administrator when the sale brings more than the storno', () => {
    const booked = sellBack('110');
    expect(booked).toEqual([
      // 2,94 × 110 = 323,40: the investor does not keep the € 23,40 the NAV rose.
      { date: '2026-05-31', kind: 'verkoop', amount: '323.40', units: '-2.9400', nav: '110.0000' },
      { date: '2026-05-31', kind: 'storno', amount: '300.00', units: null, nav: null },
      { date: '2026-05-31', kind: 'verrekening-af', amount: '23.40', units: null, nav: null },
    ]);
    expectNothingLeft([...reversed, ...booked]);
  });

  it('settles nothing when the sale brings exactly the storno', () => {
    // 2,94 × 102,0408 = 299,999952, to the cent € 300,00.
    const booked = sellBack('102.0408');
    expect(booked.map((entry) => entry.kind)).toEqual(['verkoop', 'storno']);
    expectNothingLeft([...reversed, ...booked]);
  });
});
