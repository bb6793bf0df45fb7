import { calendarDate, failedCollectionText, formatEuro, reversedCollectionText } from '@bp/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { collections } from '../../../db/schema';
import type { ContractEvent } from '../../portfolio';
import { monthName } from './settle-collection';

/**
 * A contract's failed monthly collections as history lines, on the day each was asked, and its
 * reversed ones on the day the reversal was learnt (the ledger's `storno` tells no line itself).
 */
export async function failedCollectionEvents(
  db: Database,
  contractId: number,
): Promise<ContractEvent[]> {
  const rows = await db
    .select({
      date: collections.collectionDate,
      status: collections.status,
      month: collections.month,
      amount: collections.amount,
      reason: collections.reason,
      reversedOn: collections.reversedOn,
    })
    .from(collections)
    .where(
      and(
        eq(collections.contractId, contractId),
        inArray(collections.status, ['failed', 'teruggeboekt']),
      ),
    )
    .orderBy(asc(collections.collectionDate));
  return rows
    .map((row) =>
      row.status === 'teruggeboekt' && row.reversedOn !== null
        ? {
            datum: calendarDate(row.reversedOn),
            omschrijving: reversedCollectionText(
              monthName(calendarDate(row.month)),
              formatEuro(row.amount),
              row.reason ?? '',
            ),
          }
        : {
            datum: calendarDate(row.date),
            omschrijving: failedCollectionText(row.reason ?? ''),
          },
    )
    .sort((a, b) => (a.datum < b.datum ? -1 : a.datum > b.datum ? 1 : 0));
}
