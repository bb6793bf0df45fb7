import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { addYears, type CalendarDate } from '@bp/domain';
import { returnsPathsByPeriod } from '../../src/contexts/portfolio';
import { getJson } from './http';
import type { InvestorSession } from './sessions';

/** Requests in flight at once while dumping: enough to keep the server busy, not more. */
const PARALLEL = 8;

/**
 * The returns pages of a contract in the dump: five years (a typed period, computed) and each
 * standard period as the returns page asks it (the answers kept for every instance).
 */
export function dumpPaths(
  today: CalendarDate,
  contract: { id: number; startDate: string; endDate: string | null },
): Record<string, string> {
  return {
    '5y': `/api/contracts/${contract.id}/rendement?van=${addYears(today, -5)}&tot=${today}`,
    ...returnsPathsByPeriod(contract, today),
  };
}

async function investorLine(baseUrl: string, investor: InvestorSession, today: CalendarDate) {
  const summaries = await getJson<unknown>(baseUrl, '/api/contracts/summaries', investor.cookie);
  const contracts = [];
  for (const contract of investor.contracts) {
    const rendement: Record<string, unknown> = {};
    for (const [name, path] of Object.entries(dumpPaths(today, contract))) {
      rendement[name] = await getJson<unknown>(baseUrl, path, investor.cookie);
    }
    contracts.push({ id: contract.id, rendement });
  }
  return JSON.stringify({ email: investor.email, summaries, contracts });
}

/**
 * Every investor's summaries and each contract's rendement (dumpPaths), one JSON line per
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
