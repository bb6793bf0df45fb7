export type * from './types';
export { computeReturns } from './compute-returns';
export { ReturnsInputError } from './prepare-period';
export {
  modifiedDietz,
  modifiedDietzFromSums,
  type DatedAmount,
  type DietzInput,
} from './modified-dietz';
export { RETURN_DECIMALS } from './return-string';
export {
  summariseMonths,
  type DatedValue,
  type FirstInflow,
  type MonthSummary,
} from './month-summary';
export { returnsFromMonths } from './from-months';
export { centMonthOf, type CentFirstInflow, type CentMonthSummary } from './cent-months';
export { returnsFromCentMonths } from './from-cent-months';
export { exactGrowth, GrowthChain, growthFactorOf, type GrowthFactor } from './growth-chain';
export { centsFromText, centsOf, euroStringFromCents } from './whole-cents';
export {
  annualisedReturn,
  returnLabel,
  RETURN_BASIS_LABELS,
  type ReturnBasis,
} from './return-basis';
export {
  DEFAULT_RETURN_PERIOD,
  lastMeasurableDay,
  lastYear,
  sinceStart,
  standardReturnPeriods,
  STANDARD_RETURN_PERIOD_LABELS,
  STANDARD_RETURN_PERIODS,
  thisYear,
  type ReturnsPeriod,
  type StandardReturnPeriod,
} from './standard-periods';
