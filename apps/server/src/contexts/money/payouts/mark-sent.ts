import { PAYOUT_BATCH_STATUS, PAYOUT_MESSAGES } from '@bp/domain';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/client';
import { payoutBatches, payoutItems } from '../../../db/schema';
import type { MailOutbox } from '../../../mail/outbox';
import type { MailContext } from '../../../mail/templates';
import { conflict, notFound } from '../../../http/problem';
import { PAYOUT_SOURCES } from './sources';
import { isUuid } from '../../../http/uuid';

export interface MarkSentDeps {
  db: Database;
  clock: Clock;
  mailOutbox: Pick<MailOutbox, 'enqueue' | 'wake'>;
  mailContext: MailContext;
}

/** A batch id that can name a row; anything else is a 404, not a database error. */
export function isBatchId(id: string): boolean {
  return isUuid(id);
}

/**
 * Marks a batch handed to the bank (POST /api/admin/payout-batches/{id}/sent), once: in one
 * transaction the conditional UPDATE of the batch (a second time finds no `aangemaakt` row:
 * 409), then every source of its items records them paid out and queues the investors' mails.
 * A failure anywhere leaves nothing written; the mails go after the commit.
 */
export async function markBatchSent(deps: MarkSentDeps, id: string, adminId: string) {
  if (!isBatchId(id)) throw notFound(PAYOUT_MESSAGES.batchNotFound);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [sent] = await tx
      .update(payoutBatches)
      .set({ status: PAYOUT_BATCH_STATUS.sent, sentBy: adminId, sentAt: now })
      .where(and(eq(payoutBatches.id, id), eq(payoutBatches.status, PAYOUT_BATCH_STATUS.created)))
      .returning({ id: payoutBatches.id });
    if (!sent) {
      const [known] = await tx
        .select({ id: payoutBatches.id })
        .from(payoutBatches)
        .where(eq(payoutBatches.id, id));
      throw known ? conflict(PAYOUT_MESSAGES.alreadySent) : notFound(PAYOUT_MESSAGES.batchNotFound);
    }
    const items = await tx
      .select({ kind: payoutItems.sourceKind, sourceId: payoutItems.sourceId })
      .from(payoutItems)
      .where(eq(payoutItems.batchId, id));
    const handled = new Set(PAYOUT_SOURCES.map((source) => source.kind));
    const unknown = items.find((item) => !handled.has(item.kind));
    if (unknown) throw new Error(`No payout source marks '${unknown.kind}' paid`);
    for (const source of PAYOUT_SOURCES) {
      const ids = items.filter((item) => item.kind === source.kind).map((item) => item.sourceId);
      await source.markPaid(tx, deps, ids, now);
    }
  });
  deps.mailOutbox.wake();
}
