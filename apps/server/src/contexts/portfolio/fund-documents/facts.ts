import {
  EXAMPLE_INVESTMENT,
  FUND_PROFILES,
  costsOverTime,
  dateParts,
  distributionsPaid,
  fundReturnHorizons,
  isAfter,
  isFundProfileKey,
  performanceScenarios,
  realEstateFundFacts,
  summaryRiskIndicator,
  type CalendarDate,
  type CostsOverTime,
  type DistributionsPaid,
  type FundPriceHistory,
  type FundProfile,
  type FundReturnHorizons,
  type PerformanceScenarios,
  type RealEstateFundFacts,
  type SummaryRiskIndicator,
} from '@bp/domain';
import type { Database } from '../../../db/client';
import { fundById, fundPriceHistory, type FundRow } from './queries';

/** Everything a fund's documents say, each figure computed from the fund's own data. */
export interface FundDocumentFacts {
  fund: Pick<
    FundRow,
    | 'id'
    | 'code'
    | 'name'
    | 'productCode'
    | 'flow'
    | 'currency'
    | 'inceptionDate'
    | 'entryCosts'
    | 'ongoingCosts'
  >;
  profile: FundProfile;
  /** Minimums and the required risk profile of a real-estate fund; null for SB funds. */
  realEstate: RealEstateFundFacts | null;
  /**
   * The date the figures run to (peildatum): the fund's last year-end NAV, else its latest NAV;
   * null without any NAV. A document's version changes with it once a year, not every month.
   */
  asOf: CalendarDate | null;
  risk: SummaryRiskIndicator | null;
  scenarios: PerformanceScenarios | null;
  /** Costs over time on exit after one year and after the holding period. */
  costs: { oneYear: CostsOverTime; holding: CostsOverTime };
  /** Whether the costs rest on the moderate scenario (else on a return of 0%). */
  costsOnModerateScenario: boolean;
  returns: FundReturnHorizons;
  distributions: DistributionsPaid | null;
}

/** The last year-end NAV on or before today, else the latest NAV. */
export function documentAsOf(history: FundPriceHistory): CalendarDate | null {
  const yearEnds = history.navs.filter((point) => {
    const { month, day } = dateParts(point.date);
    return month === 12 && day === 31;
  });
  return (yearEnds.at(-1) ?? history.navs.at(-1))?.date ?? null;
}

/** The facts of fund `id` as of `today`; null for an unknown fund or one without a profile. */
export async function fundDocumentFacts(
  db: Database,
  id: number,
  today: CalendarDate,
): Promise<FundDocumentFacts | null> {
  const row = await fundById(db, id);
  if (!row) return null;
  const key = row.flow ?? row.code;
  if (!isFundProfileKey(key)) return null;
  const profile = FUND_PROFILES[key];
  const full = await fundPriceHistory(db, row.id, today);
  const asOf = documentAsOf(full);
  const history: FundPriceHistory = asOf
    ? {
        navs: full.navs.filter((point) => !isAfter(point.date, asOf)),
        distributions: full.distributions.filter((item) => !isAfter(item.exDate, asOf)),
      }
    : full;
  const holdingYears = profile.recommendedHoldingYears;
  const scenarios = asOf
    ? performanceScenarios({ history, asOf, holdingYears, entryCosts: row.entryCosts })
    : null;
  const costsFor = (years: number, yearlyReturn: string) =>
    costsOverTime({
      investment: EXAMPLE_INVESTMENT,
      entryCosts: row.entryCosts,
      ongoingCosts: row.ongoingCosts,
      yearlyReturnAfterCosts: yearlyReturn,
      years,
    });
  return {
    fund: {
      id: row.id,
      code: row.code,
      name: row.name,
      productCode: row.productCode,
      flow: row.flow,
      currency: row.currency,
      inceptionDate: row.inceptionDate,
      entryCosts: row.entryCosts,
      ongoingCosts: row.ongoingCosts,
    },
    profile,
    realEstate: row.flow ? realEstateFundFacts(row.flow) : null,
    asOf,
    risk: asOf ? summaryRiskIndicator(history, asOf, holdingYears) : null,
    scenarios,
    costs: {
      oneYear: costsFor(1, scenarios?.oneYear.outcomes.gematigd.fundYearlyReturn ?? '0'),
      holding: costsFor(holdingYears, scenarios?.holding.outcomes.gematigd.fundYearlyReturn ?? '0'),
    },
    costsOnModerateScenario: scenarios !== null,
    returns: asOf
      ? fundReturnHorizons(history.navs, history.distributions, asOf)
      : fundReturnHorizons([], [], today),
    distributions: asOf ? distributionsPaid(history, asOf) : null,
  };
}
