import { MoneyDecimal, type MoneyValue } from '../money';

/**
 * Money as a whole number of cents in a plain JavaScript number, for the returns of a period
 * composed from month rows (from-cent-months.ts). A double holds every integer below 2^53
 * exactly, and the sum or difference of two such integers is exact as long as the true result
 * stays below 2^53 too; so sums of cents are as exact as decimal.js, at a fraction of its cost.
 * Every reader here refuses (null) what it cannot hold exactly, and the caller then takes the
 * decimal path.
 */

const ZERO = 48;
const NINE = 57;
const MINUS = 45;
const POINT = 46;

/**
 * Whole cents of a plain decimal text ("1234.5", "-0.07", "12.3400"); null when it has a
 * fraction of a cent, is too large to count exactly in a double, or is no such text.
 */
export function centsFromText(text: string): number | null {
  return fixedPointFromText(text, 2);
}

/**
 * A plain decimal text as a whole number of its `decimals`-th parts (units in 10^-4: "12.5" →
 * 125000), null as centsFromText. Read digit by digit (a month's rows are hundreds of amounts;
 * a regular expression per amount costs more than the rest of the reading).
 */
export function fixedPointFromText(text: string, decimals: number): number | null {
  const negative = text.charCodeAt(0) === MINUS;
  let index = negative ? 1 : 0;
  let whole = 0;
  let wholeDigits = 0;
  for (; index < text.length && text.charCodeAt(index) !== POINT; index += 1, wholeDigits += 1) {
    const digit = text.charCodeAt(index) - ZERO;
    if (digit < 0 || digit > NINE - ZERO) return null;
    whole = whole * 10 + digit;
  }
  if (wholeDigits === 0) return null;
  let read = 0;
  for (index += 1; index < text.length; index += 1, read += 1) {
    const digit = text.charCodeAt(index) - ZERO;
    if (digit < 0 || digit > NINE - ZERO) return null;
    // Digits past the last one kept must all be zero: nothing smaller is counted.
    if (read >= decimals && digit !== 0) return null;
    if (read < decimals) whole = whole * 10 + digit;
  }
  for (; read < decimals; read += 1) whole *= 10;
  // Each step rounds to the nearest double, and rounding never goes down past 2^53: a true value
  // at or above it comes out at or above it too, which isSafeInteger refuses.
  if (!Number.isSafeInteger(whole)) return null;
  return negative && whole !== 0 ? -whole : whole;
}

/** Whole cents of a decimal value (see centsFromText); null for a fraction of a cent. */
export function centsOf(value: MoneyValue): number | null {
  return centsFromText(value.toFixed());
}

/** Cents as euroString writes them: "1234.50", "-0.07", never "-0.00". */
export function euroStringFromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const absolute = Math.abs(cents);
  const rest = absolute % 100;
  // (absolute − rest) / 100 is an exact integer; Math.floor(absolute / 100) could round up.
  const whole = (absolute - rest) / 100;
  const sign = cents < 0 ? '-' : '';
  return `${sign}${String(whole)}.${String(rest).padStart(2, '0')}`;
}

/** Cents as an exact decimal, for the few figures the guarded path recomputes in decimals. */
export function decimalOfCents(cents: number): MoneyValue {
  return new MoneyDecimal(euroStringFromCents(cents));
}

/**
 * Thrown by exactInteger inside a computation in plain numbers when an amount leaves what a
 * double counts exactly; its caller catches it and leaves the answer to the decimal path.
 */
export const NOT_EXACT = Symbol('not exact in a double');

/** The integer, when a double holds it exactly; otherwise throws NOT_EXACT. */
export function exactInteger(value: number): number {
  if (!Number.isSafeInteger(value)) throw NOT_EXACT;
  return value;
}
