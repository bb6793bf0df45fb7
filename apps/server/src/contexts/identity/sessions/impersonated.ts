import type { Impersonation } from '@bp/api-schema';
import type { ImpersonationMode } from '@bp/domain';
import type { AuthenticatedUser } from './live-session-cache';

/**
 * An administrator viewing the portal as an investor, as a request of the administrator's
 * session carries it (impersonation/gate.ts decides it).
 */
export interface RunningImpersonation {
  id: string;
  mode: ImpersonationMode;
  expiresAt: Date;
  /** The investor every investor endpoint answers for. */
  investor: AuthenticatedUser;
  investorName: string;
  /** The administrator whose session it is. */
  admin: AuthenticatedUser;
}

/** The running impersonation as the API shows it (`GET /api/users/me`, its own routes). */
export function impersonationOf(running: RunningImpersonation): Impersonation {
  return {
    investorId: running.investor.id,
    investorName: running.investorName,
    adminEmail: running.admin.email,
    mode: running.mode,
    expiresAt: running.expiresAt.toISOString(),
  };
}
