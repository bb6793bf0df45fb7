import {
  addMonths,
  calendarDate,
  euro,
  firstDayOfMonth,
  lastDayOfMonth,
  navString,
} from '@bp/domain';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts';
import { getJson, login, postJson } from './http';

export interface MonthEndFigures {
  /** The month end published, per fund code. */
  published: { fund: string; date: string }[];
  /** Funds whose next month end the server refused, with its answer. */
  refused: string[];
  /** Deposits waiting for the published dates before the run, and still waiting after it. */
  waitingBefore: number;
  waitingAfter: number;
  /** From the first approval until the last publication run finished. */
  seconds: number;
}

interface PriceList {
  funds: { id: number; code: string; navs: { valuationDate: string; nav: string }[] }[];
}

const account = (email: string) => {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!found) throw new Error(`${email} is not a demo account`);
  return found;
};

/**
 * Deposits awaiting their purchase (deposit_purchases) in the funds published, with a valuation
 * date up to `date`.
 */
async function waitingDeposits(
  client: pg.Client,
  date: string,
  fundIds: readonly number[],
): Promise<number> {
  const result = await client.query<{ n: string }>(
    `select count(*)::text as n from deposit_purchases d join contracts c on c.id = d.contract_id
      where d.purchase_id is null and d.valuation_date <= $1 and c.fund_id = any($2)`,
    [date, fundIds],
  );
  return Number(result.rows[0]?.n ?? 0);
}

async function runsStillGoing(
  client: pg.Client,
  since: Date,
): Promise<{ running: number; last: Date | null }> {
  const result = await client.query<{ running: string; last: Date | null }>(
    `select count(*) filter (where status = 'running')::text as running, max(finished_at) as last
       from job_runs where job = 'koerspublicatie' and started_at >= $1`,
    [since],
  );
  const row = result.rows[0];
  return { running: Number(row?.running ?? 0), last: row?.last ?? null };
}

/**
 * The month-end run through the HTTP API, under four eyes: admin@example.com proposes the next
 * month end after each fund's last published NAV (half a percent up), admin2@example.com
 * approves them one after the other; every approval publishes and starts the publication run
 * (the purchases of the deposits waiting for that date, the sell orders). Timed from the first
 * approval until every run has finished and no deposit waits for the published dates any more.
 */
export async function monthEndRun(baseUrl: string, databaseUrl: string): Promise<MonthEndFigures> {
  const maker = await login(baseUrl, account('admin@example.com'));
  const checker = await login(baseUrl, account('admin2@example.com'));
  const { funds } = await getJson<PriceList>(baseUrl, '/api/admin/prices', maker);
  const proposals: { id: string; fundId: number; fund: string; date: string }[] = [];
  const refused: string[] = [];
  for (const fund of funds) {
    const last = fund.navs[0];
    if (!last) continue;
    const date = lastDayOfMonth(addMonths(firstDayOfMonth(calendarDate(last.valuationDate)), 1));
    const nav = navString(euro(last.nav).times('1.005'));
    const proposed = await postJson(baseUrl, `/api/admin/funds/${fund.id}/prices`, maker, {
      valuationDate: date,
      nav,
      reason: 'Maandeinde van de schaalbench',
    });
    if (proposed.status !== 201) {
      const answer = (proposed.body as { message?: string } | null)?.message ?? '';
      refused.push(`${fund.code} ${date}: ${proposed.status} ${answer}`);
      continue;
    }
    const items = (proposed.body as { items: { id: string }[] }).items;
    for (const item of items)
      proposals.push({ id: item.id, fundId: fund.id, fund: fund.code, date });
  }
  const latest = proposals.reduce((max, item) => (item.date > max ? item.date : max), '');
  const fundIds = proposals.map((item) => item.fundId);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const waitingBefore = latest ? await waitingDeposits(client, latest, fundIds) : 0;
    const since = new Date(Date.now() - 1000);
    const started = performance.now();
    for (const proposal of proposals) {
      const approved = await postJson(
        baseUrl,
        `/api/admin/prices/${proposal.id}/approval`,
        checker,
        {
          reason: 'Maandeinde van de schaalbench',
        },
      );
      if (approved.status !== 200) {
        throw new Error(
          `Approval of ${proposal.fund} ${proposal.date}: ${approved.status} ${JSON.stringify(approved.body)}`,
        );
      }
    }
    // Runs that found another one busy start again in the background a second later.
    const deadline = Date.now() + 10 * 60_000;
    for (;;) {
      const runs = await runsStillGoing(client, since);
      // Counted only once no run is busy: the count is a join over every waiting deposit, which
      // every half second would load the database the runs are measured on.
      const idle = runs.running === 0;
      const waiting = !idle ? null : latest ? await waitingDeposits(client, latest, fundIds) : 0;
      if (waiting !== null && (waiting === 0 || Date.now() > deadline)) {
        const finished = runs.last ? runs.last.getTime() : Date.now();
        const seconds = Math.max(performance.now() - started, 0) / 1000;
        return {
          published: proposals.map(({ fund, date }) => ({ fund, date })),
          refused,
          waitingBefore,
          waitingAfter: waiting,
          // The last run's own end when it is known; the polling only adds its interval.
          seconds: Math.min(seconds, (finished - since.getTime()) / 1000),
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await client.end();
  }
}
