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
  exact: DecimalInput;
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
  private multiplied = 0;
  private exact: MoneyValue | null = null;
  private exactThrough = 0;

  then(factor: GrowthFactor | null): void {
    this.factors.push(factor);
    if (factor === null) return;
    this.approx = (this.approx ?? 1) * factor.approx;
    this.multiplied += 1;
  }

  /** The return so far (growth − 1), and with `extra` multiplied in when given; null unmeasured. */
  returnString(extra: GrowthFactor | null = null): string | null {
    const approx = extra === null ? this.approx : (this.approx ?? 1) * extra.approx;
    if (approx === null) return null;
    // Each factor is read from decimal (one rounding) and multiplied (one more); then − 1, × 10^8.
    const operations = 2 * (this.multiplied + (extra === null ? 0 : 1)) + 2;
    const fast = guardedReturnString(approx - 1, returnGuardMargin(operations, approx));
    if (fast !== null) return fast;
    const exact = chainGrowth(this.exactSoFar(), extra === null ? null : decimal(extra));
    if (exact === null) throw new Error('A measured growth has no exact factors');
    return returnString(exact.minus(1));
  }

  private exactSoFar(): MoneyValue | null {
    for (; this.exactThrough < this.factors.length; this.exactThrough += 1) {
      const factor = this.factors[this.exactThrough] ?? null;
      this.exact = chainGrowth(this.exact, factor === null ? null : decimal(factor));
    }
    return this.exact;
  }
}

/** As fromMonthRow reads a stored factor: the exact decimal of its text (or a copy of it). */
const decimal = (factor: GrowthFactor): MoneyValue => new MoneyDecimal(factor.exact);
