export {
  CASH_FLOW_OF,
  bookDeposit,
  bookDistribution,
  bookSale,
  navString,
  type DepositInput,
  type DistributionInput,
  type DistributionPolicy,
  type LedgerEntry,
  type LedgerKind,
} from './ledger';
export {
  contractResult,
  contractReturnsInput,
  holdingValue,
  ledgerTotals,
  navOn,
  valueOn,
  valueOfUnits,
  type LedgerTotals,
  type NavPoint,
} from './valuation';
export { generateNavHistory, type NavHistorySpec } from './nav-history';
export {
  fundReturnHorizons,
  fundTotalReturn,
  type FundDistribution,
  type FundReturnHorizons,
} from './fund-returns';
export {
  contractMonths,
  contractPosition,
  ledgerValuations,
  monthsBetween,
  periodMonths,
  type ContractMonth,
  type ContractPosition,
} from './month-rows';
export { periodReturns, planPeriod, type DateRange, type PeriodPlan } from './period-returns';
