import { RETURN_DECIMALS } from './return-string';

const SCALE = 10 ** RETURN_DECIMALS;
/** The unit roundoff of a double: one rounded operation is off by at most this, relatively. */
const UNIT_ROUNDOFF = 2 ** -53;
/**
 * How many times the worst-case float error the guard keeps clear of a rounding boundary. The
 * error bound below is already a worst case (every operation rounding the same way); the
 * factor covers anything it overlooks many times over, at the price of a few figures in a
 * thousand taking the decimal path.
 */
export const GUARD_SAFETY_FACTOR = 1024;

/**
 * The distance from a rounding boundary below which a return computed in doubles is not
 * trusted: `roundedOperations` counts every rounding that made `fraction` (each factor read
 * from its decimal text, each product, the subtraction of 1 and the scaling by 10^8), and
 * `magnitude` is the largest value among them (the growth factor, or the Modified Dietz
 * quotient), since the error of each is relative to its own size.
 */
export function returnGuardMargin(roundedOperations: number, magnitude: number): number {
  return GUARD_SAFETY_FACTOR * roundedOperations * UNIT_ROUNDOFF * Math.max(1, Math.abs(magnitude));
}

/**
 * returnString (8 decimals, half away from zero, no "-0") of a fraction computed in doubles,
 * or null when the double lies within `margin` of a point where that rounding flips: the
 * caller then computes the figure with decimal.js, so the text is the decimal path's, always.
 */
export function guardedReturnString(fraction: number, margin: number): string | null {
  const scaled = fraction * SCALE;
  // Beyond 2^52 units of 10^-8 a double has no fraction left to tell where it rounds.
  if (!Number.isFinite(scaled) || Math.abs(scaled) >= 2 ** 52) return null;
  const below = Math.floor(scaled);
  // Half-way points are the only boundaries: between them every value rounds the same way.
  if (Math.abs(scaled - below - 0.5) <= margin * SCALE) return null;
  return unitsOfReturnString(scaled - below > 0.5 ? below + 1 : below);
}

/** A whole number of 10^-8 as returnString writes it: "0.05250000", "-1.00000000". */
function unitsOfReturnString(units: number): string {
  if (units === 0) return `0.${'0'.repeat(RETURN_DECIMALS)}`;
  const absolute = Math.abs(units);
  const rest = absolute % SCALE;
  const whole = (absolute - rest) / SCALE;
  const sign = units < 0 ? '-' : '';
  return `${sign}${String(whole)}.${String(rest).padStart(RETURN_DECIMALS, '0')}`;
}
