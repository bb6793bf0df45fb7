import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { funds } from '../../db/schema';
import type { SbFundAssumptions } from './engine';

/**
 * The funds of product code SB with the assumptions the projection uses, from the funds table:
 * the fund administration's figures (costs, expected return, volatility) are the only ones.
 */
export async function sbFundAssumptions(db: Database): Promise<SbFundAssumptions[]> {
  const rows = await db
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
  return rows;
}
