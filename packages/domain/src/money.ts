import Decimal from 'decimal.js';

/**
 * Decimal arithmetic for money and fund units. Binary floating point is never used for sums:
 * every amount goes through this clone, which keeps 40 significant digits (enough for
 * € 10 million × 4-decimal units × 8-decimal NAVs without loss) and never switches to
 * exponential notation in strings.
 *
 * Rounding rule: euros are rounded to whole cents and units to 4 decimals, both "half up" in
 * decimal.js terms, which means half away from zero (2,345 → 2,35 and −2,345 → −2,35). This is
 * the commercial rounding ("rekenkundig afronden") customary in Dutch administration, and it is
 * also what Intl.NumberFormat does by default, so a rounded figure and its display always agree.
 */
export const MoneyDecimal = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});

/** An instance of MoneyDecimal (decimal.js gives clones the same instance type). */
export type MoneyValue = Decimal;

/** Anything that can be read as an exact decimal amount. */
export type DecimalInput = string | number | Decimal;

export const EURO_DECIMALS = 2;
export const UNIT_DECIMALS = 4;

/**
 * Reads an amount exactly, without rounding. A number is taken by its shortest decimal
 * representation (0.1 is read as "0.1"); NaN and infinities are refused because they would
 * silently poison every sum they enter.
 */
export function euro(value: DecimalInput): MoneyValue {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Not a finite amount: ${String(value)}`);
  }
  if (typeof value === 'string' && !/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(value.trim())) {
    throw new RangeError(`Not a decimal amount: "${value}"`);
  }
  return new MoneyDecimal(typeof value === 'string' ? value.trim() : value);
}

/** Rounds to whole cents, half away from zero. */
export function roundEuro(value: DecimalInput): MoneyValue {
  return withoutNegativeZero(euro(value).toDecimalPlaces(EURO_DECIMALS, Decimal.ROUND_HALF_UP));
}

/** Rounds a number of fund units to 4 decimals, half away from zero. */
export function roundUnits(value: DecimalInput): MoneyValue {
  return withoutNegativeZero(euro(value).toDecimalPlaces(UNIT_DECIMALS, Decimal.ROUND_HALF_UP));
}

/** The amount rounded to cents as a plain decimal string with two decimals: "1234.50". */
export function euroString(value: DecimalInput): string {
  return roundEuro(value).toFixed(EURO_DECIMALS);
}

/** The units rounded to 4 decimals as a plain decimal string: "12.3400". */
export function unitsString(value: DecimalInput): string {
  return roundUnits(value).toFixed(UNIT_DECIMALS);
}

/** Exact sum of amounts (no rounding); an empty list sums to 0. */
export function sumEuro(values: Iterable<DecimalInput>): MoneyValue {
  let total = new MoneyDecimal(0);
  for (const value of values) total = total.plus(euro(value));
  return total;
}

const euroFormat = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const unitsFormat = new Intl.NumberFormat('nl-NL', {
  minimumFractionDigits: UNIT_DECIMALS,
  maximumFractionDigits: UNIT_DECIMALS,
});

/**
 * Dutch display of an amount, rounded to cents: "€ 1.234,56", negative "€ -1.234,56" — the
 * pattern Intl gives for nl-NL. The space after the euro sign is a no-break space (U+00A0), so
 * the sign never wraps away from the figure.
 */
export function formatEuro(value: DecimalInput): string {
  return euroFormat.format(asNumericLiteral(roundEuro(value).toFixed(EURO_DECIMALS)));
}

/** Dutch display of fund units with 4 decimals: "1.234,5678". */
export function formatUnits(value: DecimalInput): string {
  return unitsFormat.format(asNumericLiteral(roundUnits(value).toFixed(UNIT_DECIMALS)));
}

/**
 * Dutch display of a fraction as a percentage: 0.0325 → "3,25%", −0.1 → "-10,00%". Rounded half
 * away from zero to the given number of decimals of the percentage.
 */
export function formatPercentage(fraction: DecimalInput, decimals = 2): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) {
    throw new RangeError(`Unsupported number of decimals: ${decimals}`);
  }
  const percent = withoutNegativeZero(
    euro(fraction).times(100).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP),
  );
  return `${percentageFormat(decimals).format(asNumericLiteral(percent.toFixed(decimals)))}%`;
}

const percentageFormats = new Map<number, Intl.NumberFormat>();

function percentageFormat(decimals: number): Intl.NumberFormat {
  let format = percentageFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('nl-NL', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    percentageFormats.set(decimals, format);
  }
  return format;
}

/** Rounding can produce −0, which Intl would show as "-0,00". */
function withoutNegativeZero(value: MoneyValue): MoneyValue {
  return value.isZero() ? new MoneyDecimal(0) : value;
}

/**
 * Intl formats a numeric string exactly (no detour through a binary double); the TypeScript
 * type only admits template-literal numbers, which a toFixed() result always is.
 */
function asNumericLiteral(fixed: string): Intl.StringNumericLiteral {
  return fixed as Intl.StringNumericLiteral;
}
