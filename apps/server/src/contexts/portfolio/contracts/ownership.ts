import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { oncePerDatabase, preparedReads } from '../../../db/prepared-statement';
import { contracts, funds } from '../../../db/schema';
import { MESSAGES } from '../../../http/messages';
import { notFound } from '../../../http/problem';

/**
 * The contract row with its fund, when it belongs to the user. Another investor's contract
 * answers exactly like one that does not exist, so ids reveal nothing.
 */
export async function ownContract(db: Database, userId: string, contractId: number) {
  const [row] = await ownContractStatement(db).execute({ userId, contractId });
  if (!row) throw notFound(MESSAGES.contractNotFound);
  return row;
}

/** Prepared once per process (db/prepared-statement.ts): every contract sub-resource asks. */
const ownContractStatement = oncePerDatabase((db) =>
  preparedReads(db)
    .select({ contract: contracts, fund: funds })
    .from(contracts)
    .innerJoin(funds, eq(funds.id, contracts.fundId))
    .where(
      and(
        eq(contracts.id, sql.placeholder('contractId')),
        eq(contracts.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('own_contract'),
);

export type OwnContract = Awaited<ReturnType<typeof ownContract>>;
