import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDate as d, isAfter, maxDate, type CalendarDate } from '../calendar-date';
import {
  ledgerScenario,
  scenarioLedger,
  scenarioNavs,
  scenarioPeriod,
  scenarioRows,
} from './ledger-test-scenarios';
import { contractMonths } from './month-rows';
import { ledgerPeriodReturns, periodReturns, planPeriod } from './period-returns';

describe('periodReturns from month rows', () => {
  it('answers exactly what computeReturns answers from every valuation', () => {
    let composed = 0;
    fc.assert(
      fc.property(ledgerScenario, (shape) => {
        const scenario = scenarioPeriod(shape);
        if (!scenario) return;
        const { navs, entries, rows, period } = scenario;
        const to = period.to;
        const upTo = (date: CalendarDate) => !isAfter(date, to);
        let expected: ReturnType<typeof ledgerPeriodReturns> | Error;
        try {
          expected = ledgerPeriodReturns({
            entries: entries.filter((entry) => upTo(entry.date)),
            navs: navs.filter((point) => upTo(point.date)),
            ...period,
          });
        } catch (error) {
          expected = error as Error;
        }
        const plan = planPeriod(period, rows);
        let actual: ReturnType<typeof periodReturns> | Error;
        try {
          actual = periodReturns({ period, plan, rows, entries, navs });
        } catch (error) {
          actual = error as Error;
        }
        if (actual === null) return;
        composed += 1;
        if (expected instanceof Error) {
          expect(actual).toBeInstanceOf(Error);
          expect((actual as Error).message).toBe(expected.message);
        } else {
          expect(actual).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
    expect(composed).toBeGreaterThan(200);
  }, 60_000);

  it('keeps the rows of later months equal when they are recomputed from a month on', () => {
    fc.assert(
      fc.property(ledgerScenario, fc.integer({ min: 1, max: 50 }), (shape, cut) => {
        const navs = scenarioNavs(shape);
        const entries = scenarioLedger(shape, navs);
        const rows = scenarioRows(entries, navs);
        const previous = rows[cut - 1];
        const month = rows[cut]?.month;
        if (!previous || !month) return;
        const lastNav = navs.at(-1)?.date ?? month;
        const through = rows.at(-1)?.month ?? month;
        const again = contractMonths({
          entries: entries.filter((entry) => !isAfter(month, entry.date)),
          navs,
          from: month,
          through: maxDate(through, lastNav),
          openingUnits: previous.units,
          openingCash: previous.cash,
        });
        expect(again).toEqual(rows.slice(cut));
      }),
      { numRuns: 100 },
    );
  });
});

describe('planPeriod', () => {
  const rows = [
    { month: d('2024-01-01'), lastDate: d('2024-01-31') },
    { month: d('2024-02-01'), lastDate: d('2024-02-15') },
  ];
  it('reads whole months from rows and values the rest from bookings', () => {
    expect(planPeriod({ from: d('2024-01-01'), to: d('2024-01-31') }, rows)).toEqual({
      head: null,
      tail: null,
      bookings: [],
    });
    // February's row does not end on the 29th (no NAV yet): valued from its bookings.
    expect(planPeriod({ from: d('2023-12-10'), to: d('2024-02-29') }, rows)).toEqual({
      head: { from: d('2023-12-10'), to: d('2023-12-31') },
      tail: { from: d('2024-02-01'), to: d('2024-02-29') },
      bookings: [
        { from: d('2023-12-01'), to: d('2023-12-31') },
        { from: d('2024-02-01'), to: d('2024-02-29') },
      ],
    });
    expect(planPeriod({ from: d('2024-01-05'), to: d('2024-01-20') }, rows)).toMatchObject({
      head: { from: d('2024-01-05'), to: d('2024-01-20') },
      tail: null,
    });
  });
});
