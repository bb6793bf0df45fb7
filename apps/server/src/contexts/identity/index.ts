// The door of the identity context: other contexts, app.ts, plugins/, seed/ and test/ import it through
// this file only (lint: tooling/eslint-layering.js). What it holds: register.ts.
export { registerIdentity } from './register';
export { confirmPassword, PASSWORD_CONFIRMATION_MESSAGES } from './auth/confirm-password';
export {
  confirmPasswordAndCode,
  confirmSecondFactor,
  TWO_FACTOR_MESSAGES,
} from './two-factor/check';
export { isTwoFactorOn } from './two-factor/store';
export { OneTimeTokenService } from './one-time-tokens/service';
export { RateLimiter, type RateLimitRule } from './rate-limit/limiter';
export { limitPerUser } from './rate-limit/per-user';
export {
  DOWNLOADS_PER_USER,
  LONGEST_WINDOW_MS,
  POSTCODE_LOOKUPS_PER_USER,
  UPLOADS_PER_USER,
} from './rate-limit/rules';
export { LOGIN_LOCK } from './auth/login-lock';
export { investorNameOf, personalInfoOf, type InvestorName } from './personal-info/read';
export { recordPersonalDataChanges, type PersonalDataChange } from './personal-data-changes/record';
export {
  findRelation,
  heldByAnotherAccount,
  saveRelation,
  type RelatedPersonValues,
} from './relations/related-person-store';
export {
  SessionService,
  type AuthenticatedUser,
  type Authentication,
  type IssuedSession,
} from './sessions/service';
export { sessionStoreFor } from './sessions/session-store';
export { ImpersonationGate, impersonationGateFor } from './impersonation/gate';
export type { RunningImpersonation } from './sessions/impersonated';
export { registerImpersonationAudit } from './impersonation/audit-hook';
export { DISPLAY_NAME_SQL, PERSONAL_NAME_SQL } from './impersonation/store';
export { endedOf, IMPERSONATION_TIMES_SQL, type ImpersonationTimes } from './impersonation/times';
