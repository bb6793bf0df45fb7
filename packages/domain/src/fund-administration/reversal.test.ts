import { describe, expect, it } from 'vitest';
import { calendarDate as d } from '../calendar-date';
import { unitsInRefundPeriod } from '../dealing/sell-orders';
import { computeReturns } from '../returns';
import { bookPurchase, bookRedemption, type LedgerEntry } from './ledger';
import { reversalOf, withoutReversed } from './reversal';
import {
  cashFlowsWithin,
  contractReturnsInput,
  ledgerTotals,
  runningHoldings,
  type NavPoint,
} from './valuation';

// € 5.000 received on 10 March, bought at the NAV of 31 March (published 105, corrected to 100),
// then 10 units sold at that NAV with 1% exit costs, also on 31 March.
const received: LedgerEntry = {
  date: d('2025-03-10'),
  kind: 'periodieke-storting',
  amount: '5000.00',
  units: null,
  nav: null,
};
const at = (nav: string) => [
  ...bookPurchase({ date: d('2025-03-31'), amount: '5000.00', entryCostRate: '0.02', nav }),
  ...bookRedemption({ date: d('2025-03-31'), units: '10', nav, exitCostRate: '0.01' }),
];
const original = at('105');
const corrected = [received, ...original, ...original.map(reversalOf), ...at('100')];
const rebookedOnly = [received, ...at('100')];
const navs: NavPoint[] = [
  { date: d('2025-02-28'), nav: '98.0000' },
  { date: d('2025-03-31'), nav: '100.0000' },
  { date: d('2025-04-30'), nav: '101.0000' },
];
const isIn = () => true;

describe('a reversal (NAV correction)', () => {
  it('mirrors its original: same day, kind, amount and NAV, the units negated', () => {
    const sale = original.find((entry) => entry.kind === 'verkoop');
    expect(sale && reversalOf(sale)).toEqual({
      date: d('2025-03-31'),
      kind: 'verkoop',
      amount: '1050.00',
      units: '10.0000',
      nav: '105.0000',
      reversal: true,
    });
    expect(() => reversalOf(reversalOf(original[0] as LedgerEntry))).toThrow(RangeError);
  });

  it('takes back its original in the totals and the money awaiting purchase', () => {
    const totals = ledgerTotals(corrected);
    const expected = ledgerTotals(rebookedOnly);
    expect(totals.units.toFixed(4)).toBe(expected.units.toFixed(4));
    expect(totals.cash.toFixed(2)).toBe('0.00');
    expect(totals.cash.toFixed(2)).toBe(expected.cash.toFixed(2));
    expect(totals.costs.toFixed(2)).toBe(expected.costs.toFixed(2));
    expect(totals.withdrawals.toFixed(2)).toBe(expected.withdrawals.toFixed(2));
    expect(totals.deposits.toFixed(2)).toBe('5000.00');
    const held = runningHoldings(corrected)(d('2025-03-31'));
    expect(held.units.toFixed(4)).toBe(ledgerTotals(rebookedOnly).units.toFixed(4));
    expect(held.cash.toFixed(2)).toBe('0.00');
  });

  it('cancels against its original in the cash flows: none is negative', () => {
    const flows = cashFlowsWithin(corrected, isIn);
    expect(flows).toEqual(cashFlowsWithin(rebookedOnly, isIn));
    expect(flows.every((flow) => !String(flow.amount).startsWith('-'))).toBe(true);
  });

  it('gives the returns of the ledger as if booked at the corrected NAV at once', () => {
    const period = { navs, from: d('2025-03-01'), to: d('2025-04-30') };
    expect(computeReturns(contractReturnsInput({ entries: corrected, ...period }))).toEqual(
      computeReturns(contractReturnsInput({ entries: rebookedOnly, ...period })),
    );
  });

  it('leaves out the undone bookings, and only those', () => {
    expect(withoutReversed(corrected)).toEqual(rebookedOnly);
    expect(withoutReversed(rebookedOnly)).toEqual(rebookedOnly);
    // Twice the same booking, one reversed: one stays.
    const [costs] = original;
    if (!costs) throw new Error('no costs');
    expect(withoutReversed([costs, costs, reversalOf(costs)])).toEqual([costs]);
  });

  it('keeps the deposit paired with its rebooked purchase (refund period)', () => {
    const purchaseOnly = (nav: string) =>
      bookPurchase({ date: d('2025-03-31'), amount: '5000.00', entryCostRate: '0.02', nav });
    const entries = [
      received,
      ...purchaseOnly('105'),
      ...purchaseOnly('105').map(reversalOf),
      ...purchaseOnly('100'),
    ];
    expect(unitsInRefundPeriod(entries, d('2025-04-15'))).toBe('49.0000');
  });
});
