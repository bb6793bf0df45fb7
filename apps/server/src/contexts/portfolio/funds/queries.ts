import { calendarDate, type CalendarDate, type FundDistribution, type NavPoint } from '@bp/domain';
import { asc, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { distributions, fundPrices, funds } from '../../../db/schema';

export type FundRow = typeof funds.$inferSelect;

export async function fundRows(db: Database, productCode?: FundRow['productCode']) {
  return db
    .select()
    .from(funds)
    .where(productCode ? eq(funds.productCode, productCode) : undefined)
    .orderBy(asc(funds.id));
}

/** Each fund's latest NAV on or before today (one row per fund that has one). */
export async function latestNavs(
  db: Database,
  today: CalendarDate,
): Promise<Map<number, NavPoint>> {
  const rows = await db
    .selectDistinctOn([fundPrices.fundId], {
      fundId: fundPrices.fundId,
      date: fundPrices.valuationDate,
      nav: fundPrices.nav,
    })
    .from(fundPrices)
    .where(lte(fundPrices.valuationDate, today))
    .orderBy(fundPrices.fundId, desc(fundPrices.valuationDate));
  return new Map(rows.map((row) => [row.fundId, { date: calendarDate(row.date), nav: row.nav }]));
}

export interface FundMarketHistory {
  navs: NavPoint[];
  distributions: FundDistribution[];
}

/** Every fund's NAVs and distributions up to today, oldest first: two queries for all funds. */
export async function marketHistories(
  db: Database,
  today: CalendarDate,
): Promise<Map<number, FundMarketHistory>> {
  const [prices, paid] = await Promise.all([
    db
      .select({ fundId: fundPrices.fundId, date: fundPrices.valuationDate, nav: fundPrices.nav })
      .from(fundPrices)
      .where(lte(fundPrices.valuationDate, today))
      .orderBy(asc(fundPrices.fundId), asc(fundPrices.valuationDate)),
    db
      .select({
        fundId: distributions.fundId,
        exDate: distributions.exDate,
        amountPerUnit: distributions.amountPerUnit,
      })
      .from(distributions)
      .where(lte(distributions.exDate, today))
      .orderBy(asc(distributions.fundId), asc(distributions.exDate)),
  ]);
  const histories = new Map<number, FundMarketHistory>();
  const historyOf = (fundId: number) => {
    let history = histories.get(fundId);
    if (!history) {
      history = { navs: [], distributions: [] };
      histories.set(fundId, history);
    }
    return history;
  };
  for (const row of prices)
    historyOf(row.fundId).navs.push({ date: calendarDate(row.date), nav: row.nav });
  for (const row of paid) {
    historyOf(row.fundId).distributions.push({
      exDate: calendarDate(row.exDate),
      amountPerUnit: row.amountPerUnit,
    });
  }
  return histories;
}
