// The database schema, one file per context under schema/ (docs/ARCHITECTURE.md, "Server
// contexts"): what drizzle-kit reads (drizzle.config.ts) and what the server imports. The lists
// of values of the enums come from packages/domain.
export * from './schema/identity';
export * from './schema/identity-email-changes';
export * from './schema/portfolio';
export * from './schema/calculation';
export * from './schema/onboarding';
export * from './schema/money';
export * from './schema/money-jobs';
export * from './schema/money-sell-orders';
export * from './schema/money-payouts';
export * from './schema/money-nav-publication';
export * from './schema/money-nav-corrections';
export * from './schema/money-distributions';
export * from './schema/mail';
export * from './schema/contract-changes';
export * from './schema/identity-security';
export * from './schema/privacy';
export * from './schema/identity-impersonation';
export * from './schema/administration';
export * from './schema/portfolio-answers';
