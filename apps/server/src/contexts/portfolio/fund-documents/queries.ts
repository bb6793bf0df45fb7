import { calendarDate, type CalendarDate, type FundPriceHistory } from '@bp/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { distributions, fundPrices, funds } from '../../../db/schema';

export type FundRow = typeof funds.$inferSelect;

export async function fundById(db: Database, id: number): Promise<FundRow | null> {
  const [row] = await db.select().from(funds).where(eq(funds.id, id)).limit(1);
  return row ?? null;
}

/** One fund's NAVs and distributions up to `upTo`, oldest first. */
export async function fundPriceHistory(
  db: Database,
  fundId: number,
  upTo: CalendarDate,
): Promise<FundPriceHistory> {
  const [navs, paid] = await Promise.all([
    db
      .select({ date: fundPrices.valuationDate, nav: fundPrices.nav })
      .from(fundPrices)
      .where(and(eq(fundPrices.fundId, fundId), lte(fundPrices.valuationDate, upTo)))
      .orderBy(asc(fundPrices.valuationDate)),
    db
      .select({ exDate: distributions.exDate, amountPerUnit: distributions.amountPerUnit })
      .from(distributions)
      .where(and(eq(distributions.fundId, fundId), lte(distributions.exDate, upTo)))
      .orderBy(asc(distributions.exDate)),
  ]);
  return {
    navs: navs.map((row) => ({ date: calendarDate(row.date), nav: row.nav })),
    distributions: paid.map((row) => ({
      exDate: calendarDate(row.exDate),
      amountPerUnit: row.amountPerUnit,
    })),
  };
}
