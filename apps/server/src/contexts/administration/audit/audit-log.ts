import {
  AUDIT_PAGE_SIZE,
  impersonationModeSchema,
  type AuditEntry,
  type AuditQuery,
} from '@bp/api-schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sqlRows } from '../../../db/sql-rows';
import {
  DISPLAY_NAME_SQL,
  endedOf,
  IMPERSONATION_TIMES_SQL,
  type ImpersonationTimes,
} from '../../identity';
import { isUuid } from '../../../http/uuid';

type EntryRow = ImpersonationTimes & {
  id: string;
  admin_email: string;
  investor_id: string;
  investor_name: string;
  reason: string;
  mode: string;
};

/**
 * One page of the audit log (20 impersonations, newest first), optionally of one investor, each
 * with every request made during it in the order made: one query for the page, one for its
 * requests, one count.
 */
export async function auditLog(
  db: Database,
  now: Date,
  query: AuditQuery,
): Promise<{ items: AuditEntry[]; total: number }> {
  const page = query.page ?? 1;
  if (query.investorId !== undefined && !isUuid(query.investorId)) return { items: [], total: 0 };
  const ofInvestor =
    query.investorId === undefined ? sql`true` : sql`i.investor_id = ${query.investorId}`;
  const [rows, [count]] = await Promise.all([
    sqlRows<EntryRow>(
      db,
      sql`select i.id::text as id, a.email as admin_email, i.investor_id::text as investor_id,
        ${DISPLAY_NAME_SQL} as investor_name, i.reason, i.mode::text as mode, ${IMPERSONATION_TIMES_SQL}
      from impersonations i
      join users a on a.id = i.admin_id
      join users u on u.id = i.investor_id
      left join personal_info pi on pi.user_id = u.id
      where ${ofInvestor}
      order by i.started_at desc, i.id
      limit ${AUDIT_PAGE_SIZE} offset ${(page - 1) * AUDIT_PAGE_SIZE}`,
    ),
    sqlRows<{ total: string }>(
      db,
      sql`select count(*)::text as total from impersonations i where ${ofInvestor}`,
    ),
  ]);
  const requests = await requestsOf(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => ({
    id: row.id,
    adminEmail: row.admin_email,
    investorId: row.investor_id,
    investorName: row.investor_name,
    reason: row.reason,
    mode: impersonationModeSchema.parse(row.mode),
    ...endedOf(row, now),
    requests: requests.get(row.id) ?? [],
  }));
  return { items, total: Number(count?.total ?? 0) };
}

async function requestsOf(
  db: Database,
  impersonationIds: string[],
): Promise<Map<string, AuditEntry['requests']>> {
  const byImpersonation = new Map<string, AuditEntry['requests']>();
  if (impersonationIds.length === 0) return byImpersonation;
  const rows = await sqlRows<{
    impersonation_id: string;
    method: string;
    path: string;
    status: string;
    at: string;
  }>(
    db,
    sql`select impersonation_id::text as impersonation_id, method, path, status::text as status,
      to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
    from impersonation_requests
    where impersonation_id in (${sql.join(
      impersonationIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by id`,
  );
  for (const row of rows) {
    const list = byImpersonation.get(row.impersonation_id) ?? [];
    list.push({ method: row.method, path: row.path, status: Number(row.status), at: row.at });
    byImpersonation.set(row.impersonation_id, list);
  }
  return byImpersonation;
}
