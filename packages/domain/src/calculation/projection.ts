import { addMonths } from '../calendar-date';
import { euro, euroString, roundEuro, type MoneyValue } from '../money';
import { deterministicValues } from './deterministic-projection';
import { simulatePaths } from './monte-carlo';
import { nearestRankPercentile } from './percentile';
import { checkpointMonths, depositedAfter, totalEntryCosts } from './schedule';
import type { Projection, ProjectionAssumptions, ProjectionPlan, ProjectionRow } from './types';
import { FORECAST_WARNING } from '../regulatory-texts';

export const PERCENTILES = { pessimistic: 5, expected: 50, optimistic: 95 } as const;

/**
 * Projects a validated plan: for every year, the total deposited and the 5th, 50th and 95th
 * percentile of the simulated values.
 *
 * Funds without volatility have no spread at all, so they are not simulated: their value is
 * the same on every path and is computed exactly in decimals and added to each percentile
 * (a percentile of X + c is the percentile of X plus c). When no fund has volatility, all three
 * scenarios therefore equal the exact future value of the deposits after costs.
 */
export function project(plan: ProjectionPlan): Projection {
  const checkpoints = checkpointMonths(plan.months);
  const steady = plan.funds.filter((fund) => fund.volatility.isZero());
  const volatile = plan.funds.filter((fund) => !fund.volatility.isZero());
  const steadyValues = deterministicValues(plan, steady, checkpoints);
  const samples = volatile.length > 0 ? simulatePaths(plan, volatile, checkpoints) : null;
  for (const sample of samples ?? []) sample.sort();

  const rows = checkpoints.map((months, index): ProjectionRow => {
    const base = steadyValues[index] ?? euro(0);
    const scenario = (percent: number): string => {
      const sample = samples?.[index];
      if (!sample) return euroString(base);
      return euroString(base.plus(euro(nearestRankPercentile(sample, percent))));
    };
    return {
      year: Math.ceil(months / 12),
      months,
      date: addMonths(plan.start, months),
      totalDeposited: euroString(depositedAfter(plan, months)),
      pessimistic: scenario(PERCENTILES.pessimistic),
      expected: scenario(PERCENTILES.expected),
      optimistic: scenario(PERCENTILES.optimistic),
    };
  });
  const end = rows[rows.length - 1];
  if (!end) throw new RangeError('A projection needs at least one month');

  return {
    rows,
    end,
    entryCosts: euroString(totalEntryCosts(plan)),
    costEffect: euroString(costEffect(plan)),
    assumptions: assumptionsOf(plan),
    warning: FORECAST_WARNING,
  };
}

/**
 * Both values are rounded to cents before subtracting, so that with zero volatility the shown
 * expected value plus the cost effect is exactly the shown value without costs.
 */
function costEffect(plan: ProjectionPlan): MoneyValue {
  const last = [plan.months];
  const withoutCosts = deterministicValues(plan, plan.funds, last, false)[0] ?? euro(0);
  const withCosts = deterministicValues(plan, plan.funds, last, true)[0] ?? euro(0);
  return roundEuro(withoutCosts).minus(roundEuro(withCosts));
}

function assumptionsOf(plan: ProjectionPlan): ProjectionAssumptions {
  return {
    paths: plan.paths,
    seed: plan.seed,
    percentiles: PERCENTILES,
    funds: plan.funds.map((fund) => ({
      code: fund.code,
      name: fund.name,
      weight: fund.weight.toString(),
      expectedReturn: fund.expectedReturn.toString(),
      volatility: fund.volatility.toString(),
      entryCost: fund.entryCost.toString(),
      ongoingCost: fund.ongoingCost.toString(),
    })),
    notes: [
      `Pessimistisch, verwacht en optimistisch zijn het 5e, 50e en 95e percentiel van ${plan.paths} gesimuleerde scenario's.`,
      'Per fonds wordt het rendement per maand gesimuleerd met een lognormale verdeling, op basis van het verwachte jaarrendement en de beweeglijkheid (volatiliteit) van het fonds.',
      'De fondsen bewegen in deze berekening onafhankelijk van elkaar. In werkelijkheid bewegen fondsen vaak samen; de spreiding tussen het pessimistische en het optimistische scenario kan daardoor groter zijn dan hier getoond.',
      'De eenmalige inleg en de eerste maandelijkse inleg worden op de ingangsdatum belegd, daarna elke maand een maandelijkse inleg. Elke inleg wordt volgens de gekozen verdeling over de fondsen verdeeld; er wordt niet tussentijds herverdeeld.',
      'Instapkosten gaan van elke inleg af. Lopende kosten worden elke maand ingehouden: een twaalfde van het jaarpercentage over de waarde.',
      'Met inflatie en belastingen is geen rekening gehouden.',
    ],
  };
}
