import Decimal from 'decimal.js';
import type { MoneyValue } from '../money';

/** Returns are fractions with 8 decimals: 0.000001 % resolution, far below what is shown. */
export const RETURN_DECIMALS = 8;

export function returnString(fraction: MoneyValue): string {
  const rounded = fraction.toDecimalPlaces(RETURN_DECIMALS, Decimal.ROUND_HALF_UP);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(RETURN_DECIMALS);
}
