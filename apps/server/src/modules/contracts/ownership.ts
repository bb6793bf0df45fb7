import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contracts, funds } from '../../db/schema';
import { MESSAGES } from '../../http/messages';
import { notFound } from '../../http/problem';

/**
 * The contract row with its fund, when it belongs to the user. Another investor's contract
 * answers exactly like one that does not exist, so ids reveal nothing.
 */
export async function ownContract(db: Database, userId: string, contractId: number) {
  const [row] = await db
    .select({ contract: contracts, fund: funds })
    .from(contracts)
    .innerJoin(funds, eq(funds.id, contracts.fundId))
    .where(and(eq(contracts.id, contractId), eq(contracts.userId, userId)))
    .limit(1);
  if (!row) throw notFound(MESSAGES.contractNotFound);
  return row;
}

export type OwnContract = Awaited<ReturnType<typeof ownContract>>;
