import { performance } from 'node:perf_hooks';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { funds } from '../../db/schema';
import type { SbFundAssumptions } from './engine';

/**
 * How long a read of the fund list is used again. The funds change only with a release (seed or
 * migration); an operator's change in SQL is seen within this time. Reading them once per
 * calculation was one statement more on the server's own thread on the embedded database, for
 * every calculation.
 */
export const FUND_LIST_REUSE_MS = 60_000;

const lastRead = new WeakMap<Database, { at: number; list: Promise<SbFundAssumptions[]> }>();

/**
 * The funds of product code SB with the assumptions the projection uses, from the funds table:
 * the fund administration's figures (costs, expected return, volatility) are the only ones. A
 * calculation naming a fund the remembered list lacks reads the list again, so a fund added
 * since is found at once.
 */
export async function sbFundAssumptions(
  db: Database,
  wantedIds: readonly number[] = [],
): Promise<SbFundAssumptions[]> {
  const now = performance.now();
  const remembered = lastRead.get(db);
  if (remembered && now - remembered.at < FUND_LIST_REUSE_MS) {
    const list = await remembered.list.catch(() => null);
    if (list && wantedIds.every((id) => list.some((fund) => fund.id === id))) return list;
  }
  const list = readSbFunds(db);
  lastRead.set(db, { at: now, list });
  // A failed read is not remembered: the next calculation asks again.
  list.catch(() => {
    if (lastRead.get(db)?.list === list) lastRead.delete(db);
  });
  return list;
}

async function readSbFunds(db: Database): Promise<SbFundAssumptions[]> {
  return db
    .select({
      id: funds.id,
      code: funds.code,
      name: funds.name,
      expectedReturn: funds.expectedReturn,
      volatility: funds.volatility,
      entryCost: funds.entryCosts,
      ongoingCost: funds.ongoingCosts,
    })
    .from(funds)
    .where(eq(funds.productCode, 'SB'))
    .orderBy(asc(funds.id));
}
