import type { CalendarDate } from '../calendar-date';
import type { MoneyValue } from '../money';
import type { CashFlowKind } from './types';
import { growthFactorOf, type GrowthFactor } from './growth-chain';
import type { MonthSummary } from './month-summary';
import { centsOf } from './whole-cents';

/** A MonthSummary's first inflow with its money in whole cents (whole-cents.ts). */
export interface CentFirstInflow {
  date: CalendarDate;
  value: number;
  netFlows: number;
  distributed: number;
  growth: GrowthFactor | null;
}

/**
 * A MonthSummary with its money in whole cents and its growth factors as doubles beside their
 * exact decimals: what returnsFromCentMonths composes a period from without decimal.js.
 * `flowDays` is Σ net flow in cents × days.
 */
export interface CentMonthSummary {
  month: CalendarDate;
  lastDate: CalendarDate | null;
  value: number;
  totals: Record<CashFlowKind, number>;
  flowDates: number;
  flowDays: number;
  growth: GrowthFactor | null;
  firstInflow: CentFirstInflow | null;
  earlyOutflow: CalendarDate | null;
}

/**
 * The summary in cents, or null when one of its amounts is not a whole number of cents that a
 * double holds exactly (then the period is composed with decimal.js).
 */
export function centMonthOf(summary: MonthSummary): CentMonthSummary | null {
  const { value, flowDays, totals, firstInflow: first } = summary;
  const amounts = allCents({ value, flowDays, ...totals });
  if (!amounts) return null;
  let firstInflow: CentFirstInflow | null = null;
  if (first) {
    const { value, netFlows, distributed } = first;
    const firstAmounts = allCents({ value, netFlows, distributed });
    if (!firstAmounts) return null;
    const growth = first.growth && growthFactorOf(first.growth);
    firstInflow = { date: first.date, ...firstAmounts, growth };
  }
  return {
    month: summary.month,
    lastDate: summary.lastDate,
    value: amounts.value,
    totals: {
      deposit: amounts.deposit,
      withdrawal: amounts.withdrawal,
      distribution: amounts.distribution,
      cost: amounts.cost,
    },
    flowDates: summary.flowDates,
    flowDays: amounts.flowDays,
    growth: summary.growth && growthFactorOf(summary.growth),
    firstInflow,
    earlyOutflow: summary.earlyOutflow,
  };
}

/** Every amount in whole cents, or null when one is not (centsOf). */
function allCents<Key extends string>(
  amounts: Record<Key, MoneyValue>,
): Record<Key, number> | null {
  const cents: Partial<Record<Key, number>> = {};
  for (const key of Object.keys(amounts) as Key[]) {
    const amount = centsOf(amounts[key]);
    if (amount === null) return null;
    cents[key] = amount;
  }
  return cents as Record<Key, number>;
}
