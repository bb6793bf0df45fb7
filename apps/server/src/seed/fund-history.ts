import {
  addDays,
  addMonths,
  dateParts,
  euro,
  generateNavHistory,
  lastDayOfMonth,
  navString,
  type CalendarDate,
  type NavPoint,
} from '@bp/domain';
import type { FundDefinition } from './fund-catalogue';

export interface SeededDistribution {
  exDate: CalendarDate;
  payDate: CalendarDate;
  amountPerUnit: string;
}

export interface FundHistory {
  navs: NavPoint[];
  distributions: SeededDistribution[];
}

/** Distributions are paid two weeks after the ex-date. */
const PAY_DELAY_DAYS = 15;

/** The last month end strictly before the given day: the last NAV a fund can have published. */
export function lastMonthEndBefore(day: CalendarDate): CalendarDate {
  return lastDayOfMonth(addMonths(day, -1));
}

/**
 * A fund's NAVs from inception up to the last month end before `today`, and its distributions:
 * on the month ends the fund pays out in, a fixed fraction of that month's NAV per unit.
 */
export function fundHistory(fund: FundDefinition, today: CalendarDate): FundHistory {
  const { history } = fund;
  const navs = generateNavHistory({
    inceptionDate: fund.inceptionDate,
    until: lastMonthEndBefore(today),
    startNav: history.startNav,
    yearlyReturns: history.yearlyReturns,
    defaultYearlyReturn: history.defaultYearlyReturn,
    monthlyNoise: history.monthlyNoise,
    seed: history.seed,
  });
  const plan = history.distributions;
  const distributions: SeededDistribution[] = plan
    ? navs.slice(1).flatMap((point) =>
        plan.months.includes(dateParts(point.date).month)
          ? [
              {
                exDate: point.date,
                payDate: addDays(point.date, PAY_DELAY_DAYS),
                amountPerUnit: navString(euro(point.nav).times(plan.fractionOfNav)),
              },
            ]
          : [],
      )
    : [];
  return { navs, distributions };
}
