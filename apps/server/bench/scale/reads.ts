import { addYears, type CalendarDate } from '@bp/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { sqlRows } from '../../src/db/sql-rows';
import { returnsPathsByPeriod } from '../../src/contexts/portfolio';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts';
import { login } from './http';
import { type LoadRow, type LoadRowPlan, measureLoad } from './load';
import { READ_P99_MS } from './report';
import type { InvestorSession } from './sessions';

const INVESTOR_CONNECTIONS = 50;
/** Issue 21: the admin's search is measured at 10 connections. */
const SEARCH_CONNECTIONS = 10;

/**
 * What an administrator types into the search: a surname, a postcode, the start of an e-mail
 * address, a contract number, an IBAN — drawn from the seeded investors themselves.
 */
async function searchTerms(db: Database): Promise<string[]> {
  const rows = await sqlRows<{ term: string }>(
    db,
    sql`
    (select lower(achternaam) as term from personal_info where achternaam is not null order by random() limit 100)
    union all (select postcode from personal_info where postcode is not null order by random() limit 100)
    union all (select split_part(u.email, '.', 1) || '.' || split_part(u.email, '.', 2)
                 from users u where role = 'investor' order by random() limit 100)
    union all (select contract_number from contracts order by random() limit 100)
    union all (select iban from personal_info where iban is not null order by random() limit 50)`,
  );
  return rows.map((row) => row.term).filter((term) => term.length > 0);
}

/** The three rows of issue 23: summaries and rendement of random investors, and the search. */
export async function loadRows(
  db: Database,
  baseUrl: string,
  sessions: readonly InvestorSession[],
  today: CalendarDate,
): Promise<LoadRowPlan[]> {
  const period = `van=${addYears(today, -5)}&tot=${today}`;
  const admin = DEMO_ACCOUNTS.find((account) => account.email === 'admin@example.com');
  if (!admin) throw new Error('The demo administrator is missing');
  const adminCookie = await login(baseUrl, admin);
  const terms = await searchTerms(db);
  return [
    {
      name: 'GET /api/contracts/summaries',
      connections: INVESTOR_CONNECTIONS,
      p99TargetMs: READ_P99_MS,
      requests: sessions.map((session) => ({
        path: '/api/contracts/summaries',
        cookie: session.cookie,
      })),
    },
    {
      name: 'GET /api/contracts/{id}/rendement, 5 years',
      connections: INVESTOR_CONNECTIONS,
      p99TargetMs: READ_P99_MS,
      requests: sessions.flatMap((session) =>
        session.contracts.map((contract) => ({
          path: `/api/contracts/${contract.id}/rendement?${period}`,
          cookie: session.cookie,
        })),
      ),
    },
    {
      name: 'GET /api/contracts/{id}/rendement, sinds start (kept)',
      connections: INVESTOR_CONNECTIONS,
      p99TargetMs: READ_P99_MS,
      requests: sessions.flatMap((session) =>
        session.contracts.map((contract) => ({
          // The standard period the returns page opens with, as the page asks it.
          path: returnsPathsByPeriod(contract, today)['sinds-start'],
          cookie: session.cookie,
        })),
      ),
    },
    {
      name: 'GET /api/admin/investors?q=… (random terms)',
      connections: SEARCH_CONNECTIONS,
      p99TargetMs: READ_P99_MS,
      requests: terms.map((term) => ({
        path: `/api/admin/investors?q=${encodeURIComponent(term)}`,
        cookie: adminCookie,
      })),
    },
  ];
}

export async function measureReads(
  baseUrl: string,
  rows: readonly LoadRowPlan[],
  durationSeconds: number,
  log: (line: string) => void,
): Promise<LoadRow[]> {
  const measured: LoadRow[] = [];
  for (const row of rows) {
    const result = await measureLoad(baseUrl, row, { durationSeconds, warmUpSeconds: 2 });
    log(
      `  ${row.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.failures} failed`,
    );
    measured.push(result);
  }
  return measured;
}
