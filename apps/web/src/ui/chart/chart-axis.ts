import { formatEuro, type DecimalInput } from '@bp/domain';

/** The space around every chart's plot, in px (chart.css keeps the tooltip within it). */
export const CHART_MARGIN = { top: 8, right: 16, bottom: 8, left: 16 } as const;

/** The width of the amount axis, room for "€ 1.250.000" (chart.css counts on it too). */
export const EURO_AXIS_WIDTH = 88;

/** How many lines an amount axis has at most: enough to read off, few enough to stay calm. */
const MAX_AXIS_TICKS = 6;

/** Round steps a reader can add up: 1, 2 and 5 times a power of ten (10.000, 20.000, 50.000). */
const ROUND_STEPS = [1, 2, 5] as const;

/** The round steps from the smallest that can cover `span` in `intervals` steps upward. */
function* roundSteps(span: number, intervals: number): Generator<number> {
  const rough = Math.max(span / intervals, 1);
  for (let power = 10 ** Math.floor(Math.log10(rough)); ; power *= 10) {
    for (const factor of ROUND_STEPS) {
      if (factor * power >= rough) yield factor * power;
    }
  }
}

/**
 * Even ticks for an amount axis: round steps from zero (or below it, for losses) past the
 * highest value, so every line sits at a figure such as € 0, € 10.000, € 20.000. The first and
 * last tick are the axis' domain.
 */
export function evenTicks(values: readonly number[], maxTicks = MAX_AXIS_TICKS): number[] {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  for (const step of roundSteps(high - low, Math.max(maxTicks - 1, 1))) {
    const first = Math.floor(low / step);
    const last = Math.max(Math.ceil(high / step), first + 1);
    // Below zero the steps start one lower: take a larger step when that makes one too many.
    if (last - first + 1 <= maxTicks) {
      return Array.from({ length: last - first + 1 }, (_, index) => (first + index) * step);
    }
  }
  return [low, high];
}

const wholeEuros = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** An axis tick in whole euros, written out the Dutch way: "€ 20.000", never "€ 20K". */
export function formatAxisEuro(value: number): string {
  return wholeEuros.format(value);
}

/** An amount in a chart's tooltip, to the cent: "€ 27.400,00". */
export function formatTooltipEuro(value: DecimalInput): string {
  return formatEuro(value);
}

/**
 * The props of every chart's amount axis (recharts' YAxis): even ticks over the values, the
 * first and last as the domain, each tick shown and written as "€ 20.000".
 */
export function euroAxis(values: readonly number[]) {
  const ticks = evenTicks(values);
  return {
    ticks,
    domain: [ticks[0] ?? 0, ticks.at(-1) ?? 0] as [number, number],
    interval: 0 as const,
    tickFormatter: formatAxisEuro,
    width: EURO_AXIS_WIDTH,
  };
}

/** Even ticks for a count along the horizontal axis (years), within the values drawn. */
export function evenCountTicks(values: readonly number[], maxTicks = MAX_AXIS_TICKS): number[] {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return [];
  const low = Math.min(...finite);
  const high = Math.max(...finite);
  return evenTicks([low, high], maxTicks).filter((tick) => tick >= low && tick <= high);
}
