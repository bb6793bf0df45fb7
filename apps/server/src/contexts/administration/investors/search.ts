import type { AdminInvestorRow, AdminInvestorsQuery } from '@bp/api-schema';
import {
  CONTRACT_STATUS,
  euroString,
  INVESTOR_ACCOUNT_STATUSES,
  INVESTOR_PAGE_SIZE,
  type InvestorAccountStatus,
  type InvestorSortColumn,
  todayInAmsterdam,
} from '@bp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sqlRows } from '../../../db/sql-rows';
import { LOGIN_LOCK } from '../../identity';

type Text = string | null;

/** `%text%` for LIKE, with LIKE's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Which investors the search `q` finds (trimmed, case-insensitive): by name (initials,
 * tussenvoegsel and achternaam together), e-mail, contract number, postcode and IBAN (the
 * personal data's, a contract's or a mandate's), the last two with or without spaces.
 */
function searchOf(q: string | undefined): SQL {
  const term = (q ?? '').trim().toLowerCase();
  if (term === '') return sql`true`;
  const like = containing(term);
  const compact = containing(term.replace(/\s+/g, ''));
  return sql`(
    lower(concat_ws(' ', pi.initialen, pi.tussenvoegsel, pi.achternaam)) like ${like}
    or u.email like ${like}
    or replace(lower(pi.postcode), ' ', '') like ${compact}
    or replace(lower(pi.iban), ' ', '') like ${compact}
    or exists (select 1 from contracts c where c.user_id = u.id and (
      lower(c.contract_number) like ${like} or replace(lower(c.iban), ' ', '') like ${compact}))
    or exists (select 1 from mandates m where m.user_id = u.id
      and replace(lower(m.iban), ' ', '') like ${compact})
  )`;
}

/**
 * An investor's status (domain INVESTOR_ACCOUNT_STATUSES): locked while the account's login
 * failures of all addresses together reach LOGIN_LOCK's limit within its window.
 */
export function statusSql(windowStart: Date): SQL {
  return sql`case
    when (select coalesce(sum(r.count), 0) from rate_limit_counters r
          where r.key = ${LOGIN_LOCK.keyPrefix} || u.email
            and r.window_start > ${windowStart.toISOString()}::timestamptz) >= ${LOGIN_LOCK.rule.limit}
      then 'geblokkeerd'
    when u.status = 'pending' then 'in-afwachting'
    when exists (select 1 from user_two_factor t where t.user_id = u.id and t.confirmed_at is not null)
      then 'tweestaps'
    else 'actief' end`;
}

/**
 * The current value of one contract `c` from its kept position, as the summaries compute it:
 * the units at the fund's latest NAV up to today, rounded to cents half away from zero
 * (holdingValue), plus the money awaiting purchase.
 */
export function contractValueSql(today: string): SQL {
  return sql`(coalesce(round(cp.units * (select fp.nav from fund_prices fp where fp.fund_id = c.fund_id
      and fp.valuation_date <= ${today}::date order by fp.valuation_date desc limit 1), 2), 0)
    + coalesce(cp.cash, 0))`;
}

const SORT_KEYS: Record<InvestorSortColumn, string> = {
  naam: 'sort_name',
  email: 'email',
  contracten: 'contracten',
  totaleWaarde: 'totale_waarde',
  onbetaald: 'onbetaald',
  laatsteLogin: 'laatste_login',
  status: 'status',
};

interface Row extends Record<string, Text> {
  id: string;
  naam: string;
  email: string;
  contracten: string;
  totale_waarde: string;
  onbetaald: string;
  laatste_login: Text;
  status: string;
}

export function statusOf(text: string): InvestorAccountStatus {
  const status = INVESTOR_ACCOUNT_STATUSES.find((known) => known === text);
  if (!status) throw new Error(`Unknown investor status ${text}`);
  return status;
}

/** The display name: "J. de Vries", or the e-mail address while no name is known. */
export const NAME_SQL = sql`coalesce(nullif(concat_ws(' ', pi.initialen, pi.tussenvoegsel, pi.achternaam), ''), u.email)`;

/**
 * One page of the investors table and the number found: one statement for the page (filtered,
 * sorted and cut in SQL; the figures are per-investor subqueries) and one count.
 */
export async function searchInvestors(
  db: Database,
  now: Date,
  query: AdminInvestorsQuery,
): Promise<{ items: AdminInvestorRow[]; total: number }> {
  const pageSize = query.pageSize ?? INVESTOR_PAGE_SIZE.default;
  const page = query.page ?? 1;
  const sort = query.sort ?? 'naam';
  const descending = sort.startsWith('-');
  const column = SORT_KEYS[(descending ? sort.slice(1) : sort) as InvestorSortColumn];
  const where = sql`u.role = 'investor' and ${searchOf(query.q)}`;
  const today = todayInAmsterdam(now);
  const windowStart = new Date(now.getTime() - LOGIN_LOCK.rule.windowMs);
  const direction = sql.raw(descending ? 'desc nulls last' : 'asc nulls first');
  const [counted] = await sqlRows<{ total: string }>(
    db,
    sql`select count(*)::text as total from users u left join personal_info pi on pi.user_id = u.id where ${where}`,
  );
  const rows = await sqlRows<Row>(
    db,
    sql`select id, email, naam, contracten, totale_waarde::text as totale_waarde, onbetaald, to_char(laatste_login at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as laatste_login, status from (
      select u.id::text as id, u.email,
        ${NAME_SQL} as naam,
        lower(coalesce(pi.achternaam, u.email) || ' ' || coalesce(pi.initialen, '')) as sort_name,
        (select count(*) from contracts c where c.user_id = u.id)::int as contracten,
        (select coalesce(sum(${contractValueSql(today)}), 0) from contracts c
          left join contract_positions cp on cp.contract_id = c.id where c.user_id = u.id) as totale_waarde,
        (select count(*) from contracts c where c.user_id = u.id
          and c.status = ${CONTRACT_STATUS.awaitingPayment})::int as onbetaald,
        (select max(s.authenticated_at) from sessions s where s.user_id = u.id) as laatste_login,
        ${statusSql(windowStart)} as status
      from users u left join personal_info pi on pi.user_id = u.id
      where ${where}
    ) found
    order by ${sql.raw(column)} ${direction}, id
    limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  return {
    total: Number(counted?.total ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      naam: row.naam,
      email: row.email,
      contracten: Number(row.contracten),
      totaleWaarde: euroString(row.totale_waarde),
      onbetaald: Number(row.onbetaald),
      laatsteLogin: row.laatste_login === null ? null : new Date(row.laatste_login).toISOString(),
      status: statusOf(row.status),
    })),
  };
}
