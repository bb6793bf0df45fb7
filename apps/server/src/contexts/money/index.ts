// The door of the money context: other contexts, app.ts, plugins/, seed/ and test/ import it through
// this file only (lint: tooling/eslint-layering.js). What it holds: register.ts.
export { registerMoney, type MoneyDeps } from './register';
export { failedCollectionEvents } from './collections/failed-collections';
export { sellOrderEvents } from './sell-orders/events';
export { contractChangeEvents } from './contract-changes/history';
export { parseJobCommand } from './jobs/job-command';
export { JobService } from './jobs/job-service';
export { type JobRunOutcome } from './jobs/run-job';
export { type MandateProvider } from './mandates/providers/mandate-provider';
export {
  SANDBOX_MANDATE_PATH,
  SandboxMandateProvider,
} from './mandates/sandbox/sandbox-mandate-provider';
export { type PaymentProvider } from './payments/providers/payment-provider';
export { settlePayment } from './payments/settle-payment';
