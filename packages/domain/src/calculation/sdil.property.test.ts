import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addYears, aowDate, calendarDate } from '../index';
import { euro, euroString, sumEuro } from '../money';
import { periodRate, presentValueDue } from './annuity';
import { calculateSdil, PERIODS_PER_YEAR, type SdilInput } from './sdil';

const frequencies = Object.keys(PERIODS_PER_YEAR) as SdilInput['uitkeringsTermijnCode'][];

/** Valid payouts: starting between the AOW date and four years later, 5 to 50 years long. */
const payout: fc.Arbitrary<SdilInput> = fc
  .record({
    bornDaysAfter1950: fc.integer({ min: 0, max: 365 * 25 }),
    startDaysAfterAow: fc.integer({ min: 0, max: 365 * 4 }),
    durationYears: fc.integer({ min: 5, max: 50 }),
    capitalCents: fc.integer({ min: 500_000, max: 1_000_000_000 }),
    rateBasisPoints: fc.integer({ min: 0, max: 1500 }),
    frequency: fc.constantFrom(...frequencies),
    polis: fc.constantFrom('SDIL' as const, 'SDIL2014' as const),
  })
  .map((draw) => {
    const birthdate = addDays(calendarDate('1950-01-01'), draw.bornDaysAfter1950);
    return {
      capital: euro(draw.capitalCents).div(100).toFixed(2),
      birthdate,
      start: addDays(aowDate(birthdate).date, draw.startDaysAfterAow),
      durationYears: draw.durationYears,
      uitkeringsTermijnCode: draw.frequency,
      polisVoorwaardeCode: draw.polis,
      interestRate: euro(draw.rateBasisPoints).div(10_000).toString(),
    };
  });

/**
 * A property's time is its fixed `numRuns` times the cost of its largest draw, and the draws are
 * bounded: about 3 s a test on an idle machine. The 5 s default is meant for unit tests; on a
 * busy 2-core machine these would brush it, so the budget is stated here.
 */
const PROPERTY_TIMEOUT = 30_000;

describe('SDIL payout properties', { timeout: PROPERTY_TIMEOUT }, () => {
  it("makes the payments' present value at the used rate equal the capital, to the cent", () => {
    fc.assert(
      fc.property(payout, (input) => {
        const outcome = calculateSdil(input);
        if (!outcome.ok) throw new Error(outcome.errors.join(' | '));
        const result = outcome.value;
        const rate = periodRate(euro(String(input.interestRate)), result.periodsPerYear);
        const payments = result.schedule.map((row) => euro(row.payment));
        expect(euroString(presentValueDue(payments, rate))).toBe(result.capital);
      }),
      { numRuns: 150 },
    );
  });

  it('lists a schedule that balances row by row and adds up to the totals', () => {
    fc.assert(
      fc.property(payout, (input) => {
        const outcome = calculateSdil(input);
        if (!outcome.ok) throw new Error(outcome.errors.join(' | '));
        const result = outcome.value;
        let before = euro(result.capital);
        for (const row of result.schedule) {
          expect(before.plus(row.interest).minus(row.payment).toFixed(2)).toBe(
            row.remainingCapital,
          );
          before = euro(row.remainingCapital);
        }
        expect(before.isZero()).toBe(true);
        expect(euro(result.lastPayment).greaterThanOrEqualTo(result.paymentPerPeriod)).toBe(true);
        expect(result.schedule).toHaveLength(result.numberOfPayments);
        expect(result.numberOfPayments).toBe(input.durationYears * result.periodsPerYear);
        expect(euroString(sumEuro(result.schedule.map((row) => row.payment)))).toBe(
          result.totalPaid,
        );
        expect(euroString(sumEuro(result.schedule.map((row) => row.interest)))).toBe(
          result.totalInterest,
        );
        expect(result.schedule.at(-1)?.date).toBe(result.lastPaymentDate);
        expect(
          result.lastPaymentDate < addYears(result.firstPaymentDate, input.durationYears),
        ).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
