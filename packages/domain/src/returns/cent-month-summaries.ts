import {
  daysBetween,
  isAfter,
  isBefore,
  lastDayOfMonth,
  type CalendarDate,
} from '../calendar-date';
import type { MoneyValue } from '../money';
import type { CentFirstInflow, CentMonthSummary } from './cent-months';
import type { GrowthFactor } from './growth-chain';
import { chainGrowth } from './month-summary';
import { FLOW_DIRECTION } from './prepare-period';
import { subPeriodGrowth } from './time-weighted';
import type { CashFlowKind } from './types';
import { decimalOfCents, exactInteger } from './whole-cents';

/** A valuation in whole cents. */
export interface CentValuation {
  date: CalendarDate;
  value: number;
}

/** A cash flow in whole cents (amounts are positive; the kind gives the direction). */
export interface CentFlow {
  date: CalendarDate;
  kind: CashFlowKind;
  amount: number;
}

/** A sub-period's values in cents, from which subPeriodGrowth gives its exact factor. */
interface SubPeriod {
  base: number;
  value: number;
  netFlow: number;
}

/**
 * summariseMonths (returns/month-summary.ts) in cents, in the same order. A month's growth is
 * the product of its sub-periods' factors, each one division of exact integers (one rounding),
 * so k factors carry 2k − 1 roundings. Throws NOT_EXACT (whole-cents.ts) when a sum would leave
 * what a double counts exactly.
 */
export function summariseCentMonths(
  opening: number,
  months: readonly CalendarDate[],
  valuations: readonly CentValuation[],
  flows: readonly CentFlow[],
): CentMonthSummary[] {
  let base = opening;
  let next = 0;
  return months.map((month) => {
    const monthEnd = lastDayOfMonth(month);
    const totals: Record<CashFlowKind, number> = {
      deposit: 0,
      withdrawal: 0,
      distribution: 0,
      cost: 0,
    };
    const netFlowByDate = new Map<CalendarDate, number>();
    const distributionByDate = new Map<CalendarDate, number>();
    for (const flow of flows) {
      if (isBefore(flow.date, month) || isAfter(flow.date, monthEnd)) continue;
      totals[flow.kind] = exactInteger(totals[flow.kind] + flow.amount);
      const direction = FLOW_DIRECTION[flow.kind];
      if (direction === 0) continue;
      netFlowByDate.set(
        flow.date,
        exactInteger((netFlowByDate.get(flow.date) ?? 0) + direction * flow.amount),
      );
      if (flow.kind === 'distribution') {
        distributionByDate.set(
          flow.date,
          exactInteger((distributionByDate.get(flow.date) ?? 0) + flow.amount),
        );
      }
    }
    let flowDays = 0;
    for (const [date, netFlow] of netFlowByDate) {
      flowDays = exactInteger(flowDays + exactInteger(netFlow * daysBetween(date, monthEnd)));
    }

    const subPeriods: SubPeriod[] = [];
    let approx: number | null = null;
    let lastDate: CalendarDate | null = null;
    let netFlows = 0;
    let distributed = 0;
    let firstInflow: CentFirstInflow | null = null;
    let earlyOutflow: CalendarDate | null = null;
    for (
      let valuation = valuations[next];
      valuation && !isAfter(valuation.date, monthEnd);
      valuation = valuations[next]
    ) {
      next += 1;
      if (isBefore(valuation.date, month)) continue;
      const netFlow = netFlowByDate.get(valuation.date) ?? 0;
      const factor = approxFactor(base, valuation.value, netFlow);
      if (factor !== null) {
        approx = approx === null ? factor : approx * factor;
        subPeriods.push({ base, value: valuation.value, netFlow });
      }
      netFlows = exactInteger(netFlows + netFlow);
      distributed = exactInteger(distributed + (distributionByDate.get(valuation.date) ?? 0));
      if (!firstInflow && netFlow > 0) {
        const growth = growthOf(approx, subPeriods);
        firstInflow = {
          date: valuation.date,
          value: valuation.value,
          netFlows,
          distributed,
          growth,
        };
      }
      if (!firstInflow && !earlyOutflow && netFlow < 0) earlyOutflow = valuation.date;
      base = valuation.value;
      lastDate = valuation.date;
    }
    return {
      month,
      lastDate,
      value: base,
      totals,
      flowDates: netFlowByDate.size,
      flowDays,
      growth: growthOf(approx, subPeriods),
      firstInflow,
      earlyOutflow,
    };
  });
}

/** subPeriodGrowth as one division of exact integers; null where it is null. */
function approxFactor(base: number, value: number, netFlow: number): number | null {
  if (base > 0) return exactInteger(value - netFlow) / base;
  if (netFlow > 0) return value / netFlow;
  return null;
}

/** The growth so far as a GrowthFactor: its exact decimal chained as summariseMonths does. */
function growthOf(approx: number | null, subPeriods: readonly SubPeriod[]): GrowthFactor | null {
  if (approx === null) return null;
  const measured = [...subPeriods];
  return {
    approx,
    roundings: 2 * measured.length - 1,
    exact: (): MoneyValue => {
      let growth: MoneyValue | null = null;
      for (const { base, value, netFlow } of measured) {
        const factor = subPeriodGrowth(decimalOfCents(base), {
          value: decimalOfCents(value),
          netFlow: decimalOfCents(netFlow),
        });
        growth = chainGrowth(growth, factor);
      }
      if (growth === null) throw new Error('A measured growth has no sub-periods');
      return growth;
    },
  };
}
