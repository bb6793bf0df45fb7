import { isAfter, type CalendarDate } from '../calendar-date';
import { euro, type MoneyValue } from '../money';
import { navOn } from '../fund-administration/valuation';
import { monthEndShift, type FundPriceHistory } from './monthly-returns';

export interface DistributionsPaid {
  /** How many distributions went ex in the twelve months up to `asOf`. */
  count: number;
  /** Their sum per unit as a fraction of the NAV at `asOf`: the distribution yield. */
  yieldOnNav: MoneyValue | null;
}

/** What the fund distributed in the last twelve months, read from its history. */
export function distributionsPaid(
  history: FundPriceHistory,
  asOf: CalendarDate,
): DistributionsPaid {
  const from = monthEndShift(asOf, -12);
  const paid = history.distributions.filter(
    (item) => isAfter(item.exDate, from) && !isAfter(item.exDate, asOf),
  );
  const nav = navOn(history.navs, asOf);
  const sum = paid.reduce((total, item) => total.plus(item.amountPerUnit), euro(0));
  return { count: paid.length, yieldOnNav: nav && paid.length > 0 ? sum.dividedBy(nav.nav) : null };
}
