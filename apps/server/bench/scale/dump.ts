import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { addYears, dateParts, type CalendarDate } from '@bp/domain';
import { getJson } from './http';
import type { InvestorSession } from './sessions';

/** Requests in flight at once while dumping: enough to keep the server busy, not more. */
const PARALLEL = 8;

/** The periods of each contract's rendement in the dump: 5 years, this year, since its start. */
export function dumpPeriods(today: CalendarDate, contractStart: CalendarDate) {
  const newYear = `${dateParts(today).year}-01-01`;
  return [
    { name: '5y', query: `van=${addYears(today, -5)}&tot=${today}` },
    { name: 'ytd', query: `van=${newYear}&tot=${today}` },
    { name: 'start', query: `van=${contractStart}&tot=${today}` },
  ];
}

async function investorLine(baseUrl: string, investor: InvestorSession, today: CalendarDate) {
  const summaries = await getJson<unknown>(baseUrl, '/api/contracts/summaries', investor.cookie);
  const contracts = [];
  for (const contract of investor.contracts) {
    const rendement: Record<string, unknown> = {};
    for (const period of dumpPeriods(today, contract.startDate as CalendarDate)) {
      rendement[period.name] = await getJson<unknown>(
        baseUrl,
        `/api/contracts/${contract.id}/rendement?${period.query}`,
        investor.cookie,
      );
    }
    contracts.push({ id: contract.id, rendement });
  }
  return JSON.stringify({ email: investor.email, summaries, contracts });
}

/**
 * Every investor's summaries and each contract's rendement over three periods, one JSON line per
 * investor in e-mail order, through the running server: run before and after a change on the
 * same database (and the same day: the periods end today) and compare the files with `cmp`.
 */
export async function dumpInvestors(
  baseUrl: string,
  investors: readonly InvestorSession[],
  today: CalendarDate,
  file: string,
  log: (line: string) => void,
): Promise<void> {
  const lines: string[] = new Array<string>(investors.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    for (;;) {
      const index = next;
      next += 1;
      const investor = investors[index];
      if (!investor) return;
      lines[index] = await investorLine(baseUrl, investor, today);
      done += 1;
      if (done % 500 === 0) log(`  ${done}/${investors.length} investors dumped`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const out = createWriteStream(file);
  for (const line of lines) {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
