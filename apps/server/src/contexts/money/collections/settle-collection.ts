import {
  DUTCH_MONTH_NAMES,
  dateParts,
  formatEuro,
  sepaReasonText,
  calendarDate,
  type CalendarDate,
  TRANSACTION_KIND,
} from '@bp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { collections } from '../../../db/schema';
import { collectionFailedMail } from '../../../mail/templates';
import type { CollectionOutcome } from '../mandates/providers/mandate-provider';
import type { JobDeps } from '../jobs/job';
import { bookReceivedDeposit } from '../purchases/received-deposit';
import { contractRecipient } from '../contract-recipient';

/** "maart 2026" for the first of a month. */
export function monthName(month: CalendarDate): string {
  const { year, month: number } = dateParts(month);
  return `${DUTCH_MONTH_NAMES[number - 1] ?? ''} ${year}`;
}

/**
 * Applies a collection's outcome once, on the locked row of a collection that is not settled
 * yet: paid books the `periodieke-storting` (waiting for its purchase) dated `date`, the day the
 * money came in; failed records the reason (the contract's history shows it) and mails the
 * investor in the same transaction. Resolves with false when it was settled already.
 */
export async function settleCollection(
  deps: Pick<JobDeps, 'db' | 'clock' | 'mailOutbox' | 'mailContext'>,
  collectionId: string,
  outcome: CollectionOutcome,
  date: CalendarDate,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(collections)
      .where(
        and(
          eq(collections.id, collectionId),
          inArray(collections.status, ['requested', 'pending']),
        ),
      )
      .for('update');
    if (!row) return false;
    const settledAt = deps.clock.now();
    if (outcome.status === 'paid') {
      const depositId = await bookReceivedDeposit(tx, row.contractId, {
        date,
        kind: TRANSACTION_KIND.periodicDeposit,
        amount: row.amount,
      });
      await tx
        .update(collections)
        .set({ status: 'paid', transactionId: depositId, settledAt })
        .where(eq(collections.id, row.id));
      return true;
    }
    await tx
      .update(collections)
      .set({ status: 'failed', reason: outcome.reason, settledAt })
      .where(eq(collections.id, row.id));
    await enqueueFailedMail(deps, tx, row.contractId, {
      amount: row.amount,
      month: calendarDate(row.month),
      reason: outcome.reason,
    });
    return true;
  });
}

async function enqueueFailedMail(
  deps: Pick<JobDeps, 'mailOutbox' | 'mailContext'>,
  tx: Database,
  contractId: number,
  failed: { amount: string; month: CalendarDate; reason: string },
): Promise<void> {
  const recipient = await contractRecipient(tx, contractId);
  if (!recipient) return;
  await deps.mailOutbox.enqueue(tx, {
    kind: 'collection-failed',
    ...collectionFailedMail(
      recipient.email,
      {
        amount: formatEuro(failed.amount),
        contractNumber: recipient.contractNumber,
        contractId,
        month: monthName(failed.month),
        reason: sepaReasonText(failed.reason),
      },
      deps.mailContext,
    ),
  });
}
