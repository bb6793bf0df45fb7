import { calendarDate, failedCollectionText } from '@bp/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { collections } from '../../db/schema';
import type { ContractEvent } from '../contract-history/events';

/** A contract's failed monthly collections as history lines, on the day each was asked. */
export async function failedCollectionEvents(
  db: Database,
  contractId: number,
): Promise<ContractEvent[]> {
  const rows = await db
    .select({ date: collections.collectionDate, reason: collections.reason })
    .from(collections)
    .where(and(eq(collections.contractId, contractId), eq(collections.status, 'failed')))
    .orderBy(asc(collections.collectionDate));
  return rows.map((row) => ({
    datum: calendarDate(row.date),
    omschrijving: failedCollectionText(row.reason ?? ''),
  }));
}
