import type { CalendarDate } from '@bp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sqlRows } from '../../../db/sql-rows';

/**
 * Whether the kept figures of the investors table (investor_figures, migration 0028) hold for
 * `today` (a boolean): no write marked an investor since, and no NAV date passed since they were
 * valued. Over indexes only (min and max read one end of one each), so every search can ask it
 * in its own query.
 */
export function figuresCurrentSql(today: CalendarDate): SQL {
  return sql`(not exists (select 1 from investor_figures_stale)
    and coalesce((select min(valued_on) from investor_figures)
      >= (select max(valuation_date) from fund_prices where valuation_date <= ${today}::date), true)
    and coalesce((select max(valued_on) from investor_figures)
      < (select min(valuation_date) from fund_prices where valuation_date > ${today}::date), true))`;
}

/**
 * Brings the kept figures up to `today`: recomputes the investors a write marked since, and
 * those whose value a NAV date passed. In its own statement (and transaction), so its advisory
 * lock is held only while it writes. Answers how many investors it recomputed.
 */
export async function refreshInvestorFigures(db: Database, today: CalendarDate): Promise<number> {
  const [row] = await sqlRows<{ refreshed: string }>(
    db,
    sql`select investor_figures_refresh(${today}::date)::text as refreshed`,
  );
  const refreshed = Number(row?.refreshed ?? 0);
  // The embedded database runs no autovacuum: the deleted marks and replaced lines would stay in
  // the indexes every search reads. Skipped while another vacuum holds a table.
  await db.execute(sql`vacuum (skip_locked) investor_figures_stale, investor_figures`);
  return refreshed;
}
