import type { Database } from '../../../db/client';
import { accountSecurityEvents } from '../../../db/schema';

/** What the record of account security events holds (table account_security_events). */
export const ACCOUNT_SECURITY_EVENT_KINDS = [
  'password_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_code_used',
] as const;
export type AccountSecurityEventKind = (typeof ACCOUNT_SECURITY_EVENT_KINDS)[number];

/** Where a request came from, for the record. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | undefined;
}

/** Records an event on `db`: pass the transaction of the change, so both commit or neither. */
export async function recordSecurityEvent(
  db: Database,
  userId: string,
  kind: AccountSecurityEventKind,
  at: Date,
  origin: RequestOrigin | null,
): Promise<void> {
  await db.insert(accountSecurityEvents).values({
    userId,
    kind,
    occurredAt: at,
    ip: origin?.ip ?? null,
    userAgent: origin?.userAgent?.slice(0, 500) ?? null,
  });
}
