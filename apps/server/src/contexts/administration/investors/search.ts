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
 * personal data's, a contract's or a mandate's), the last two with or without spaces. It looks
 * in `investor_search` (migration 0027: one line per field, under a trigram index); a term
 * with spaces is also looked for without them.
 */
function searchOf(q: string | undefined): SQL {
  const term = (q ?? '').trim().toLowerCase();
  if (term === '') return sql`true`;
  const compact = term.replace(/\s+/g, '');
  if (compact === term) return sql`s.haystack like ${containing(term)}`;
  return sql`(s.haystack like ${containing(term)} or s.haystack like ${containing(compact)})`;
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

/** The latest NAV up to `today` of every fund, once per statement (`nav`: fund_id, nav). */
const latestNavsSql = (today: string) => sql`nav as materialized (select f.id as fund_id, n.nav
  from funds f cross join lateral (select fp.nav from fund_prices fp where fp.fund_id = f.id
    and fp.valuation_date <= ${today}::date order by fp.valuation_date desc limit 1) n)`;

/** One contract's value as contractValueSql computes it, from the `nav` of latestNavsSql. */
const VALUE_FROM_NAV = sql`coalesce(round(cp.units * nav.nav, 2), 0) + coalesce(cp.cash, 0)`;

interface SortKey {
  /** What the key needs joined to `s` (investor_search) and `u` (users). */
  join: SQL;
  key: SQL;
}

/**
 * The sort key of the investors found: only the sorted column is computed for all of them
 * (the other figures for the page's rows alone). For the whole table a figure over contracts
 * or sessions is one grouped join; for a search's few investors a subquery per investor.
 */
function sortKeyOf(column: InvestorSortColumn, windowStart: Date, everyone: boolean): SortKey {
  const none = sql``;
  // figure: an aggregate over `from` (FROM … WHERE …); fallback: an investor without any rows.
  const grouped = (figure: SQL, from: SQL, fallback: SQL): SortKey =>
    everyone
      ? {
          join: sql`left join (select user_id, ${figure} as figure ${from} group by user_id) k
            on k.user_id = s.user_id`,
          key: sql`coalesce(k.figure, ${fallback})`,
        }
      : {
          join: none,
          key: sql`coalesce((select ${figure} ${from} and user_id = s.user_id), ${fallback})`,
        };
  switch (column) {
    case 'naam':
      return { join: none, key: sql`s.sort_name` };
    case 'email':
      return { join: none, key: sql`u.email` };
    case 'contracten':
      return grouped(sql`count(*)`, sql`from contracts where true`, sql`0`);
    case 'onbetaald':
      return grouped(
        sql`count(*)`,
        sql`from contracts where status = ${CONTRACT_STATUS.awaitingPayment}`,
        sql`0`,
      );
    case 'totaleWaarde':
      return grouped(
        sql`sum(${VALUE_FROM_NAV})`,
        sql`from contracts c left join contract_positions cp on cp.contract_id = c.id
          left join nav on nav.fund_id = c.fund_id where true`,
        sql`0`,
      );
    case 'laatsteLogin':
      return grouped(sql`max(authenticated_at)`, sql`from sessions where true`, sql`null`);
    case 'status':
      return { join: none, key: statusSql(windowStart) };
  }
}

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
 * One page of the investors table and the number found: the ids of the page (filtered in
 * investor_search, sorted by the one column asked for, ties by id, cut in SQL) with the count,
 * then the figures of those rows (per-investor subqueries over existing indexes).
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
  const column = (descending ? sort.slice(1) : sort) as InvestorSortColumn;
  const today = todayInAmsterdam(now);
  const windowStart = new Date(now.getTime() - LOGIN_LOCK.rule.windowMs);
  const direction = sql.raw(descending ? 'desc nulls last' : 'asc nulls first');
  const where = searchOf(query.q);
  const everyone = (query.q ?? '').trim() === '';
  const { join, key } = sortKeyOf(column, windowStart, everyone);
  // investor_search holds only investors; the account is joined only for a key that reads it
  // (joining 5.000 users for every search was most of its time on the embedded database).
  const usesAccount = column === 'email' || column === 'status';
  const nav = column === 'totaleWaarde' ? sql`${latestNavsSql(today)},` : sql``;
  const rows = await sqlRows<Row & { total: string }>(
    db,
    sql`with ${nav} page as (
      select s.user_id, ${key} as sort_key, count(*) over () as total
      from investor_search s ${usesAccount ? sql`join users u on u.id = s.user_id` : sql``} ${join}
      where ${where}
      order by sort_key ${direction}, s.user_id
      limit ${pageSize} offset ${(page - 1) * pageSize}
    )
    select p.total::text as total, u.id::text as id, u.email, ${NAME_SQL} as naam,
      (select count(*) from contracts c where c.user_id = u.id)::int as contracten,
      (select coalesce(sum(${contractValueSql(today)}), 0) from contracts c
        left join contract_positions cp on cp.contract_id = c.id where c.user_id = u.id)::text as totale_waarde,
      (select count(*) from contracts c where c.user_id = u.id
        and c.status = ${CONTRACT_STATUS.awaitingPayment})::int as onbetaald,
      to_char((select max(l.authenticated_at) from sessions l where l.user_id = u.id) at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as laatste_login,
      ${statusSql(windowStart)} as status
    from page p join users u on u.id = p.user_id left join personal_info pi on pi.user_id = u.id
    order by p.sort_key ${direction}, p.user_id`,
  );
  const [first] = rows;
  // A page past the end has no rows to carry the count: count on its own.
  const total = first
    ? Number(first.total)
    : Number(
        (
          await sqlRows<{ total: string }>(
            db,
            sql`select count(*)::text as total from investor_search s where ${where}`,
          )
        )[0]?.total ?? 0,
      );
  return { total, items: rows.map(itemOf) };
}

function itemOf(row: Row): AdminInvestorRow {
  return {
    id: row.id,
    naam: row.naam,
    email: row.email,
    contracten: Number(row.contracten),
    totaleWaarde: euroString(row.totale_waarde),
    onbetaald: Number(row.onbetaald),
    laatsteLogin: row.laatste_login === null ? null : new Date(row.laatste_login).toISOString(),
    status: statusOf(row.status),
  };
}
