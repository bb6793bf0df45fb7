import {
  addDays,
  daysBetween,
  isAfter,
  isBefore,
  lastDayOfMonth,
  type CalendarDate,
} from '../calendar-date';
import type { MoneyValue } from '../money';
import type { CentFirstInflow } from '../returns/cent-months';
import type { GrowthFactor } from '../returns/growth-chain';
import { chainGrowth } from '../returns/month-summary';
import { FLOW_DIRECTION } from '../returns/prepare-period';
import { subPeriodGrowth } from '../returns/time-weighted';
import type { CashFlowKind } from '../returns/types';
import { centsFromText, decimalOfCents, fixedPointFromText } from '../returns/whole-cents';
import { CASH_EFFECT_OF, CASH_FLOW_OF, type LedgerEntry } from './ledger';
import { monthsBetween } from './month-rows';
import type { CentContractMonth } from './period-returns-in-cents';
import { withoutReversed } from './reversal';
import { navOn, type NavPoint } from './valuation';

/** Units and NAVs are kept to 10^-4 (numeric(18,4) and numeric(12,4)). */
const UNIT_DECIMALS = 4;
const NAV_DECIMALS = 4;
/** Units in 10^-4 × a NAV in 10^-4 is an amount in 10^-8 euro: a cent is 10^6 of those. */
const PRODUCT_PER_CENT = 1_000_000;
const BIG_PRODUCT_PER_CENT = BigInt(PRODUCT_PER_CENT);
const HALF_A_CENT = PRODUCT_PER_CENT / 2;

/** A head or tail of a period valued in cents: periodMonths' answer, every amount in cents. */
export interface CentPart {
  openingValue: number;
  openingCash: number;
  months: CentContractMonth[];
}

/** Thrown inside when an amount leaves what a double counts exactly; the answer is undefined. */
const NOT_EXACT = Symbol('not exact in a double');

/** The integer, when a double holds it exactly (see whole-cents.ts); else this path gives up. */
function exact(value: number): number {
  if (!Number.isSafeInteger(value)) throw NOT_EXACT;
  return value;
}

function fixedPoint(text: string, decimals: number): number {
  const value = fixedPointFromText(text, decimals);
  if (value === null) throw NOT_EXACT;
  return value;
}

/**
 * periodMonths (month-rows.ts, the reference) in plain numbers, for the head or tail of a
 * period: the same valuations, flows and month summaries, with units and NAVs as integers of
 * 10^-4, money in whole cents, each valuation units × NAV rounded half up to cents (in BigInt
 * when the product would leave 2^53) and the growth factors as doubles, their exact decimals
 * computed only if a return's guard asks for them (growth-chain.ts). Same input as there, the
 * opening cash already in cents.
 *
 * Undefined when this path does not answer and periodMonths must (it then answers the same
 * or throws): an amount with a fraction of a cent, units or a NAV finer than 10^-4, a sum too
 * large for a double, units held without a NAV, a negative cash flow.
 */
export function periodMonthsInCents(input: {
  entries: readonly LedgerEntry[];
  navs: readonly NavPoint[];
  from: CalendarDate;
  to: CalendarDate;
  valueOn: CalendarDate;
  openingUnits: string;
  openingCash: number;
}): CentPart | undefined {
  try {
    return valuedInCents(input);
  } catch (error) {
    if (error === NOT_EXACT) return undefined;
    throw error;
  }
}

interface CentValuation {
  date: CalendarDate;
  value: number;
}

function valuedInCents(input: Parameters<typeof periodMonthsInCents>[0]): CentPart {
  const { entries, from, to } = input;
  const navs = input.navs.map((point) => ({
    date: point.date,
    nav: fixedPoint(point.nav, NAV_DECIMALS),
  }));
  const heldOn = runningHoldingsInCents(entries, {
    units: fixedPoint(input.openingUnits, UNIT_DECIMALS),
    cash: exact(input.openingCash),
  });
  const valueOf = (held: { units: number; cash: number }, date: CalendarDate) => {
    if (held.units === 0) return held.cash;
    const nav = navOn(navs, date);
    if (!nav) throw NOT_EXACT;
    const unitsValue = centsOfProduct(held.units, nav.nav);
    if (unitsValue === null) throw NOT_EXACT;
    return exact(unitsValue + held.cash);
  };

  const inPart = (date: CalendarDate) => !isBefore(date, from) && !isAfter(date, to);
  const dates = new Set<CalendarDate>();
  for (const point of navs) if (inPart(point.date)) dates.add(point.date);
  for (const item of entries) if (inPart(item.date)) dates.add(item.date);
  if (inPart(input.valueOn)) dates.add(input.valueOn);

  const openingDate = addDays(from, -1);
  const opening = heldOn(openingDate);
  const openingValue = valueOf(opening, openingDate);
  const flows = centFlows(entries, inPart);
  const valuations: CentValuation[] = [];
  const cashAtMonthEnd = new Map<CalendarDate, number>();
  const months = monthsBetween(from, to);
  let next = 0;
  const sortedDates = [...dates].sort();
  // One pass in date order: each month's valuations, then its end (before the next month's).
  for (const month of months) {
    const monthEnd = lastDayOfMonth(month);
    for (let date = sortedDates[next]; date && !isAfter(date, monthEnd); date = sortedDates[next]) {
      valuations.push({ date, value: valueOf(heldOn(date), date) });
      next += 1;
    }
    cashAtMonthEnd.set(month, heldOn(monthEnd).cash);
  }
  const summaries = summariseCentMonths(openingValue, months, valuations, flows);
  return {
    openingValue,
    openingCash: opening.cash,
    months: summaries.map((summary) => ({
      ...summary,
      cash: cashAtMonthEnd.get(summary.month) ?? 0,
    })),
  };
}

