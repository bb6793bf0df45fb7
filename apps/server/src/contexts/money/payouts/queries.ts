import { type PayoutBatch } from '@bp/api-schema';
import { euroString, payoutBatchName } from '@bp/domain';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { payoutBatches, users } from '../../../db/schema';

const creator = alias(users, 'creator');
const sender = alias(users, 'sender');

/**
 * Every batch, newest first, with who made it and who marked it sent (by e-mail); with `id`,
 * that one batch (or none).
 */
export async function payoutBatchList(db: Database, id?: string): Promise<PayoutBatch[]> {
  const rows = await db
    .select({
      id: payoutBatches.id,
      number: payoutBatches.number,
      status: payoutBatches.status,
      itemCount: payoutBatches.itemCount,
      total: payoutBatches.total,
      pain001Sha256: payoutBatches.pain001Sha256,
      createdAt: payoutBatches.createdAt,
      createdBy: creator.email,
      sentAt: payoutBatches.sentAt,
      sentBy: sender.email,
    })
    .from(payoutBatches)
    .innerJoin(creator, eq(creator.id, payoutBatches.createdBy))
    .leftJoin(sender, eq(sender.id, payoutBatches.sentBy))
    .where(id === undefined ? undefined : eq(payoutBatches.id, id))
    .orderBy(desc(payoutBatches.number));
  return rows.map((row) => ({
    ...row,
    name: payoutBatchName(row.number),
    total: euroString(row.total),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

/** The kept file of a batch, or null when there is no such batch. */
export async function payoutBatchFile(db: Database, id: string) {
  const [row] = await db
    .select({ number: payoutBatches.number, pain001: payoutBatches.pain001 })
    .from(payoutBatches)
    .where(eq(payoutBatches.id, id));
  return row ? { name: payoutBatchName(row.number), pain001: row.pain001 } : null;
}
