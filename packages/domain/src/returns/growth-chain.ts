import { MoneyDecimal, type DecimalInput, type MoneyValue } from '../money';
import { guardedReturnString, returnGuardMargin } from './guarded-return-string';
import { chainGrowth } from './month-summary';
import { returnString } from './return-string';

/**
 * A month's growth factor twice: as the double the composition multiplies, and as the exact
 * decimal (its stored text, or the decimal a head or tail month was valued with) that the
 * guard falls back to.
 */
export interface GrowthFactor {
  approx: number;
  /**
   * The exact decimal, or how to compute it: a head or tail month valued in cents keeps the
   * decimal.js work for the rare return the guard sends to the decimal path.
   */
  exact: DecimalInput | (() => MoneyValue);
  /** Roundings that made `approx` from the exact ratios (default 1: read from `exact`). */
  roundings?: number;
}

export function growthFactorOf(exact: MoneyValue): GrowthFactor {
  return { approx: exact.toNumber(), exact };
}

/**
 * The time-weighted growth chained month by month as returnsFromMonths chains it (chainGrowth:
 * null is "nothing measured yet"), in doubles. A return whose double sits too close to a
 * rounding boundary is computed again from the exact factors, multiplied in the same order
 * with the same decimal.js operations, so its text is the decimal path's; that decimal chain
 * is built only as far as such a return needs, and only once.
 */
export class GrowthChain {
  private readonly factors: (GrowthFactor | null)[] = [];
  private approx: number | null = null;
  /** The roundings in `approx`: each factor's own, and one per product. */
  private roundings = 0;
  private exact: MoneyValue | null = null;
  private exactThrough = 0;

  then(factor: GrowthFactor | null): void {
    this.factors.push(factor);
    if (factor === null) return;
    this.approx = (this.approx ?? 1) * factor.approx;
    this.roundings += roundingsOf(factor);
  }

  /** The return so far (growth − 1), and with `extra` multiplied in when given; null unmeasured. */
  returnString(extra: GrowthFactor | null = null): string | null {
    const approx = extra === null ? this.approx : (this.approx ?? 1) * extra.approx;
    if (approx === null) return null;
    // Each factor's roundings and its product; then − 1 and × 10^8.
    const operations = this.roundings + (extra === null ? 0 : roundingsOf(extra)) + 2;
    const fast = guardedReturnString(approx - 1, returnGuardMargin(operations, approx));
    if (fast !== null) return fast;
    const exact = chainGrowth(this.exactSoFar(), extra === null ? null : exactGrowth(extra));
    if (exact === null) throw new Error('A measured growth has no exact factors');
    return returnString(exact.minus(1));
  }

  private exactSoFar(): MoneyValue | null {
    for (; this.exactThrough < this.factors.length; this.exactThrough += 1) {
      const factor = this.factors[this.exactThrough] ?? null;
      this.exact = chainGrowth(this.exact, factor === null ? null : exactGrowth(factor));
    }
    return this.exact;
  }
}

/** A factor's roundings in the chain: those that made it, and its product with the rest. */
const roundingsOf = (factor: GrowthFactor): number => (factor.roundings ?? 1) + 1;

/**
 * A factor's exact decimal: as fromMonthRow reads a stored factor (the decimal of its text, or
 * a copy of it), or computed now for a month valued in cents.
 */
export const exactGrowth = ({ exact }: GrowthFactor): MoneyValue =>
  new MoneyDecimal(typeof exact === 'function' ? exact() : exact);
