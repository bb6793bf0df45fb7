import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contracts, users } from '../../db/schema';

/** Who a contract's mail goes to, with the contract number it names; null for no contract. */
export async function contractRecipient(
  db: Database,
  contractId: number,
): Promise<{ email: string; contractNumber: string } | null> {
  const [recipient] = await db
    .select({ email: users.email, contractNumber: contracts.contractNumber })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(eq(contracts.id, contractId));
  return recipient ?? null;
}
