import type { Clock } from '../../../clock';
import type { Database } from '../../../db/client';
import { forbidden, type HttpProblem } from '../../../http/problem';
import type { RunningImpersonation } from '../sessions/impersonated';
import type { Authentication } from '../sessions/service';
import { IMPERSONATION_MESSAGES } from './messages';
import { ADMIN_OWN_ROUTES, isRead, ON_BEHALF_WRITES, routeKeyOf } from './routes-during';
import { runningImpersonationOf } from './store';

export interface GateDecision {
  /** Who the request acts as: the investor, or the administrator on the admin's own routes. */
  auth: Authentication;
  /** Set while an impersonation runs: every such request goes into its audit log. */
  impersonation: RunningImpersonation | null;
  /** Set when the request is refused (403); the audit log records the refusal too. */
  refusal: HttpProblem | null;
}

/**
 * Decides, for an authenticated request, whom it acts as. Only an administrator's session can
 * carry an impersonation, so an investor's request costs nothing more. While one runs: the
 * administrator's own routes act as the administrator; a read acts as the investor; a write is
 * refused unless the investor consented (mode `namens`) and the write is allowed on their
 * behalf (routes-during.ts).
 */
export class ImpersonationGate {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async decide(
    auth: Authentication,
    method: string,
    routeUrl: string | undefined,
  ): Promise<GateDecision> {
    if (auth.user.role !== 'admin') return { auth, impersonation: null, refusal: null };
    const running = await runningImpersonationOf(this.db, auth.claims.jti, this.clock.now());
    if (!running) return { auth, impersonation: null, refusal: null };
    const impersonation: RunningImpersonation = { ...running, admin: auth.user };
    const route = routeKeyOf(method, routeUrl);
    if (ADMIN_OWN_ROUTES.has(route)) {
      return { auth: { ...auth, impersonation }, impersonation, refusal: null };
    }
    const asInvestor: Authentication = { ...auth, user: running.investor, impersonation };
    return { auth: asInvestor, impersonation, refusal: refusalOf(impersonation, method, route) };
  }
}

function refusalOf(
  impersonation: RunningImpersonation,
  method: string,
  route: string,
): HttpProblem | null {
  if (isRead(method)) return null;
  if (impersonation.mode === 'alleen-lezen') {
    return forbidden(IMPERSONATION_MESSAGES.readOnly(impersonation.investorName));
  }
  return ON_BEHALF_WRITES.has(route) ? null : forbidden(IMPERSONATION_MESSAGES.notOnBehalf);
}
