import {
  bookStorno,
  calendarDate,
  formatDutchDate,
  formatEuro,
  nextValuationDate,
  sepaReasonText,
  type CalendarDate,
} from '@bp/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  collectionSellBacks,
  collections,
  depositPurchases,
  transactions,
} from '../../../db/schema';
import { collectionReversedMail } from '../../../mail/templates';
import type { JobDeps } from '../jobs/job';
import { book } from '../../portfolio';
import { monthName } from './settle-collection';
import { contractRecipient } from '../contract-recipient';

/**
 * A paid collection the debtor's bank took back (SEPA Core refund, reported by the provider's
 * feed on or before `date`). In one transaction, on the locked collection and its locked
 * deposit-purchase row:
 * - the collection becomes `teruggeboekt` with the reason and the day we learnt it;
 * - deposit not bought yet: its purchase is withdrawn (nothing will buy units for it) and the
 *   `storno` of the amount is booked on `date` through the ledger's one write path;
 * - units bought already: they are queued to be sold back at the NAV of the next valuation date
 *   (forward pricing, as purchases); the purchase job books the `verkoop`, the `storno` and the
 *   administrator's settlement of the difference together, so the contract keeps showing the
 *   units it holds until then;
 * - the investor's mail goes into the outbox.
 * Only a `paid` collection changes: a replayed or racing report finds it reversed and does
 * nothing (false). Everything or nothing: a failure half-way leaves the collection paid.
 */
export async function reverseCollection(
  deps: Pick<JobDeps, 'db' | 'mailOutbox' | 'mailContext'>,
  collectionId: string,
  reason: string,
  date: CalendarDate,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(collections)
      .where(and(eq(collections.id, collectionId), eq(collections.status, 'paid')))
      .for('update');
    if (!row || row.transactionId === null) return false;
    // The purchase job locks the same row before it buys: either it bought, or it never will.
    const [purchase] = await tx
      .select({ purchaseId: depositPurchases.purchaseId })
      .from(depositPurchases)
      .where(eq(depositPurchases.depositId, row.transactionId))
      .for('update');
    let stornoId: number | null = null;
    let sellBackDate: CalendarDate | null = null;
    if (!purchase || purchase.purchaseId === null) {
      await tx.delete(depositPurchases).where(eq(depositPurchases.depositId, row.transactionId));
      await book(tx, row.contractId, bookStorno({ date, amount: row.amount }));
      stornoId = await newestBooking(tx, row.contractId, 'storno');
    } else {
      const [bought] = await tx
        .select({ units: transactions.units })
        .from(transactions)
        .where(eq(transactions.id, purchase.purchaseId));
      if (!bought?.units) throw new Error(`Purchase ${purchase.purchaseId} has no units`);
      sellBackDate = nextValuationDate(date);
      await tx.insert(collectionSellBacks).values({
        collectionId: row.id,
        contractId: row.contractId,
        units: bought.units,
        valuationDate: sellBackDate,
      });
    }
    await tx
      .update(collections)
      .set({ status: 'teruggeboekt', reason, reversedOn: date, stornoId })
      .where(eq(collections.id, row.id));
    await enqueueReversedMail(deps, tx, row.contractId, {
      amount: formatEuro(row.amount),
      month: monthName(calendarDate(row.month)),
      reason: sepaReasonText(reason),
      sellBackDate: sellBackDate === null ? null : formatDutchDate(sellBackDate, 'long'),
    });
    return true;
  });
}

/** The id of the contract's newest booking of `kind`: book() holds the contract's lock. */
export async function newestBooking(
  tx: Database,
  contractId: number,
  kind: 'storno' | 'verkoop' | 'aankoop',
): Promise<number> {
  const [booking] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.contractId, contractId), eq(transactions.kind, kind)))
    .orderBy(desc(transactions.id))
    .limit(1);
  if (!booking) throw new Error(`The ${kind} on contract ${contractId} was not booked`);
  return booking.id;
}

async function enqueueReversedMail(
  deps: Pick<JobDeps, 'mailOutbox' | 'mailContext'>,
  tx: Database,
  contractId: number,
  reversed: { amount: string; month: string; reason: string; sellBackDate: string | null },
): Promise<void> {
  const recipient = await contractRecipient(tx, contractId);
  if (!recipient) return;
  await deps.mailOutbox.enqueue(tx, {
    kind: 'collection-reversed',
    ...collectionReversedMail(
      recipient.email,
      { ...reversed, contractNumber: recipient.contractNumber, contractId },
      deps.mailContext,
    ),
  });
}