/** runningHoldings (valuation.ts) in integers: units in 10^-4, the money waiting in cents. */
function runningHoldingsInCents(
  entries: readonly LedgerEntry[],
  opening: { units: number; cash: number },
): (date: CalendarDate) => { units: number; cash: number } {
  let { units, cash } = opening;
  let next = 0;
  return (date) => {
    for (let item = entries[next]; item && !isAfter(item.date, date); item = entries[next]) {
      if (item.units !== null) units = exact(units + fixedPoint(item.units, UNIT_DECIMALS));
      const effect = CASH_EFFECT_OF[item.kind] * (item.reversal ? -1 : 1);
      if (effect !== 0) cash = exact(cash + effect * cents(item.amount));
      next += 1;
    }
    return { units, cash };
  };
}

function cents(amount: string): number {
  const value = centsFromText(amount);
  if (value === null) throw NOT_EXACT;
  return value;
}

/**
 * roundEuro(units × NAV), the units and NAV in 10^-4: half a cent rounds away from zero. Null
 * when the cents would not fit a double exactly.
 */
export function centsOfProduct(units: number, nav: number): number | null {
  const product = units * nav;
  if (Number.isSafeInteger(product)) {
    const size = Math.abs(product);
    // Both exact: % of integers is exact, and so is a multiple of 10^6 divided by it.
    const rest = size % PRODUCT_PER_CENT;
    const whole = (size - rest) / PRODUCT_PER_CENT + (rest >= HALF_A_CENT ? 1 : 0);
    return product < 0 && whole !== 0 ? -whole : whole;
  }
  const big = BigInt(units) * BigInt(nav);
  const size = big < 0n ? -big : big;
  const rest = size % BIG_PRODUCT_PER_CENT;
  const whole = size / BIG_PRODUCT_PER_CENT + (rest >= BigInt(HALF_A_CENT) ? 1n : 0n);
  const result = Number(big < 0n ? -whole : whole);
  return Number.isSafeInteger(result) ? result : null;
}

interface CentFlow {
  date: CalendarDate;
  kind: CashFlowKind;
  amount: number;
}

/** cashFlowsWithin (valuation.ts) in cents. */
function centFlows(
  entries: readonly LedgerEntry[],
  inPart: (date: CalendarDate) => boolean,
): CentFlow[] {
  const flows: CentFlow[] = [];
  for (const item of withoutReversed(entries)) {
    const kind = CASH_FLOW_OF[item.kind];
    if (!kind || !inPart(item.date)) continue;
    const amount = cents(item.amount);
    // sumFlows refuses a negative flow: the decimal path throws, so it answers.
    if (amount < 0) throw NOT_EXACT;
    flows.push({ date: item.date, kind, amount });
  }
  return flows;
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
 * so k factors carry 2k − 1 roundings.
 */
function summariseCentMonths(
  opening: number,
  months: readonly CalendarDate[],
  valuations: readonly CentValuation[],
  flows: readonly CentFlow[],
): Omit<CentContractMonth, 'cash'>[] {
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
      totals[flow.kind] = exact(totals[flow.kind] + flow.amount);
      const direction = FLOW_DIRECTION[flow.kind];
      if (direction === 0) continue;
      netFlowByDate.set(
        flow.date,
        exact((netFlowByDate.get(flow.date) ?? 0) + direction * flow.amount),
      );
      if (flow.kind === 'distribution') {
        distributionByDate.set(
          flow.date,
          exact((distributionByDate.get(flow.date) ?? 0) + flow.amount),
        );
      }
    }
    let flowDays = 0;
    for (const [date, netFlow] of netFlowByDate) {
      flowDays = exact(flowDays + exact(netFlow * daysBetween(date, monthEnd)));
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
      netFlows = exact(netFlows + netFlow);
      distributed = exact(distributed + (distributionByDate.get(valuation.date) ?? 0));
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
  if (base > 0) return exact(value - netFlow) / base;
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
