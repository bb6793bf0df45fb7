import { impersonationModeSchema, type Impersonation, type PortalView } from '@bp/api-schema';
import { IMPERSONATION_MINUTES, IMPERSONATION_MODE, type ImpersonationEndReason } from '@bp/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { impersonations } from '../../../db/schema';
import { sqlRows } from '../../../db/sql-rows';
import {
  conflict,
  fieldProblems,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../../http/problem';
import type { Authentication } from '../sessions/service';
import { CONSENT_ATTEMPTS_PER_IMPERSONATION } from '../rate-limit/rules';
import { useConsentCode } from './consent-code';
import { impersonationOf } from '../sessions/impersonated';
import { IMPERSONATION_MESSAGES } from './messages';
import { endedOf, IMPERSONATION_TIMES_SQL, type ImpersonationTimes } from './times';
import {
  endRunningOfInvestor,
  endRunningOfLogin,
  loginMomentOf,
  runningImpersonationOf,
} from './store';
import { isUuid } from '../../../http/uuid';

type ImpersonationContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'limiter'>;

/**
 * Starts viewing the portal as an investor, read-only, for 30 minutes, bound to the
 * administrator's login. Only an investor can be viewed; the reason is required (the schema).
 */
export async function startImpersonation(
  ctx: ImpersonationContext,
  auth: Authentication,
  request: { investorId: string; reason: string },
): Promise<Impersonation> {
  const now = ctx.clock.now();
  const [target] = isUuid(request.investorId)
    ? await sqlRows<{ id: string; role: string }>(
        ctx.db,
        sql`select id::text as id, role from users where id = ${request.investorId}`,
      )
    : [];
  if (!target) throw notFound(IMPERSONATION_MESSAGES.unknownInvestor);
  if (target.role !== 'investor') throw forbidden(IMPERSONATION_MESSAGES.notAnInvestor);
  const loggedInAt = await loginMomentOf(ctx.db, auth.claims.jti);
  if (!loggedInAt) throw unauthorized();
  const expiresAt = new Date(now.getTime() + IMPERSONATION_MINUTES * 60_000);
  await ctx.db.transaction(async (tx) => {
    // One at a time per login: a new one ends what still ran.
    await endRunningOfLogin(tx, { id: auth.user.id, loggedInAt }, 'beheerder', now);
    await tx.insert(impersonations).values({
      adminId: auth.user.id,
      adminLoggedInAt: loggedInAt,
      investorId: target.id,
      reason: request.reason,
      mode: IMPERSONATION_MODE.readOnly,
      startedAt: now,
      expiresAt,
    });
  });
  const running = await runningImpersonationOf(ctx.db, auth.claims.jti, now);
  if (!running) throw new Error('The impersonation just started does not run');
  return impersonationOf({ ...running, admin: auth.user });
}

/**
 * Acting on the investor's behalf: the code the investor read out, valid and unused, switches
 * the running impersonation to `namens` (its end stays where it was). Wrong codes are counted
 * per impersonation: the sixth within 15 minutes is refused, right or wrong.
 */
export async function actOnBehalf(
  ctx: ImpersonationContext,
  auth: Authentication,
  consentCode: string,
): Promise<Impersonation> {
  const running = auth.impersonation;
  if (!running) throw notFound(IMPERSONATION_MESSAGES.noneRunning);
  if (running.mode === IMPERSONATION_MODE.onBehalf)
    throw conflict(IMPERSONATION_MESSAGES.alreadyOnBehalf);
  const limitKey = `consent:${running.id}`;
  const attempt = await ctx.limiter.hit(limitKey, CONSENT_ATTEMPTS_PER_IMPERSONATION);
  if (attempt.limited) {
    throw tooManyRequests(IMPERSONATION_MESSAGES.tooManyConsentAttempts, attempt.retryAfterSeconds);
  }
  const now = ctx.clock.now();
  const switched = await ctx.db.transaction(async (tx) => {
    if (!(await useConsentCode(ctx, tx, running.investor.id, consentCode))) return false;
    const [row] = await tx
      .update(impersonations)
      .set({ mode: IMPERSONATION_MODE.onBehalf, consentedAt: now })
      .where(and(eq(impersonations.id, running.id), isNull(impersonations.endedAt)))
      .returning({ id: impersonations.id });
    return row !== undefined;
  });
  if (!switched) throw fieldProblems('consentCode', [IMPERSONATION_MESSAGES.wrongConsentCode]);
  await ctx.limiter.reset(limitKey);
  return impersonationOf({ ...running, mode: IMPERSONATION_MODE.onBehalf });
}

/** Ends what runs in the administrator's login (stop, or logout); nothing running is fine. */
export async function endImpersonationOfLogin(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  admin: { userId: string; sessionId: string },
  reason: Extract<ImpersonationEndReason, 'beheerder' | 'uitgelogd'>,
): Promise<void> {
  const loggedInAt = await loginMomentOf(ctx.db, admin.sessionId);
  if (!loggedInAt) return;
  await endRunningOfLogin(ctx.db, { id: admin.userId, loggedInAt }, reason, ctx.clock.now());
}

/** The investor ends whatever view of their portal still runs. */
export async function endImpersonationsOfInvestor(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  investorId: string,
): Promise<void> {
  await endRunningOfInvestor(ctx.db, investorId, ctx.clock.now());
}

/**
 * Who viewed the investor's portal, newest first (the last 50): the administrator's display
 * name, never their e-mail address. One that expired reads as ended `verlopen` at its expiry.
 */
export async function viewsOf(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  investorId: string,
): Promise<PortalView[]> {
  const rows = await sqlRows<
    ImpersonationTimes & { id: string; viewer: string; reason: string; mode: string }
  >(
    ctx.db,
    sql`select i.id::text as id, coalesce(a.username, 'Beheerder') as viewer, i.reason,
      i.mode::text as mode, ${IMPERSONATION_TIMES_SQL}
    from impersonations i join users a on a.id = i.admin_id
    where i.investor_id = ${investorId}
    order by i.started_at desc
    limit 50`,
  );
  const now = ctx.clock.now();
  return rows.map((row) => {
    const times = endedOf(row, now);
    return {
      id: row.id,
      viewer: row.viewer,
      reason: row.reason,
      mode: impersonationModeSchema.parse(row.mode),
      ...times,
      active: times.endedAt === null,
    };
  });
}
