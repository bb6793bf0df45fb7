import { calendarDate as d } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import {
  playContract,
  type ContractPlan,
  type FundMarket,
  type PlayedContract,
} from './contract-ledger';

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

const summary = ({ entries }: PlayedContract) =>
  entries.map((entry) => [entry.date, entry.kind, entry.amount, entry.units]);

describe('playContract', () => {
  it('a seeded deposit buys its units at the NAV of the next valuation date, with the entry costs charged then', () => {
    expect(summary(playContract(plan, market, d('2025-03-15')))).toEqual([
      // Received on its day, without units: the money waits for the NAV of 31 January.
      ['2025-01-10', 'storting', '1000.00', null],
      // 2% of 1.000,00 = 20,00; 980,00 / 101 = 9,70297… units.
      ['2025-01-31', 'kosten', '20.00', null],
      ['2025-01-31', 'aankoop', '980.00', '9.7030'],
      ['2025-02-01', 'periodieke-storting', '100.00', null],
      // Units held at the end of 31 January (9,7030 × 1,00): the February deposit does not count.
      ['2025-02-15', 'uitkering', '9.70', null],
      // 98,00 / 102 = 0,96078… units.
      ['2025-02-28', 'kosten', '2.00', null],
      ['2025-02-28', 'aankoop', '98.00', '0.9608'],
      // The NAV of 31 March is not published on 15 March: this deposit waits.
      ['2025-03-01', 'periodieke-storting', '200.00', null],
    ]);
  });

  it('links each deposit to its purchase, and leaves the one after the last NAV waiting', () => {
    const { entries, purchases } = playContract(plan, market, d('2025-03-15'));
    expect(
      purchases.map((item) => ({
        deposit: entries[item.deposit]?.date,
        purchase: item.purchase === null ? null : entries[item.purchase]?.kind,
        valuationDate: item.valuationDate,
      })),
    ).toEqual([
      { deposit: '2025-01-10', purchase: 'aankoop', valuationDate: '2025-01-31' },
      { deposit: '2025-02-01', purchase: 'aankoop', valuationDate: '2025-02-28' },
      { deposit: '2025-03-01', purchase: null, valuationDate: '2025-03-31' },
    ]);
  });

  it('reinvests distributions when the contract says so', () => {
    const played = playContract(
      { ...plan, policy: 'herbeleggen', periodic: null },
      market,
      d('2025-02-20'),
    );
    // 9,70 at the NAV valid on 15 February (101): 0,0960 units.
    expect(summary(played).at(-1)).toEqual(['2025-02-15', 'herbelegging', '9.70', '0.0960']);
  });

  it('sells every unit on the sale date and books nothing after it', () => {
    const played = playContract(
      { ...plan, periodic: null, saleDate: d('2025-03-01') },
      market,
      d('2025-06-30'),
    );
    expect(summary(played).slice(-2)).toEqual([
      // 9,7030 units × 102 = 989,706
      ['2025-03-01', 'verkoop', '989.71', '-9.7030'],
      ['2025-03-01', 'uitbetaling', '989.71', null],
    ]);
  });

  it('refuses a sale while a deposit still waits for its purchase', () => {
    expect(() =>
      playContract({ ...plan, saleDate: d('2025-03-15') }, market, d('2025-06-30')),
    ).toThrow(/while a deposit waits for the NAV of 2025-03-31/);
  });
});
