import { nextValuationDate, type CalendarDate, type DepositInput } from '@bp/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { depositPurchases, transactions } from '../../../db/schema';
import { book } from '../../portfolio';

export interface ReceivedDeposit {
  /** The day the money came in. */
  date: CalendarDate;
  kind: DepositInput['kind'];
  /** Euros with two decimals. */
  amount: string;
}

/**
 * Books money received for a contract: the deposit now, without units (through the positions
 * module), and a row that makes it wait for the purchase job, which buys the units at the NAV
 * of the next valuation date. Call inside the transaction that records why the money came (a
 * paid payment, a paid collection). Resolves with the deposit booking's id.
 */
export async function bookReceivedDeposit(
  tx: Database,
  contractId: number,
  deposit: ReceivedDeposit,
): Promise<number> {
  await book(tx, contractId, [{ ...deposit, units: null, nav: null }]);
  // book() holds the contract's lock until our commit: the newest deposit is the one just made.
  const [booking] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.contractId, contractId), eq(transactions.kind, deposit.kind)))
    .orderBy(desc(transactions.id))
    .limit(1);
  if (!booking) throw new Error(`The deposit on contract ${contractId} was not booked`);
  await tx.insert(depositPurchases).values({
    depositId: booking.id,
    contractId,
    valuationDate: nextValuationDate(deposit.date),
  });
  return booking.id;
}
