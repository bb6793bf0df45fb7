import {
  calendarDate,
  centsFromText,
  type CalendarDate,
  type GrowthFactor,
  type KeptCentMonth,
} from '@bp/domain';
import { present, type MonthColumn, type MonthText } from './rows';

/**
 * The stored month rows read straight from their text into whole cents and double growth
 * factors, without decimal.js (periodReturnsInCents composes a period from them). The columns
 * (db/schema/portfolio.ts): amounts are numeric(14, 2) and flow_days numeric(20, 2), so their
 * text is whole cents; units (numeric(18, 4)) stay text, read only by the head or tail valuation;
 * growth factors are numeric without a scale, every digit kept, and travel as the double the
 * chain multiplies beside that text. Null when a row has an amount a double cannot hold
 * exactly (then every row is read with fromMonthRow).
 */
export function keptCentMonths(rows: readonly MonthText[]): KeptCentMonth[] | null {
  const months: KeptCentMonth[] = [];
  for (const row of rows) {
    const month = keptCentMonth(row);
    if (!month) return null;
    months.push(month);
  }
  return months;
}

function keptCentMonth(row: MonthText): KeptCentMonth | null {
  const cents = (column: MonthColumn) => centsFromText(present(row, column));
  const value = cents('value');
  const cash = cents('cash');
  const deposit = cents('deposits');
  const withdrawal = cents('withdrawals');
  const distribution = cents('distributions');
  const cost = cents('costs');
  const flowDays = cents('flowDays');
  if (
    value === null ||
    cash === null ||
    deposit === null ||
    withdrawal === null ||
    distribution === null ||
    cost === null ||
    flowDays === null
  ) {
    return null;
  }
  const firstInflow = keptFirstInflow(row);
  if (firstInflow === undefined) return null;
  return {
    month: calendarDate(present(row, 'month')),
    lastDate: date(row.lastDate),
    value,
    cash,
    totals: { deposit, withdrawal, distribution, cost },
    flowDates: Number(present(row, 'flowDates')),
    flowDays,
    growth: growthFactor(row.growth),
    firstInflow,
    earlyOutflow: date(row.earlyOutflowDate),
    units: present(row, 'units'),
    nav: row.nav,
  };
}

/** The first inflow as fromMonthRow reads it (absent amounts are 0); undefined when not cents. */
function keptFirstInflow(row: MonthText): KeptCentMonth['firstInflow'] | undefined {
  if (row.firstInflowDate === null) return null;
  const value = centsFromText(row.firstInflowValue ?? '0');
  const netFlows = centsFromText(row.firstInflowNetFlows ?? '0');
  const distributed = centsFromText(row.firstInflowDistributed ?? '0');
  if (value === null || netFlows === null || distributed === null) return undefined;
  const growth = growthFactor(row.firstInflowGrowth);
  return { date: calendarDate(row.firstInflowDate), value, netFlows, distributed, growth };
}

/** A factor's exact text and the nearest double to it (a decimal text reads correctly rounded). */
function growthFactor(text: string | null): GrowthFactor | null {
  return text === null ? null : { approx: Number(text), exact: text };
}

const date = (value: string | null): CalendarDate | null =>
  value === null ? null : calendarDate(value);
