import type { ReturnsResponse } from '@bp/api-schema';
import { DUTCH_MONTH_NAMES, dateParts, euroString, parseCalendarDate, sumEuro } from '@bp/domain';

export interface ChartPoint {
  datum: string;
  waarde: number;
  ingelegd: number;
  /** The value plus the distributions paid out so far: what the investment brought in total. */
  waardeMetUitkeringen: number;
}

/**
 * The series as numbers for drawing only: a chart needs coordinates, and a cent more or less
 * is invisible at chart scale. Every figure in text comes from the strings themselves.
 */
export function toChartPoints(reeks: ReturnsResponse['reeks']): ChartPoint[] {
  return reeks.map((point) => ({
    datum: point.datum,
    waarde: Number(point.waarde),
    ingelegd: Number(point.ingelegd),
    // Added in decimals: the tooltip shows this sum to the cent.
    waardeMetUitkeringen: Number(euroString(sumEuro([point.waarde, point.uitgekeerd]))),
  }));
}

/**
 * Whether distributions were paid out in the period. Then the value alone understates what the
 * investment brought, and the chart adds a line for value plus distributions.
 */
export function hasDistributions(reeks: ReturnsResponse['reeks']): boolean {
  return reeks.some((point) => /[1-9]/.test(point.uitgekeerd));
}

/** "2024-03-31" → "mrt 2024" for the time axis. */
export function formatMonthTick(date: string): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  const { year, month } = dateParts(parsed);
  const name = DUTCH_MONTH_NAMES[month - 1] ?? '';
  return `${name === 'maart' ? 'mrt' : name.slice(0, 3)} ${year}`;
}
