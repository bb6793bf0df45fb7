import type { AdminInvestorRow, AdminInvestorsQuery } from '@bp/api-schema';
import {
  type CalendarDate,
  euroString,
  INVESTOR_ACCOUNT_STATUSES,
  INVESTOR_PAGE_SIZE,
  type InvestorAccountStatus,
  type InvestorSortColumn,
  todayInAmsterdam,
} from '@bp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { namedReads } from '../../../db/named-reads';
import { preparedReads } from '../../../db/prepared-statement';
import { sqlRows } from '../../../db/sql-rows';
import { DISPLAY_NAME_SQL, LOGIN_LOCK } from '../../identity';
import { figuresCurrentSql, refreshInvestorFigures } from './figures';

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
  // investor_search_matches (migration 0028) prices the match so that the trigram index is read.
  const matching = (pattern: string) =>
    sql`(s.haystack like ${pattern} and investor_search_matches(s.haystack, ${pattern}))`;
  if (compact === term) return matching(containing(term));
  return sql`(${matching(containing(term))} or ${matching(containing(compact))})`;
}

/**
 * Whether the search `q` has a run of three letters or digits, which the trigram index narrows
 * whatever the term: its statement is then named on PostgreSQL too, and neither parsed nor
 * (once PostgreSQL keeps a generic plan) planned per search, 1 to 2 ms a search at 10.000
 * investors. A shorter term has no trigram to look up: a kept plan would read the whole index
 * (50 ms, where the plan for the term itself reads the lines in 20 ms), so it is planned per
 * search there.
 */
function foundByTrigrams(q: string | undefined): boolean {
  return /[\p{L}\p{N}]{3}/u.test(q ?? '');
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
    when (select t.confirmed_at from user_two_factor t where t.user_id = u.id) is not null
      then 'tweestaps'
    else 'actief' end`;
}

/** Where a sort key is read: the kept figures `f`, the search's line `s`, or the account `u`. */
type KeyTable = 'f' | 's' | 'u';

/**
 * The sort key of each column, and its table. Every key but the status and the e-mail address
 * is under an index in the table's order (ascending, empty first), so a page of everyone reads
 * as many index entries as it shows; ties by id, in the sort's direction.
 */
const SORT_KEYS: Record<InvestorSortColumn, { table: KeyTable; key: (windowStart: Date) => SQL }> =
  {
    naam: { table: 's', key: () => sql`s.sort_name` },
    email: { table: 'u', key: () => sql`u.email` },
    contracten: { table: 'f', key: () => sql`f.contracten` },
    onbetaald: { table: 'f', key: () => sql`f.onbetaald` },
    totaleWaarde: { table: 'f', key: () => sql`f.totale_waarde` },
    laatsteLogin: { table: 'f', key: () => sql`f.laatste_login` },
    status: { table: 'u', key: statusSql },
  };

/**
 * The page's ids with their sort key, and the number found. A search filters investor_search
 * (a few dozen lines) and counts what it found in the same scan; everyone is read in the key's
 * index order from the key's own table, and counted in the kept figures (a line per investor).
 */
function pageSql(column: InvestorSortColumn, q: string | undefined, windowStart: Date): SQL {
  const { table, key } = SORT_KEYS[column];
  const keySql = key(windowStart);
  const term = (q ?? '').trim();
  if (term === '' && table === 'f') {
    return sql`select f.user_id, ${keySql} as sort_key,
      (select investors from investor_figures_total) as total from investor_figures f`;
  }
  const joined = {
    f: sql`join investor_figures f on f.user_id = s.user_id`,
    s: sql``,
    u: sql`join users u on u.id = s.user_id`,
  }[table];
  if (term === '') {
    return sql`select s.user_id, ${keySql} as sort_key,
      (select investors from investor_figures_total) as total from investor_search s ${joined}`;
  }
  return sql`select s.user_id, ${keySql} as sort_key, count(*) over () as total
    from investor_search s ${joined} where ${searchOf(q)}`;
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

interface PageQuery {
  column: InvestorSortColumn;
  descending: boolean;
  q: string | undefined;
  pageSize: number;
  page: number;
  windowStart: Date;
  today: CalendarDate;
}

/**
 * The rows of one page with the number found and whether the kept figures hold for today (all
 * in one query, so a search is one round trip): the page's ids cut in SQL, then per row its
 * account, name and kept figures by key lookups (OFFSET 0 keeps the planner from joining the
 * figures of all 5.000 first).
 */
function pageRowsSql(query: PageQuery): SQL {
  const direction = sql.raw(query.descending ? 'desc nulls last' : 'asc nulls first');
  const ties = sql.raw(query.descending ? 'desc' : 'asc');
  return sql`with page as (
      select * from (${pageSql(query.column, query.q, query.windowStart)}) found
      order by sort_key ${direction}, user_id ${ties}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
    )
    select p.total::text as total, ${figuresCurrentSql(query.today)}::text as current,
      u.id::text as id, u.email, ${DISPLAY_NAME_SQL} as naam,
      f.contracten, f.totale_waarde::text as totale_waarde, f.onbetaald,
      to_char(f.laatste_login at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as laatste_login,
      ${statusSql(query.windowStart)} as status
    from page p join users u on u.id = p.user_id
      cross join lateral (select * from investor_figures f where f.user_id = p.user_id offset 0) f
      left join personal_info pi on pi.user_id = u.id
    order by p.sort_key ${direction}, p.user_id ${ties}`;
}

/**
 * One page of the investors table and the number found. The figures are read as kept
 * (investor_figures) when the same query says they hold for today; otherwise they are brought
 * up to date first and the page is read again. The query is a named statement on the embedded
 * database (planned once per shape, not per search).
 */
export async function searchInvestors(
  db: Database,
  now: Date,
  query: AdminInvestorsQuery,
): Promise<{ items: AdminInvestorRow[]; total: number }> {
  const sort = query.sort ?? 'naam';
  const descending = sort.startsWith('-');
  const pageQuery: PageQuery = {
    column: (descending ? sort.slice(1) : sort) as InvestorSortColumn,
    descending,
    q: query.q,
    pageSize: query.pageSize ?? INVESTOR_PAGE_SIZE.default,
    page: query.page ?? 1,
    windowStart: new Date(now.getTime() - LOGIN_LOCK.rule.windowMs),
    today: todayInAmsterdam(now),
  };
  const reads = foundByTrigrams(query.q) ? namedReads(db) : preparedReads(db);
  const pageRows = () =>
    sqlRows<Row & { total: string; current: string }>(reads, pageRowsSql(pageQuery));
  let rows = await pageRows();
  if (rows[0]?.current !== 'true') {
    await refreshInvestorFigures(db, pageQuery.today);
    rows = await pageRows();
  }
  const [first] = rows;
  // A page past the end has no rows to carry the count: count on its own.
  const total = first
    ? Number(first.total)
    : Number(
        (
          await sqlRows<{ total: string }>(
            db,
            sql`select count(*)::text as total from investor_search s where ${searchOf(query.q)}`,
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
