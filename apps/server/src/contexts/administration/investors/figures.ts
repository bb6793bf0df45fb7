import { CONTRACT_STATUS, type CalendarDate } from '@bp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { isEmbedded } from '../../../db/prepared-statement';
import { sqlRows } from '../../../db/sql-rows';

/**
 * The current value of one contract `c` from its kept position `cp`, as the summaries compute
 * it: the units at the fund's latest NAV up to `today`, rounded to cents half away from zero
 * (holdingValue), plus the money awaiting purchase.
 */
export function contractValueSql(today: CalendarDate): SQL {
  return sql`(coalesce(round(cp.units * (select fp.nav from fund_prices fp where fp.fund_id = c.fund_id
      and fp.valuation_date <= ${today}::date order by fp.valuation_date desc limit 1), 2), 0)
    + coalesce(cp.cash, 0))`;
}

/** The latest NAV date up to `today` and the next one after it, of any fund (one index end each). */
const latestNavDate = (today: CalendarDate) =>
  sql`(select max(valuation_date) from fund_prices where valuation_date <= ${today}::date)`;
const nextNavDate = (today: CalendarDate) =>
  sql`(select min(valuation_date) from fund_prices where valuation_date > ${today}::date)`;

/**
 * Whether the kept figures of the investors table (investor_figures, migration 0028) hold for
 * `today` (a boolean): no write marked an investor since, and no NAV date passed since they were
 * valued. Over indexes only (min and max read one end of one each), so every search can ask it
 * in its own query.
 */
export function figuresCurrentSql(today: CalendarDate): SQL {
  return sql`(not exists (select 1 from investor_figures_stale)
    and coalesce((select min(valued_on) from investor_figures) >= ${latestNavDate(today)}, true)
    and coalesce((select max(valued_on) from investor_figures) < ${nextNavDate(today)}, true))`;
}

/**
 * One statement: takes the marks, and recomputes the figures of the investors marked and of those
 * valued before a NAV date that has come since (or on or after the next one: a clock set back);
 * an account that is no investor (any more) loses its line. The numbers of rows written, dropped
 * and of marks taken.
 */
function recomputeSql(today: CalendarDate): SQL {
  return sql`with marked as (delete from investor_figures_stale returning user_id),
    targets as (
      select user_id from marked
      union select user_id from investor_figures
        where valued_on < ${latestNavDate(today)} or valued_on >= ${nextNavDate(today)}
    ),
    dropped as (
      delete from investor_figures f using targets t where f.user_id = t.user_id
        and not exists (select 1 from users u where u.id = f.user_id and u.role = 'investor')
      returning f.user_id
    ),
    written as (
      insert into investor_figures (user_id, contracten, onbetaald, totale_waarde, laatste_login, valued_on)
      select u.id,
        (select count(*) from contracts c where c.user_id = u.id),
        (select count(*) from contracts c where c.user_id = u.id
          and c.status = ${CONTRACT_STATUS.awaitingPayment}),
        (select coalesce(sum(${contractValueSql(today)}), 0) from contracts c
          left join contract_positions cp on cp.contract_id = c.id where c.user_id = u.id),
        (select max(s.authenticated_at) from sessions s where s.user_id = u.id),
        ${today}::date
      from users u join targets t on t.user_id = u.id
      where u.role = 'investor'
      on conflict (user_id) do update set contracten = excluded.contracten,
        onbetaald = excluded.onbetaald, totale_waarde = excluded.totale_waarde,
        laatste_login = excluded.laatste_login, valued_on = excluded.valued_on
      returning user_id
    )
    select (select count(*) from written)::text as written, (select count(*) from dropped)::text as dropped,
      (select count(*) from marked)::text as marked`;
}

/**
 * Brings the kept figures up to `today`, in one transaction under an advisory lock: after the
 * lock each statement reads a fresh snapshot (READ COMMITTED), so a refresh that waited sees
 * what the one before it wrote, and every write committed before its marks; two refreshes never
 * write an older answer last. Then the total of the unfiltered table. Answers how many
 * investors it recomputed.
 */
export async function refreshInvestorFigures(db: Database, today: CalendarDate): Promise<number> {
  const { written, changed } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('investor_figures_refresh'))`);
    // The planner prices the recompute for every investor (it cannot know how few are marked), far
    // past PostgreSQL's JIT threshold: compiling it took 0,9 s of a statement that runs in 2 ms,
    // and every search waiting on the lock took its turn (issue 23). PGlite has no JIT.
    await tx.execute(sql`set local jit = off`);
    const [row] = await sqlRows<{ written: string; dropped: string; marked: string }>(
      tx,
      recomputeSql(today),
    );
    const counts = { written: Number(row?.written ?? 0), dropped: Number(row?.dropped ?? 0) };
    if (counts.written > 0 || counts.dropped > 0) {
      await tx.execute(
        sql`update investor_figures_total set investors = (select count(*) from investor_figures)`,
      );
    }
    return {
      written: counts.written,
      changed: counts.written + counts.dropped + Number(row?.marked ?? 0) > 0,
    };
  });
  // The embedded database runs no autovacuum: the deleted marks and replaced lines would stay in
  // the indexes every search reads. PostgreSQL's autovacuum sees to them there, so a search does
  // not wait on a vacuum (80 ms at 10.000 investors); nor after a refresh that changed nothing
  // (one that waited on the lock while another did the work). Skipped while another vacuum holds
  // a table.
  if (changed && isEmbedded(db)) {
    await db.execute(sql`vacuum (skip_locked) investor_figures_stale, investor_figures`);
  }
  return written;
}
