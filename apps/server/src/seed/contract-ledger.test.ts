import { calendarDate as d } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { playContract, type ContractPlan, type FundMarket } from './contract-ledger';

const market: FundMarket = {
  entryCosts: '0.02',
  navs: [
    { date: d('2024-12-31'), nav: '100.0000' },
    { date: d('2025-01-31'), nav: '101.0000' },
    { date: d('2025-02-28'), nav: '102.0000' },
    { date: d('2025-03-31'), nav: '98.0000' },
  ],
  distributions: [
    { exDate: d('2025-01-31'), payDate: d('2025-02-15'), amountPerUnit: '1.0000' },
    { exDate: d('2025-03-31'), payDate: d('2025-04-15'), amountPerUnit: '1.0000' },
  ],
};

const plan: ContractPlan = {
  startDate: d('2025-01-10'),
  initialDeposit: '1000.00',
  periodic: {
    day: 1,
    amounts: [
      { from: d('2025-02-01'), amount: '100.00' },
      { from: d('2025-03-01'), amount: '200.00' },
    ],
  },
  policy: 'uitkeren',
  saleDate: null,
};

const summary = (entries: ReturnType<typeof playContract>) =>
  entries.map((entry) => [entry.date, entry.kind, entry.amount, entry.units]);

describe('playContract', () => {
  it('books the first deposit, each month’s deposit at its amount, and the distributions', () => {
    expect(summary(playContract(plan, market, d('2025-03-15')))).toEqual([
      ['2025-01-10', 'storting', '1000.00', null],
      ['2025-01-10', 'kosten', '20.00', null],
      ['2025-01-10', 'aankoop', '980.00', '9.8000'],
      ['2025-02-01', 'periodieke-storting', '100.00', null],
      ['2025-02-01', 'kosten', '2.00', null],
      ['2025-02-01', 'aankoop', '98.00', '0.9703'],
      // Units held at the end of 31 January: the February deposit does not count.
      ['2025-02-15', 'uitkering', '9.80', null],
      ['2025-03-01', 'periodieke-storting', '200.00', null],
      ['2025-03-01', 'kosten', '4.00', null],
      ['2025-03-01', 'aankoop', '196.00', '1.9216'],
    ]);
  });

  it('reinvests distributions when the contract says so', () => {
    const entries = playContract(
      { ...plan, policy: 'herbeleggen', periodic: null },
      market,
      d('2025-02-20'),
    );
    // 9,80 at the NAV valid on 15 February (101): 0,0970 units.
    expect(summary(entries).at(-1)).toEqual(['2025-02-15', 'herbelegging', '9.80', '0.0970']);
  });

  it('sells every unit on the sale date and books nothing after it', () => {
    const entries = playContract(
      { ...plan, periodic: null, saleDate: d('2025-03-01') },
      market,
      d('2025-06-30'),
    );
    expect(summary(entries).slice(-2)).toEqual([
      // 9,8000 units × 102 = 999,60
      ['2025-03-01', 'verkoop', '999.60', '-9.8000'],
      ['2025-03-01', 'uitbetaling', '999.60', null],
    ]);
  });
});
