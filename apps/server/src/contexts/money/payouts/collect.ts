import { createHash } from 'node:crypto';
import {
  euroString,
  PAYOUT_LIMITS,
  PAYOUT_MESSAGES,
  payoutBatchName,
  todayInAmsterdam,
  validateIban,
} from '@bp/domain';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/client';
import { payoutBatches, payoutItems } from '../../../db/schema';
import { conflict, unprocessable } from '../../../http/problem';
import type { BatchLock } from './batch-lock';
import { buildPain001, type Pain001Debtor, sepaText, sumOf } from './pain001';
import { type DuePayout, PAYOUT_SOURCES } from './sources';

export interface CollectDeps {
  db: Database;
  clock: Clock;
  lock: BatchLock;
  debtor: Pain001Debtor;
}

/** Everything due now, from every source, in the order a batch takes it. */
export async function duePayouts(db: Database, now: Date): Promise<DuePayout[]> {
  const due: DuePayout[] = [];
  for (const source of PAYOUT_SOURCES) due.push(...(await source.due(db, todayInAmsterdam(now))));
  return due;
}

/** What a new batch would hold now: the count and the decimal total. */
export async function dueSummary(db: Database, now: Date) {
  const due = await duePayouts(db, now);
  return { count: due.length, total: euroString(sumOf(due.map((item) => item.amount))) };
}

/**
 * A new batch of everything due (POST /api/admin/payout-batches), in one transaction under the
 * batch lock: collects, numbers the batch (the highest plus one), builds the pain.001 file and
 * keeps it with its sha256, with one item per payment. Nothing due: 409; an IBAN that is not a
 * valid SEPA account: 422 naming the contract. Either way nothing is written.
 */
export async function createPayoutBatch(deps: CollectDeps, adminId: string): Promise<string> {
  const now = deps.clock.now();
  return deps.lock(async (tx) => {
    const due = await duePayouts(tx, now);
    if (due.length === 0) throw conflict(PAYOUT_MESSAGES.nothingDue);
    const checked = due.map((item) => {
      const iban = validateIban(item.iban ?? '');
      if (!iban.ok) throw unprocessable(PAYOUT_MESSAGES.invalidIban(item.contractNumber));
      return { ...item, iban: iban.value };
    });
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${payoutBatches.number}), 0)::int` })
      .from(payoutBatches);
    const number = Number(last?.number ?? 0) + 1;
    const name = payoutBatchName(number);
    const items = checked.map((item, index) => ({
      ...item,
      creditorName: sepaText(item.creditorName, PAYOUT_LIMITS.creditorName) || item.contractNumber,
      remittance: sepaText(item.remittance, PAYOUT_LIMITS.remittance),
      endToEndId: `BP-${name}-${String(index + 1).padStart(5, '0')}`,
    }));
    const total = euroString(sumOf(items.map((item) => item.amount)));
    const pain001 = buildPain001({ name, createdAt: now, total, items }, deps.debtor);
    const [batch] = await tx
      .insert(payoutBatches)
      .values({
        number,
        itemCount: items.length,
        total,
        pain001,
        pain001Sha256: createHash('sha256').update(pain001, 'utf8').digest('hex'),
        createdBy: adminId,
        createdAt: now,
      })
      .returning({ id: payoutBatches.id });
    if (!batch) throw new Error('The payout batch was not inserted');
    await tx.insert(payoutItems).values(
      items.map((item) => ({
        batchId: batch.id,
        sourceKind: item.sourceKind,
        sourceId: item.sourceId,
        contractId: item.contractId,
        amount: item.amount,
        creditorName: item.creditorName,
        iban: item.iban,
        remittance: item.remittance,
        endToEndId: item.endToEndId,
        requestedExecutionDate: item.requestedExecutionDate,
      })),
    );
    return batch.id;
  });
}
