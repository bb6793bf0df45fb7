import { addDays, daysBetween, lastDayOfMonth, type CalendarDate } from '../calendar-date';
import type { CentMonthSummary } from './cent-months';
import { guardedReturnString, returnGuardMargin } from './guarded-return-string';
import { GrowthChain } from './growth-chain';
import { modifiedDietzFromSums } from './modified-dietz';
import { returnString } from './return-string';
import type { CashFlowKind, ReturnsChartPoint, ReturnsResult } from './types';
import { decimalOfCents, euroStringFromCents } from './whole-cents';

/**
 * returnsFromMonths (from-months.ts, the reference) in plain numbers: the same formulas in the
 * same order, with money in whole cents (every sum exact, see whole-cents.ts), growth factors
 * chained as doubles and Modified Dietz as one division of exact integers. A return is
 * formatted from its double only when the double is far enough from a rounding boundary
 * (guarded-return-string.ts); otherwise that one return is computed with decimal.js. So the
 * answer is the decimal path's, character for character.
 *
 * Undefined whenever this path does not answer and the decimal path must: amounts too large to
 * sum exactly in a double, and every case in which returnsFromMonths returns null or throws.
 */
export function returnsFromCentMonths(input: {
  from: CalendarDate;
  to: CalendarDate;
  /** The opening value, already in whole cents (roundEuro of the decimal path's). */
  opening: number;
  months: readonly CentMonthSummary[];
}): ReturnsResult | undefined {
  const { from, to, opening, months } = input;
  if (!sumsStayExact(opening, months)) return undefined;
  const totals: Record<CashFlowKind, number> = {
    deposit: 0,
    withdrawal: 0,
    distribution: 0,
    cost: 0,
  };
  let flowDates = 0;
  for (const month of months) {
    totals.deposit += month.totals.deposit;
    totals.withdrawal += month.totals.withdrawal;
    totals.distribution += month.totals.distribution;
    totals.cost += month.totals.cost;
    flowDates += month.flowDates;
  }
  const last = months.at(-1);
  const endValue = last?.lastDate === to ? last.value : 0;
  const netFlows = netFlowOf(totals);
  const base = {
    from,
    to,
    startValue: euroStringFromCents(opening),
    endValue: euroStringFromCents(endValue),
    deposits: euroStringFromCents(totals.deposit),
    withdrawals: euroStringFromCents(totals.withdrawal),
    distributions: euroStringFromCents(totals.distribution),
    costs: euroStringFromCents(totals.cost),
    netFlows: euroStringFromCents(netFlows),
    result: euroStringFromCents(endValue - opening - netFlows),
  };
  if (opening === 0 && flowDates === 0) {
    const unmeasured = { timeWeightedReturn: null, moneyWeightedReturn: null, monthly: [] };
    return { ...base, measuredFrom: from, ...unmeasured };
  }
  // The decimal path throws on these histories, or answers null for the ledger to compute.
  if (last?.lastDate !== to) return undefined;
  const startIndex = opening > 0 ? -1 : months.findIndex((month) => month.firstInflow);
  const early = months.slice(0, startIndex === -1 ? months.length : startIndex + 1);
  if (opening === 0 && early.some((month) => month.earlyOutflow)) return undefined;
  const first = months[startIndex]?.firstInflow ?? null;
  if (opening === 0 && !first) return undefined;
  const measuredFrom = first?.date ?? from;

  // Σ flow × days to `to`, as returnsFromMonths sums it; exact while Σ |term| stays below 2^53.
  let flowDays = 0;
  let flowDaysMagnitude = 0;
  for (const month of months) {
    const fromMonthEnd = netFlowOf(month.totals) * daysBetween(lastDayOfMonth(month.month), to);
    flowDays += fromMonthEnd + month.flowDays;
    flowDaysMagnitude += Math.abs(fromMonthEnd) + Math.abs(month.flowDays);
  }
  if (flowDaysMagnitude > Number.MAX_SAFE_INTEGER) return undefined;
  const startDate = first ? measuredFrom : addDays(from, -1);
  const dietz = { startDate, endDate: to, opening, endValue, netFlows, flowDays };
  const moneyWeightedReturn = modifiedDietzString(dietz);
  if (moneyWeightedReturn === undefined) return undefined;

  const monthly: ReturnsChartPoint[] = [];
  const growth = new GrowthChain();
  let chartFlows = 0;
  let distributed = 0;
  const push = (
    date: CalendarDate,
    value: number,
    flows: number,
    paid: number,
    twr: string | null,
  ) =>
    monthly.push({
      date,
      value: euroStringFromCents(value),
      invested: euroStringFromCents(opening + flows + paid),
      distributed: euroStringFromCents(paid),
      result: euroStringFromCents(value - opening - flows),
      timeWeightedReturn: twr,
    });
  if (!first) push(addDays(from, -1), opening, 0, 0, NO_GROWTH_YET);
  for (const [index, month] of months.entries()) {
    if (index === startIndex && first) {
      const twr = growth.returnString(first.growth);
      push(
        first.date,
        first.value,
        chartFlows + first.netFlows,
        distributed + first.distributed,
        twr,
      );
    }
    growth.then(month.growth);
    chartFlows += netFlowOf(month.totals);
    distributed += month.totals.distribution;
    const startedBefore = startIndex === -1 || index > startIndex;
    const lastOfStart = index === startIndex && month.lastDate !== first?.date;
    if (month.lastDate && (startedBefore || lastOfStart)) {
      push(month.lastDate, month.value, chartFlows, distributed, growth.returnString());
    }
  }
  return {
    ...base,
    measuredFrom,
    timeWeightedReturn: growth.returnString(),
    moneyWeightedReturn,
    monthly,
  };
}

