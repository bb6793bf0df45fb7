import {
  ledgerPeriodReturns,
  periodReturns,
  periodReturnsInCents,
  planPeriod,
  type DateRange,
  type PeriodReturnsResult,
} from '@bp/domain';
import type { Database } from '../../../db/client';
import { contractHistory } from './ledger';
import { rebuildContracts } from './keeping';
import { keptCentMonths } from './cent-rows';
import { periodSources } from './period-reads';
import { fromMonthRow, monthRowFromText } from './rows';

/**
 * A contract's returns over [from, to] from its month rows: the whole months of the period are
 * read from the rows; only a month the period starts or ends in the middle of adds its own
 * bookings (and the NAVs around it), all read in one statement (period-reads.ts). The figures
 * are computeReturns' over every valuation (packages/domain
 * fund-administration/period-returns.ts), which is what answers a history the month rows
 * cannot describe.
 *
 * The rows, and the part-months valued from their bookings, are composed in plain numbers
 * first (periodReturnsInCents: whole cents, units and NAVs in 10^-4, double growth factors, the
 * same answer to the character); the decimal path (periodReturns) answers whatever that path
 * leaves, and the ledger what the rows cannot describe.
 */
export async function keptPeriodReturns(
  db: Database,
  contract: { id: number; fundId: number },
  period: DateRange,
): Promise<PeriodReturnsResult> {
  const sources = await periodSources(db, contract, period);
  if (!sources.kept) {
    // A missing or stale position (and its months) is rebuilt from the ledger first.
    await rebuildContracts(db, [contract.id]);
    return keptPeriodReturns(db, contract, period);
  }
  const inCents = keptCentMonths(sources.months);
  const readDecimal = () => sources.months.map((row) => fromMonthRow(monthRowFromText(row)));
  const decimalRows = inCents ? null : readDecimal();
  const rows = inCents ?? decimalRows ?? [];
  const plan = planPeriod(period, rows);
  const { entries, navs } = sources.partsOf(plan);
  const fast = inCents && periodReturnsInCents({ period, plan, rows: inCents, entries, navs });
  if (fast) return fast;
  const result = periodReturns({ period, plan, rows: decimalRows ?? readDecimal(), entries, navs });
  if (result) return result;
  const history = await contractHistory(db, contract, period.to);
  return ledgerPeriodReturns({ ...history, ...period });
}
