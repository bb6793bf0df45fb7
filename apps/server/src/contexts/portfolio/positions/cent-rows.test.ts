import {
  addMonths,
  calendarDate,
  centMonthOf,
  centsOf,
  euro,
  exactGrowth,
  lastDayOfMonth,
  periodReturns,
  periodReturnsInCents,
  planPeriod,
  type ContractMonth,
  type GrowthFactor,
} from '@bp/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptCentMonths } from './cent-rows';
import { fromMonthRow, monthRowFromText, toMonthRow, type MonthText } from './rows';

/** Cents drawn mostly small, now and then as large as numeric(14, 2) holds. */
const cents = fc.oneof(
  { weight: 2, arbitrary: fc.constant(0) },
  { weight: 6, arbitrary: fc.integer({ min: -1_000_000, max: 90_000_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 99_999_999_999_999 }) },
);
const amount = cents.map((value) => euro(value).dividedBy(100));
const factor = fc.stringMatching(/^\d{1,30}$/).map((digits) => euro(`0.${digits}`).plus('0.6'));

const drawnMonth = fc.record({
  unvalued: fc.boolean(),
  units: fc.integer({ min: 0, max: 10 ** 12 }).map((units) => euro(units).dividedBy(10_000)),
  value: amount,
  cash: amount,
  deposit: amount,
  withdrawal: amount,
  distribution: amount,
  cost: amount,
  flowDates: fc.integer({ min: 0, max: 4 }),
  flowDays: amount,
  growth: fc.option(factor, { freq: 6 }),
  firstInflow: fc.option(
    fc.record({
      day: fc.integer({ min: 1, max: 28 }),
      value: amount,
      netFlows: amount,
      growth: fc.option(factor),
    }),
    { freq: 4 },
  ),
});

/** Consecutive month rows from January 2020 as the position keeping would store them. */
type DrawnMonth = typeof drawnMonth extends fc.Arbitrary<infer T> ? T : never;

function storedMonths(drawn: DrawnMonth[]): ContractMonth[] {
  return drawn.map((month, index) => {
    const first = addMonths(calendarDate('2020-01-01'), index);
    const inflow = month.firstInflow;
    return {
      month: first,
      lastDate: month.unvalued ? null : lastDayOfMonth(first),
      value: month.value,
      totals: {
        deposit: month.deposit,
        withdrawal: month.withdrawal,
        distribution: month.distribution,
        cost: month.cost,
      },
      flowDates: month.flowDates,
      flowDays: month.flowDays,
      growth: month.growth,
      firstInflow: inflow && {
        date: calendarDate(`${first.slice(0, 8)}${String(inflow.day).padStart(2, '0')}`),
        value: inflow.value,
        netFlows: inflow.netFlows,
        distributed: euro(0),
        growth: inflow.growth,
      },
      earlyOutflow: null,
      units: month.units,
      unitsOnFirst: month.units,
      cash: month.cash,
      cashOnFirst: month.cash,
      nav: index % 3 ? '12.3456' : null,
    };
  });
}

/** A stored row as the packed read gives it: every column as its text. */
function asText(month: ContractMonth): MonthText {
  const { contractId: _contract, flowDates, ...row } = toMonthRow(1, month);
  return { ...row, flowDates: String(flowDates) };
}

const exactText = (factor: GrowthFactor | null) =>
  factor && { approx: factor.approx, exact: exactGrowth(factor).toFixed() };

describe('keptCentMonths', () => {
  it('reads each row as fromMonthRow does, in whole cents and double growth factors', () => {
    fc.assert(
      fc.property(fc.array(drawnMonth, { minLength: 1, maxLength: 6 }), (drawn) => {
        const texts = storedMonths(drawn).map(asText);
        const read = keptCentMonths(texts);
        if (!read) throw new Error('Stored rows are whole cents');
        texts.forEach((text, index) => {
          const decimal = fromMonthRow(monthRowFromText(text));
          const summary = centMonthOf(decimal);
          const kept = read[index];
          if (!summary || !kept) throw new Error('A row in whole cents');
          const first = summary.firstInflow;
          expect({
            ...kept,
            growth: exactText(kept.growth),
            firstInflow: kept.firstInflow && {
              ...kept.firstInflow,
              growth: exactText(kept.firstInflow.growth),
            },
          }).toEqual({
            ...summary,
            growth: exactText(summary.growth),
            firstInflow: first && { ...first, growth: exactText(first.growth) },
            cash: centsOf(decimal.cash),
            units: text.units,
            nav: text.nav,
          });
        });
      }),
    );
  });

  it('composes whole months from the text exactly as the decimal path does from fromMonthRow', () => {
    let answered = 0;
    fc.assert(
      fc.property(
        fc.array(drawnMonth, { minLength: 2, maxLength: 24 }),
        fc.nat(),
        (drawn, start) => {
          const texts = storedMonths(drawn).map(asText);
          const rows = texts.map((text) => fromMonthRow(monthRowFromText(text)));
          const last = rows.at(-1);
          const first = rows[start % rows.length];
          if (!last?.lastDate || !first) return;
          const period = { from: first.month, to: last.lastDate };
          const plan = planPeriod(period, rows);
          const kept = keptCentMonths(texts) ?? [];
          const input = { period, plan, entries: [], navs: [] };
          const inCents = periodReturnsInCents({ ...input, rows: kept });
          if (inCents === undefined) return;
          answered += 1;
          expect(inCents).toEqual(periodReturns({ ...input, rows }));
        },
      ),
      { numRuns: 300 },
    );
    expect(answered).toBeGreaterThan(60);
  });

  it('leaves rows with a fraction of a cent to the decimal path', () => {
    const month = storedMonths([
      {
        unvalued: false,
        units: euro(1),
        value: euro('10.00'),
        cash: euro(0),
        deposit: euro(0),
        withdrawal: euro(0),
        distribution: euro(0),
        cost: euro(0),
        flowDates: 0,
        flowDays: euro(0),
        growth: null,
        firstInflow: null,
      },
    ]).map(asText);
    expect(keptCentMonths(month)).not.toBeNull();
    const withFraction = month.map((row) => ({ ...row, value: '10.005' }));
    expect(keptCentMonths(withFraction)).toBeNull();
  });
});
