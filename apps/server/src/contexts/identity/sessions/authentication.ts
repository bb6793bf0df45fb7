import type { TokenClaims } from '@bp/api-schema';
import type { RunningImpersonation } from './impersonated';
import type { AuthenticatedUser, KeptAnswerRead } from './live-session-cache';

export interface Authentication {
  /** Who the request acts as: during an impersonation, the investor (impersonation/gate.ts). */
  user: AuthenticatedUser;
  /** The session token's claims: always the session's own (the administrator's). */
  claims: TokenClaims;
  /** Set while an administrator views the portal as `user`. */
  impersonation?: RunningImpersonation;
  /**
   * The session user's kept-answer version, when this request's own session query read it
   * (plugins/kept-answers); absent when the session came from the embedded database's cache.
   */
  answersVersion?: string;
  /** The kept answer looked up in the same query, when the caller asked (authenticate). */
  keptAnswer?: KeptAnswerRead;
}