/** The return of growth factor 1, which the chart's opening point shows. */
const NO_GROWTH_YET = returnString(decimalOfCents(0));

const netFlowOf = (totals: Record<CashFlowKind, number>): number =>
  totals.deposit - totals.withdrawal - totals.distribution;

/**
 * Every money figure above is a sum of these amounts, each taken at most twice (a distribution
 * is in the net flows and in what was paid out): when twice their absolute sum stays below
 * 2^53, every partial sum is an integer a double holds exactly.
 */
function sumsStayExact(opening: number, months: readonly CentMonthSummary[]): boolean {
  let magnitude = Math.abs(opening);
  for (const month of months) {
    const { deposit, withdrawal, distribution, cost } = month.totals;
    magnitude += Math.abs(month.value) + Math.abs(deposit) + Math.abs(withdrawal);
    magnitude += Math.abs(distribution) + Math.abs(cost);
    const first = month.firstInflow;
    if (first) {
      magnitude += Math.abs(first.value) + Math.abs(first.netFlows) + Math.abs(first.distributed);
    }
  }
  return 2 * magnitude <= Number.MAX_SAFE_INTEGER;
}

/**
 * modifiedDietzFromSums as one division of exact integers: (end − start − flows) / (start +
 * flowDays / days) = (end − start − flows) × days / (start × days + flowDays), all in cents.
 * Undefined when an integer of it would not be exact in a double.
 */
function modifiedDietzString(input: {
  startDate: CalendarDate;
  endDate: CalendarDate;
  opening: number;
  endValue: number;
  netFlows: number;
  flowDays: number;
}): string | null | undefined {
  const { opening, endValue, netFlows, flowDays } = input;
  const days = daysBetween(input.startDate, input.endDate);
  if (days < 0) return undefined;
  const gain = endValue - opening - netFlows;
  const numerator = days === 0 ? gain : gain * days;
  const capital = days === 0 ? opening + netFlows : opening * days + flowDays;
  // A product or sum whose true value reaches 2^53 comes out at 2^53 or more: never "safe".
  const exact = [opening * days, numerator, capital].every(Number.isSafeInteger);
  if (!exact) return undefined;
  if (capital <= 0) return null;
  const quotient = numerator / capital;
  // Both integers are exact, so the quotient is rounded once; then it is scaled by 10^8.
  const fast = guardedReturnString(quotient, returnGuardMargin(2, quotient));
  if (fast !== null) return fast;
  const exactReturn = modifiedDietzFromSums({
    startDate: input.startDate,
    endDate: input.endDate,
    startValue: decimalOfCents(opening),
    endValue: decimalOfCents(endValue),
    netFlows: decimalOfCents(netFlows),
    flowDays: decimalOfCents(flowDays),
  });
  return exactReturn === null ? null : returnString(exactReturn);
}
