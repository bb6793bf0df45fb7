import { IMPERSONATION_MODE } from '@bp/domain';
import type { PGlite } from '@electric-sql/pglite';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/client';
import { forbidden, type HttpProblem } from '../../../http/problem';
import type { RunningImpersonation } from '../sessions/impersonated';
import type { Authentication } from '../sessions/service';
import { IMPERSONATION_MESSAGES } from './messages';
import { ADMIN_OWN_ROUTES, isRead, ON_BEHALF_WRITES, routeKeyOf } from './routes-during';
import { type RunningImpersonationCache, runningImpersonationCache } from './running-cache';
import { activeImpersonation, runningImpersonationIdOf } from './store';

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
    /** On the embedded database: which impersonation runs in each login, kept in memory. */
    private readonly cache?: RunningImpersonationCache,
  ) {}

  async decide(
    auth: Authentication,
    method: string,
    routeUrl: string | undefined,
  ): Promise<GateDecision> {
    if (auth.user.role !== 'admin') return { auth, impersonation: null, refusal: null };
    const now = this.clock.now();
    const lookUp = () => runningImpersonationIdOf(this.db, auth.claims.jti, now);
    const runningId = await (this.cache
      ? this.cache.runningIn(auth.claims.jti, now, lookUp)
      : lookUp());
    const running = runningId && (await activeImpersonation(this.db, runningId.id, now));
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
  if (impersonation.mode === IMPERSONATION_MODE.readOnly) {
    return forbidden(IMPERSONATION_MESSAGES.readOnly(impersonation.investorName));
  }
  return ON_BEHALF_WRITES.has(route) ? null : forbidden(IMPERSONATION_MESSAGES.notOnBehalf);
}

/**
 * The gate for this database: on the embedded one with the in-memory record of running
 * impersonations (running-cache.ts), which `stop` stops listening for changes.
 */
export async function impersonationGateFor(
  db: Database,
  clock: Clock,
  embedded: PGlite | null,
): Promise<{ gate: ImpersonationGate; stop: () => Promise<void> }> {
  if (!embedded) return { gate: new ImpersonationGate(db, clock), stop: async () => {} };
  const { cache, stop } = await runningImpersonationCache(embedded);
  return { gate: new ImpersonationGate(db, clock, cache), stop };
}
