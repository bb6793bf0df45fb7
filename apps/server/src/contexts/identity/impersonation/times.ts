import { impersonationEndReasonSchema } from '@bp/api-schema';
import type { ImpersonationEndReason } from '@bp/domain';
import { sql } from 'drizzle-orm';

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** An impersonation's moments as ISO text (UTC), selected from `impersonations i`. */
export const IMPERSONATION_TIMES_SQL = sql`${iso('i.started_at')} as started_at,
  ${iso('i.expires_at')} as expires_at, ${iso('i.consented_at')} as consented_at,
  ${iso('i.ended_at')} as ended_at, i.end_reason::text as end_reason`;

export interface ImpersonationTimes extends Record<string, string | null> {
  started_at: string;
  expires_at: string;
  consented_at: string | null;
  ended_at: string | null;
  end_reason: string | null;
}

export interface ImpersonationEnd {
  startedAt: string;
  expiresAt: string;
  consentedAt: string | null;
  endedAt: string | null;
  endReason: ImpersonationEndReason | null;
}

/**
 * How an impersonation ended: as recorded, or, never ended but past its expiry, `verlopen` at
 * its expiry (nothing needs to write that down: the gate stops honouring it at that moment).
 */
export function endedOf(row: ImpersonationTimes, now: Date): ImpersonationEnd {
  const expired = new Date(row.expires_at).getTime() <= now.getTime();
  const times = {
    startedAt: row.started_at,
    expiresAt: row.expires_at,
    consentedAt: row.consented_at,
  };
  if (row.ended_at !== null) {
    return {
      ...times,
      endedAt: row.ended_at,
      endReason: impersonationEndReasonSchema.parse(row.end_reason),
    };
  }
  return expired
    ? { ...times, endedAt: row.expires_at, endReason: 'verlopen' }
    : { ...times, endedAt: null, endReason: null };
}
