import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calendarDate } from '../calendar-date';
import {
  bookPurchase,
  bookRedemption,
  bookSellBack,
  type LedgerEntry,
} from '../fund-administration/ledger';
import { euro, sumEuro } from '../money';
import {
  canCancelSellOrder,
  remainderBelowMinimum,
  saleFigures,
  sellableUnits,
  unitsInRefundPeriod,
  unitsToSell,
} from './sell-orders';
import { isOpenSellOrder } from './sell-order-lists';

const d = calendarDate;

describe('the units a sell order sells', () => {
  it('sells the units asked, everything held, or amount ÷ NAV capped by what is held', () => {
    expect(unitsToSell({ kind: 'participaties', units: '10.5' }, '100', '12').toFixed(4)).toBe(
      '10.5000',
    );
    expect(unitsToSell({ kind: 'participaties', units: '200' }, '100', '12').toFixed(4)).toBe(
      '200.0000',
    );
    expect(unitsToSell({ kind: 'alles' }, '123.4567', '12').toFixed(4)).toBe('123.4567');
    // € 1.000 at 12,3456: 81,0004 units (rounded half away from zero to 4 decimals).
    expect(unitsToSell({ kind: 'bedrag', amount: '1000' }, '500', '12.3456').toFixed(4)).toBe(
      '81.0005',
    );
    expect(unitsToSell({ kind: 'bedrag', amount: '100000' }, '50', '12').toFixed(4)).toBe(
      '50.0000',
    );
  });

  it('refuses a NAV that is not positive for an amount', () => {
    expect(() => unitsToSell({ kind: 'bedrag', amount: '10' }, '5', '0')).toThrow(RangeError);
  });
});

describe('the proceeds of a sale', () => {
  it('takes the exit costs from the gross proceeds, in cents', () => {
    expect(saleFigures('81.0005', '12.3456', '0.0100')).toEqual({
      units: '81.0005',
      nav: '12.3456',
      grossProceeds: '1000.00',
      exitCosts: '10.00',
      netProceeds: '990.00',
    });
    // 10 × 10,0050 = 100,05; 1,5% is 1,50075 → 1,50.
    expect(saleFigures('10', '10.005', '0.0150').exitCosts).toBe('1.50');
  });

  it('books what saleFigures says, and the money leaves the contract the same day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1_000, max: 999_999 }),
        fc.constantFrom('0', '0.0100', '0.0150', '0.0200'),
        (unitTenThousandths, navTenThousandths, rate) => {
          const units = euro(unitTenThousandths).dividedBy(10_000);
          const nav = euro(navTenThousandths).dividedBy(10_000);
          const figures = saleFigures(units, nav, rate);
          const entries = bookRedemption({ date: d('2026-11-30'), units, nav, exitCostRate: rate });
          const of = (kind: string) =>
            entries.find((entry) => entry.kind === kind)?.amount ?? '0.00';
          expect(of('verkoop')).toBe(figures.grossProceeds);
          expect(euro(of('kosten')).toFixed(2)).toBe(figures.exitCosts);
          expect(euro(of('uitbetaling')).toFixed(2)).toBe(figures.netProceeds);
          expect(entries[0]?.units).toBe(`-${figures.units}`);
          // verkoop in, costs and payout out: nothing stays behind.
          expect(
            sumEuro([
              of('verkoop'),
              euro(of('kosten')).negated(),
              euro(of('uitbetaling')).negated(),
            ]).isZero(),
          ).toBe(true);
        },
      ),
    );
  });
});

describe('units bought with a direct debit that can still be reversed (56 days)', () => {
  const deposit = (date: string, amount: string): LedgerEntry => ({
    date: d(date),
    kind: 'periodieke-storting',
    amount,
    units: null,
    nav: null,
  });
  const purchase = (date: string, amount: string, nav: string) =>
    bookPurchase({ date: d(date), amount, entryCostRate: '0', nav });
  const ledger: LedgerEntry[] = [
    { date: d('2026-01-05'), kind: 'storting', amount: '1000.00', units: null, nav: null },
    ...purchase('2026-01-31', '1000.00', '10'),
    deposit('2026-08-01', '100.00'),
    ...purchase('2026-08-31', '100.00', '10'),
    deposit('2026-09-01', '100.00'),
    ...purchase('2026-09-30', '100.00', '10'),
    deposit('2026-10-01', '200.00'),
  ];

  it('counts the units of each debit through day 56 after it, not a one-off deposit', () => {
    // 1 September + 56 days = 27 October: its 10 units still count, those of 1 August not.
    expect(unitsInRefundPeriod(ledger, d('2026-10-27'))).toBe('10.0000');
    expect(unitsInRefundPeriod(ledger, d('2026-10-28'))).toBe('0.0000');
    expect(unitsInRefundPeriod(ledger, d('2026-09-26'))).toBe('20.0000');
  });

  it('holds no units for a debit still waiting for its purchase, nor one sold back', () => {
    expect(unitsInRefundPeriod(ledger, d('2026-10-15'))).toBe('10.0000');
    const soldBack = [
      ...ledger,
      ...bookSellBack({ date: d('2026-10-31'), units: '10', nav: '10', reversedAmount: '100.00' }),
    ];
    expect(unitsInRefundPeriod(soldBack, d('2026-10-15'))).toBe('0.0000');
  });
});

describe('what a new order may sell', () => {
  it('is what is held less the refund period and open orders, never below zero', () => {
    expect(sellableUnits({ held: '100', inRefundPeriod: '10', inOpenOrders: '25.5' })).toBe(
      '64.5000',
    );
    expect(sellableUnits({ held: '10', inRefundPeriod: '10', inOpenOrders: '5' })).toBe('0.0000');
  });

  it('asks for everything when a partial sale leaves less than the minimum holding', () => {
    const facts = { held: '100', nav: '20', minimumHolding: '1000.00' };
    expect(remainderBelowMinimum({ ...facts, selling: '50' })).toBe(false);
    expect(remainderBelowMinimum({ ...facts, selling: '50.001' })).toBe(true);
    expect(remainderBelowMinimum({ ...facts, selling: '100' })).toBe(false);
  });
});

describe('cancelling an order', () => {
  const cutOff = new Date('2026-11-26T13:00:00Z');
  it('is possible while ingediend until the cut-off itself', () => {
    expect(canCancelSellOrder('ingediend', cutOff, new Date('2026-11-26T12:59:59Z'))).toBe(true);
    expect(canCancelSellOrder('ingediend', cutOff, cutOff)).toBe(true);
    expect(canCancelSellOrder('ingediend', cutOff, new Date('2026-11-26T13:00:01Z'))).toBe(false);
    expect(canCancelSellOrder('in-behandeling', cutOff, new Date('2026-11-01T00:00:00Z'))).toBe(
      false,
    );
  });

  it('leaves only ingediend and in-behandeling open', () => {
    expect(
      ['ingediend', 'in-behandeling', 'uitgevoerd', 'geannuleerd'].map((s) =>
        isOpenSellOrder(s as never),
      ),
    ).toEqual([true, true, false, false]);
  });
});
