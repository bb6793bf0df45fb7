import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contracts, mandates, type MandateRow } from '../../../db/schema';

export interface MandateWithContract {
  mandate: MandateRow;
  contract: {
    contractNumber: string;
    periodicDeposit: string | null;
    periodicDepositDay: number | null;
  };
}

const contractColumns = {
  contractNumber: contracts.contractNumber,
  periodicDeposit: contracts.periodicDeposit,
  periodicDepositDay: contracts.periodicDepositDay,
};

/** The mandate when it belongs to the user; another investor's answers like a missing one. */
export async function ownMandate(
  db: Database,
  userId: string,
  mandateId: string,
): Promise<MandateWithContract | null> {
  const [row] = await db
    .select({ mandate: mandates, contract: contractColumns })
    .from(mandates)
    .innerJoin(contracts, eq(contracts.id, mandates.contractId))
    .where(and(eq(mandates.id, mandateId), eq(mandates.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The user's mandate with the provider's mandate number (from an exit URL); null otherwise. */
export async function ownMandateByNumber(
  db: Database,
  userId: string,
  provider: string,
  mandateNumber: string,
): Promise<MandateWithContract | null> {
  const [row] = await db
    .select({ mandate: mandates, contract: contractColumns })
    .from(mandates)
    .innerJoin(contracts, eq(contracts.id, mandates.contractId))
    .where(
      and(
        eq(mandates.provider, provider),
        eq(mandates.providerMandateNumber, mandateNumber),
        eq(mandates.userId, userId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The contract's current mandate: the newest one (a newer request supersedes a prepared one). */
export async function latestMandateOfContract(
  db: Database,
  contractId: number,
): Promise<MandateWithContract | null> {
  const [row] = await db
    .select({ mandate: mandates, contract: contractColumns })
    .from(mandates)
    .innerJoin(contracts, eq(contracts.id, mandates.contractId))
    .where(eq(mandates.contractId, contractId))
    .orderBy(desc(mandates.createdAt), desc(mandates.id))
    .limit(1);
  return row ?? null;
}
