import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { mandates } from '../../../db/schema';

/** What Twikey is told when a contract sold entirely no longer needs its mandate. */
export const CONTRACT_SOLD_MANDATE_REASON = 'Contract volledig verkocht';

/**
 * Cancels, in the caller's transaction, every mandate of a contract that is not cancelled yet
 * (a contract sold entirely collects nothing more). Answers the numbers of those at `provider`,
 * for cancelAtProvider after the commit.
 */
export async function endMandatesOfContract(
  tx: Database,
  contractId: number,
  provider: string,
  now: Date,
): Promise<string[]> {
  const ended = await tx
    .update(mandates)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(mandates.contractId, contractId),
        inArray(mandates.status, ['prepared', 'signed', 'suspended']),
      ),
    )
    .returning({ provider: mandates.provider, number: mandates.providerMandateNumber });
  return ended.filter((row) => row.provider === provider).map((row) => row.number);
}
