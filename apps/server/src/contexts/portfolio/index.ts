// The door of the portfolio context: other contexts, app.ts, plugins/, seed/ and test/ import it through
// this file only (lint: tooling/eslint-layering.js). What it holds: register.ts.
export { registerPortfolio, type PortfolioDeps } from './register';
export { type ContractEvent, type ContractEventSource } from './contract-history/events';
export {
  ownContractOf,
  registerContractResources,
  type ContractResource,
} from './contracts/contract-scope';
export { ownContract, type OwnContract } from './contracts/ownership';
export { valuationDates } from './contracts/service';
export { fundDocumentFacts } from './fund-documents/facts';
export { fundDocumentFiles } from './fund-documents/library';
export { book, bookContracts, bookingRows } from './positions/book';
export { toPositionRow } from './positions/rows';
export { ledgerOf } from './positions/ledger';
export { recordNavs, type FundPrice } from './positions/navs';
export { verifyLedger, type LedgerDifference } from './positions/verify';
export { refreshKeptAnswers, type RefreshResult } from './kept-answers/refresh';
export { returnsPathsByPeriod, standardReturnsPaths } from './kept-answers/standard-answers';
export {
  KEPT_ANSWER_SAMPLE,
  verifyKeptAnswers,
  type KeptAnswerVerification,
} from './kept-answers/verify';
