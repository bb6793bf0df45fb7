export {
  FUND_DOCUMENT_KIND,
  FUND_DOCUMENT_KINDS,
  FUND_DOCUMENT_TITLES,
  fundDocumentFileName,
  fundDocumentPath,
  isFundDocumentKind,
  type FundDocumentKind,
} from './document-kinds';
export { FOUNDATION_CONTACT, FUND_PARTIES } from './fund-parties';
export {
  FUND_PROFILES,
  isFundProfileKey,
  type FundProfile,
  type FundProfileKey,
} from './fund-profiles';
export { type FundPriceHistory } from './monthly-returns';
export {
  RISK_OBSERVATION_YEARS,
  marketRiskClass,
  summaryRiskIndicator,
  varEquivalentVolatility,
  type RiskClass,
  type SummaryRiskIndicator,
} from './risk-indicator';
export {
  EXAMPLE_INVESTMENT,
  SCENARIO_KINDS,
  SCENARIO_LABELS,
  SCENARIO_OBSERVATION_YEARS,
  performanceScenarios,
  windowReturns,
  type HorizonScenarios,
  type PerformanceScenarios,
  type ScenarioKind,
  type ScenarioOutcome,
} from './performance-scenarios';
export { costsOverTime, type CostsOverTime, type CostsOverTimeInput } from './costs-over-time';
export { distributionsPaid, type DistributionsPaid } from './distributions-paid';
