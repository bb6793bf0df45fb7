import { impersonationModeSchema, roleSchema } from '@bp/api-schema';
import type { ImpersonationEndReason } from '@bp/domain';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { impersonationRequests, impersonations, sessions, users } from '../../../db/schema';
import { preparedReads } from '../../../db/prepared-statement';
import { sqlRows } from '../../../db/sql-rows';
import type { RunningImpersonation } from '../sessions/impersonated';

/** A running impersonation as the database holds it (the gate adds the administrator). */
export type ActiveImpersonation = Omit<RunningImpersonation, 'admin'>;

/** "J. de Vries" from the personal data `pi`, or null while no name is known. */
export const PERSONAL_NAME_SQL = sql`nullif(concat_ws(' ', pi.initialen, pi.tussenvoegsel, pi.achternaam), '')`;

/** "J. de Vries", or the e-mail address of the account `u` while no name is known. */
export const DISPLAY_NAME_SQL = sql`coalesce(${PERSONAL_NAME_SQL}, u.email)`;

const RUNNING = (now: Date) =>
  sql`i.ended_at is null and i.expires_at > ${now.toISOString()}::timestamptz`;

/** Which impersonation runs in a login, and until when (what the embedded gate keeps). */
export interface RunningId {
  id: string;
  expiresAt: Date;
}

/**
 * The impersonation running in the administrator's login that this session belongs to: the
 * same user and login moment (a renewed session keeps both), not ended, not expired. A named
 * statement on the embedded database (parsed and planned once): asked for every request of an
 * administrator, most of which have none.
 */
export async function runningImpersonationIdOf(
  db: Database,
  sessionId: string,
  now: Date,
): Promise<RunningId | undefined> {
  const [running] = await sqlRows<{ id: string; expires_at: string }>(
    preparedReads(db),
    sql`select i.id, to_char(i.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires_at
      from sessions s
      join impersonations i on i.admin_id = s.user_id and i.admin_logged_in_at = s.authenticated_at
      where s.id = ${sessionId} and ${RUNNING(now)}
      order by i.started_at desc limit 1`,
  );
  return running && { id: running.id, expiresAt: new Date(running.expires_at) };
}

/** The running impersonation `id` with the investor shown (undefined once it ended or expired). */
export async function activeImpersonation(
  db: Database,
  id: string,
  now: Date,
): Promise<ActiveImpersonation | undefined> {
  const [row] = await sqlRows<{
    id: string;
    mode: string;
    expires_at: string;
    investor_id: string;
    email: string;
    role: string;
    username: string | null;
    name: string;
  }>(
    db,
    sql`select i.id, i.mode, to_char(i.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires_at,
      u.id as investor_id, u.email, u.role, u.username, ${DISPLAY_NAME_SQL} as name
    from impersonations i
    join users u on u.id = i.investor_id
    left join personal_info pi on pi.user_id = u.id
    where i.id = ${id} and ${RUNNING(now)}`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    mode: impersonationModeSchema.parse(row.mode),
    expiresAt: new Date(row.expires_at),
    investor: {
      id: row.investor_id,
      email: row.email,
      role: roleSchema.parse(row.role),
      username: row.username,
    },
    investorName: row.name,
  };
}

/** The impersonation running in this session's login, with the investor shown. */
export async function runningImpersonationOf(
  db: Database,
  sessionId: string,
  now: Date,
): Promise<ActiveImpersonation | undefined> {
  const running = await runningImpersonationIdOf(db, sessionId, now);
  return running && activeImpersonation(db, running.id, now);
}

/** The login moment of a live session: what binds an impersonation to the administrator's login. */
export async function loginMomentOf(db: Database, sessionId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sessions.authenticatedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.at ?? undefined;
}

/** Ends the impersonations that still run among `which`; the number ended. */
async function endRunning(
  db: Database,
  which: SQL | undefined,
  reason: ImpersonationEndReason,
  now: Date,
): Promise<number> {
  const ended = await db
    .update(impersonations)
    .set({ endedAt: now, endReason: reason })
    .where(and(which, isNull(impersonations.endedAt), gt(impersonations.expiresAt, now)))
    .returning({ id: impersonations.id });
  return ended.length;
}

/** Ends what runs in this administrator's login; the number ended. */
export function endRunningOfLogin(
  db: Database,
  admin: { id: string; loggedInAt: Date },
  reason: ImpersonationEndReason,
  now: Date,
): Promise<number> {
  const ofLogin = and(
    eq(impersonations.adminId, admin.id),
    eq(impersonations.adminLoggedInAt, admin.loggedInAt),
  );
  return endRunning(db, ofLogin, reason, now);
}

/** Ends every impersonation of this investor that still runs; the number ended. */
export function endRunningOfInvestor(db: Database, investorId: string, now: Date): Promise<number> {
  return endRunning(db, eq(impersonations.investorId, investorId), 'belegger', now);
}

/** Appends one request to the audit log of an impersonation. */
export async function recordRequest(
  db: Database,
  entry: { impersonationId: string; method: string; path: string; status: number; at: Date },
): Promise<void> {
  await db.insert(impersonationRequests).values(entry);
}

/** The user's role, or undefined when there is no such user. */
export async function roleOf(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.role;
}
