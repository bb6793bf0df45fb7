import type { CalendarDate } from '@bp/domain';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { transactions } from '../../../db/schema';
import type { BookingRow } from './presentation';

export interface BookingFilter {
  contractId: number;
  from?: CalendarDate;
  to?: CalendarDate;
}

function conditions(filter: BookingFilter): SQL | undefined {
  return and(
    eq(transactions.contractId, filter.contractId),
    filter.from ? gte(transactions.tradeDate, filter.from) : undefined,
    filter.to ? lte(transactions.tradeDate, filter.to) : undefined,
  );
}

/**
 * Bookings newest day first; within a day in booking order, so a deposit reads as deposit,
 * costs, purchase. Without a page: every booking of the period (for the CSV export).
 */
export async function bookings(
  db: Database,
  filter: BookingFilter,
  page?: { number: number; size: number },
): Promise<BookingRow[]> {
  const query = db
    .select({
      id: transactions.id,
      date: transactions.tradeDate,
      kind: transactions.kind,
      amount: transactions.amount,
      units: transactions.units,
      nav: transactions.nav,
      reversal: sql<boolean>`${transactions.reversalOf} is not null`,
    })
    .from(transactions)
    .where(conditions(filter))
    .orderBy(desc(transactions.tradeDate), asc(transactions.id));
  return page ? query.limit(page.size).offset((page.number - 1) * page.size) : query;
}

export async function countBookings(db: Database, filter: BookingFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(transactions).where(conditions(filter));
  return row?.total ?? 0;
}
