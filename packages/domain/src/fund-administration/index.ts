export {
  CASH_EFFECT_OF,
  CASH_FLOW_OF,
  bookDeposit,
  bookDistribution,
  bookPurchase,
  bookRedemption,
  bookSale,
  bookSellBack,
  bookStorno,
  navString,
  type DepositInput,
  type DistributionInput,
  type LedgerEntry,
  type PurchaseInput,
  type LedgerKind,
} from './ledger';
export { reversalOf, withoutReversed } from './reversal';
export {
  contractResult,
  contractReturnsInput,
  holdingValue,
  holdingsValue,
  cashFlowsWithin,
  ledgerTotals,
  runningHoldings,
  navOn,
  valueOn,
  valueOfUnits,
  type Holdings,
  type LedgerTotals,
  type NavPoint,
} from './valuation';
export { generateNavHistory, type NavHistorySpec } from './nav-history';
export { nextValuationDate } from './valuation-date';
export {
  fundReturnHorizons,
  fundTotalReturn,
  type FundDistribution,
  type FundReturnHorizons,
} from './fund-returns';
export {
  TRANSACTION_KIND,
  TRANSACTION_KINDS,
  TRANSACTION_KIND_LABELS,
  type TransactionKind,
} from './transaction-kinds';
export {
  CONTRACT_DOCUMENT_KINDS,
  CONTRACT_DOCUMENT_KIND_LABELS,
  CONTRACT_STATUS,
  CONTRACT_STATUSES,
  CONTRACT_STATUS_LABELS,
  DISTRIBUTION_POLICIES,
  FUND_FLOWS,
  FUND_PRODUCT_CODES,
  isPaymentCompleted,
  unpaidContracts,
  type ContractDocumentKind,
  type ContractStatus,
  type DistributionPolicy,
  type FundFlow,
  type FundProductCode,
} from './contract-lists';
export {
  contractMonths,
  contractPosition,
  ledgerValuations,
  monthsBetween,
  periodMonths,
  type ContractMonth,
  type OpeningHoldings,
  type ContractPosition,
} from './month-rows';
export {
  ledgerPeriodReturns,
  periodParts,
  periodReturns,
  planPeriod,
  type DateRange,
  type PeriodInput,
  type PeriodPlan,
  type PeriodReturnsResult,
} from './period-returns';
export {
  periodReturnsInCents,
  type CentContractMonth,
  type KeptCentMonth,
} from './period-returns-in-cents';
export {
  PAYMENT_PURPOSE,
  PAYMENT_PURPOSES,
  PAYMENT_PURPOSE_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  IDEAL_PAYMENT_EXPIRY_MINUTES,
  TOP_UP_LIMITS,
  isFinalPaymentStatus,
  type PaymentPurpose,
  type PaymentStatus,
} from './payment-lists';
export {
  DEPOSIT_KINDS,
  DEPOSIT_KIND_LABELS,
  DEPOSIT_AMOUNT_LABELS,
  DISTRIBUTION_POLICY_OF_STOCK,
  REAL_ESTATE_FUND_FACTS,
  STOCK_CHOICES,
  STOCK_CHOICE_LABELS,
  IDEAL_MAXIMUM_MESSAGE,
  IDEAL_MAXIMUM_PAYMENT,
  depositsOfKind,
  exceedsIdealMaximum,
  isProfileBelow,
  meetsMinimum,
  minimumDepositMessage,
  realEstateFundFacts,
  type DepositKind,
  type RealEstateFundFacts,
  type StockChoice,
} from './fund-facts';
export {
  TOP_UP_MESSAGES,
  readTopUpAmount,
  topUpEstimate,
  type TopUpEstimate,
  type TopUpEstimateInput,
} from './top-up';
export {
  investmentCosts,
  type InvestmentCosts,
  type InvestmentCostsInput,
} from './investment-costs';
export {
  NAV_CORRECTION_MAIL_SUBJECT,
  NAV_CORRECTION_MESSAGES,
  correctionLabel,
  navCorrectionMailParagraphs,
} from './nav-correction';
export {
  DISTRIBUTION_DECLARATION_STATUS,
  DISTRIBUTION_DECLARATION_STATUSES,
  DISTRIBUTION_DECLARATION_STATUS_LABELS,
  DISTRIBUTION_MESSAGES,
  distributionPreview,
  effectivePolicy,
  parseAmountPerUnit,
  type DistributionDeclarationStatus,
  type DistributionHolder,
  type DistributionLine,
  type DistributionPreview,
  type DistributionRunInput,
  type DistributionTotals,
} from './distribution-run';
