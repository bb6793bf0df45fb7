import Decimal from 'decimal.js';
import { isCalendarDate, type CalendarDate } from '../calendar-date';
import { euro, formatPercentage, type MoneyValue } from '../money';
import {
  exceedsMaximumAmount,
  MAX_AMOUNT,
  MAX_DURATION_YEARS,
  maximumAmountMessage,
  MIN_DURATION_YEARS,
} from './request-rules';

/**
 * Readers for calculation input. Each reader returns the value or null and adds a Dutch message
 * to `problems` when the input is wrong, so one pass lists every problem at once.
 */
export type Problems = string[];

export { MAX_AMOUNT, MAX_DURATION_YEARS, MIN_DURATION_YEARS };
export const DEFAULT_PATHS = 1000;
export const MAX_PATHS = 10_000;
/** A fixed seed: every visitor sees the same figures for the same input. */
export const DEFAULT_SEED = 20_250_709;

/** Reads a value as an exact decimal, or null when it is no finite decimal number. */
export function readDecimal(value: unknown): MoneyValue | null {
  if (typeof value !== 'string' && typeof value !== 'number' && !Decimal.isDecimal(value)) {
    return null;
  }
  try {
    const result = euro(value);
    return result.isFinite() ? result : null;
  } catch {
    return null;
  }
}

/** An amount in euros between 0 and € 10.000.000,00 with at most two decimals. */
export function readAmount(value: unknown, label: string, problems: Problems): MoneyValue | null {
  const amount = readDecimal(value);
  if (amount === null) {
    problems.push(`${label} is geen geldig bedrag.`);
    return null;
  }
  if (amount.isNegative() && !amount.isZero()) {
    problems.push(`${label} mag niet negatief zijn.`);
    return null;
  }
  if (exceedsMaximumAmount(amount)) {
    problems.push(maximumAmountMessage(label));
    return null;
  }
  if (amount.decimalPlaces() > 2) {
    problems.push(`${label} mag niet meer dan twee cijfers achter de komma hebben.`);
    return null;
  }
  return amount;
}

/** A whole number of years within [min, max]. */
export function readWholeYears(
  value: unknown,
  label: string,
  problems: Problems,
  min = MIN_DURATION_YEARS,
  max = MAX_DURATION_YEARS,
): number | null {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    problems.push(`${label} moet een heel aantal jaren zijn, van ${min} tot en met ${max} jaar.`);
    return null;
  }
  return value;
}

export function readDate(value: unknown, label: string, problems: Problems): CalendarDate | null {
  if (!isCalendarDate(value)) {
    problems.push(`${label} is geen geldige datum.`);
    return null;
  }
  return value;
}

/** A fraction such as an interest rate, within [min, max] (both as fractions). */
export function readFraction(
  value: unknown,
  label: string,
  problems: Problems,
  min: MoneyValue,
  max: MoneyValue,
): MoneyValue | null {
  const fraction = readDecimal(value);
  if (fraction === null || fraction.lessThan(min) || fraction.greaterThan(max)) {
    problems.push(
      `${label} moet liggen tussen ${formatPercentage(min)} en ${formatPercentage(max)}.`,
    );
    return null;
  }
  return fraction;
}

export interface SimulationValues {
  paths: number;
  seed: number;
}

export function readSimulation(
  settings: { paths?: unknown; seed?: unknown } | undefined,
  problems: Problems,
): SimulationValues | null {
  const paths = settings?.paths ?? DEFAULT_PATHS;
  const seed = settings?.seed ?? DEFAULT_SEED;
  let ok = true;
  if (typeof paths !== 'number' || !Number.isInteger(paths) || paths < 1 || paths > MAX_PATHS) {
    problems.push(`Het aantal scenario's moet een heel getal zijn van 1 tot en met ${MAX_PATHS}.`);
    ok = false;
  }
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) {
    problems.push('De startwaarde van de simulatie moet een heel getal zijn.');
    ok = false;
  }
  return ok && typeof paths === 'number' && typeof seed === 'number' ? { paths, seed } : null;
}
