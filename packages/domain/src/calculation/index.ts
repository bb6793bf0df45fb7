export type * from './types';
export type { CalculationOutcome } from './outcome';
export { calculateSb, type SbInput, type SbResult } from './sb';
// The seeded PRNG also draws the server's large demo seed (apps/server/src/seed/large-people.ts).
export { mulberry32, type UniformSource } from './prng';
export {
  calculateSul,
  DEFAULT_INDICATIVE_PAYOUT_RATE,
  INDICATIVE_PAYOUT_YEARS,
  type DurationType,
  type SulInput,
  type SulResult,
  type SulSituation,
} from './sul';
export {
  calculateSdil,
  MAX_INTEREST_RATE,
  PERIODS_PER_YEAR,
  type SdilInput,
  type SdilResult,
  type UitkeringsTermijnCode,
} from './sdil';
export type { SdilPayment } from './sdil-schedule';
export {
  BASE_MINIMUM_TERM_YEARS,
  TEMPORARY_MINIMUM_TERM_YEARS,
  TRANSITIONAL_START_AGE,
  earliestTemporaryStart,
  latestPayoutStart,
  minimumTermYears,
  payoutKind,
  type PayoutKind,
  type PolisVoorwaardeCode,
} from './annuity-rules';
export {
  MINIMUM_TERM_PHRASE,
  MINIMUM_AGE,
  START_DATE_MESSAGES,
  startDateProblem,
} from './annuity-validation';
export { annuityDuePayment, periodRate, presentValueDue } from './annuity';
export {
  DEFAULT_PATHS,
  DEFAULT_SEED,
  MAX_AMOUNT,
  MAX_DURATION_YEARS,
  MAX_PATHS,
  MIN_DURATION_YEARS,
} from './input-validation';
export { PERCENTILES, project } from './projection';
export { SB_FUNDS, type SbFund, type SbFundCode } from './sb-funds';
export { modelMixAllocation } from './model-mix';
export { polisVoorwaardeCodeFor, DEFAULT_UITKERINGS_TERMIJN } from './request-constants';
export {
  DURATION_TYPES,
  DURATION_TYPE_LABELS,
  SUL_SITUATIONS,
  SUL_SITUATION_LABELS,
  POLIS_VOORWAARDE_CODES,
  PRODUCT_CODES,
  UITKERINGS_TERMIJN_CODES,
  UITKERINGS_TERMIJN_LABELS,
  type CalculationProductCode,
} from './request-lists';
export {
  CALCULATION_FIELD_MESSAGES,
  CALCULATION_LIMITS,
  NO_DEPOSIT_MESSAGE,
  SUL_END_AGE_MESSAGE,
  exceedsMaximumAmount,
  fundSplitMessage,
  fundSplitTotal,
  hasSomeDeposit,
  isCompleteFundSplit,
  isFundFraction,
  isSulEndAge,
  maximumAmountMessage,
} from './request-rules';
