import {
  BACK_OFFICE_LOG_PAGE_SIZE,
  backOfficeLogEntrySchema,
  type BackOfficeLogPage,
} from '@bp/api-schema';
import { backOfficeSubject, calendarDate, type BackOfficeAction } from '@bp/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sqlRows } from '../../../db/sql-rows';

type DecisionRow = {
  at: string;
  action: string;
  admin_email: string;
  reason: string | null;
  fund_code: string | null;
  on_date: string | null;
  value: string | null;
  previous_value: string | null;
  name: string | null;
  count: string | null;
};

const ISO = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Every decision of the monthly cycle, one line each, from the records the decisions wrote
 * (append-only, so the log cannot be edited apart from them). The columns are the same in each
 * part: when, what, who, why, and the facts the subject is made of.
 */
const DECISIONS = sql`
  select p.proposed_at as at, 'koers-voorgesteld' as action, p.proposed_by as admin_id,
    p.proposal_reason as reason, f.code as fund_code, p.valuation_date as on_date,
    p.nav::text as value, null::text as previous_value, p.kind::text as name, null::int as count
  from nav_proposals p join funds f on f.id = p.fund_id
  union all
  select p.approved_at, 'koers-gepubliceerd', p.approved_by, p.approval_reason, f.code,
    p.valuation_date, p.nav::text, null, p.kind::text, null
  from nav_proposals p join funds f on f.id = p.fund_id where p.approved_at is not null
  union all
  select c.corrected_at, 'koers-gecorrigeerd', c.corrected_by, c.reason, f.code,
    c.valuation_date, c.corrected_nav::text, c.previous_nav::text, null, null
  from nav_corrections c join funds f on f.id = c.fund_id
  union all
  select d.proposed_at, 'uitkering-voorgesteld', d.proposed_by, d.proposal_reason, f.code,
    d.ex_date, d.amount_per_unit::text, null, null, null
  from distribution_declarations d join funds f on f.id = d.fund_id
  union all
  select d.approved_at, 'uitkering-goedgekeurd', d.approved_by, d.approval_reason, f.code,
    d.ex_date, d.amount_per_unit::text, null, null, null
  from distribution_declarations d join funds f on f.id = d.fund_id where d.approved_at is not null
  union all
  select b.created_at, 'batch-aangemaakt', b.created_by, null, null, null, b.total::text, null,
    'UB-' || lpad(b.number::text, 6, '0'), b.item_count
  from payout_batches b
  union all
  select b.sent_at, 'batch-verzonden', b.sent_by, null, null, null, b.total::text, null,
    'UB-' || lpad(b.number::text, 6, '0'), b.item_count
  from payout_batches b where b.sent_at is not null
  union all
  select r.started_at, 'taak-gestart', r.started_by, r.forced_reason, null, r.business_date,
    null, null, r.job, null
  from job_runs r where r.started_by is not null`;

/** One page of the back office's decisions, newest first (GET /api/admin/audit/back-office). */
export async function backOfficeLog(db: Database, page = 1): Promise<BackOfficeLogPage> {
  const [rows, [count]] = await Promise.all([
    sqlRows<DecisionRow>(
      db,
      sql`select ${ISO('d.at')} as at, d.action, u.email as admin_email, d.reason, d.fund_code,
        d.on_date::text as on_date, d.value, d.previous_value, d.name, d.count::text as count
      from (${DECISIONS}) d join users u on u.id = d.admin_id
      order by d.at desc, d.action
      limit ${BACK_OFFICE_LOG_PAGE_SIZE} offset ${(page - 1) * BACK_OFFICE_LOG_PAGE_SIZE}`,
    ),
    sqlRows<{ total: string }>(db, sql`select count(*)::text as total from (${DECISIONS}) d`),
  ]);
  const items = rows.map((row) => {
    const action = row.action as BackOfficeAction;
    return backOfficeLogEntrySchema.parse({
      at: row.at,
      action,
      adminEmail: row.admin_email,
      reason: row.reason,
      subject: backOfficeSubject(action, {
        fundCode: row.fund_code,
        date: row.on_date ? calendarDate(row.on_date) : null,
        value: row.value,
        previousValue: row.previous_value,
        name: row.name,
        count: row.count === null ? null : Number(row.count),
      }),
    });
  });
  return { items, total: Number(count?.total ?? 0) };
}
