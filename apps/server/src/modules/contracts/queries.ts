import type { TransactionKind } from '@bp/api-schema';
import type { CalendarDate } from '@bp/domain';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contracts, fundPrices, funds, transactions } from '../../db/schema';

/**
 * The sum of the amounts of some kinds of booking. The kinds are compared as the enum itself
 * (no cast to text per row): on PGlite that cuts about a third off the aggregate.
 */
const sumOfKinds = (...kinds: TransactionKind[]) =>
  sql<
    string | null
  >`sum(${transactions.amount}) filter (where ${inArray(transactions.kind, kinds)})`;

/**
 * Every contract of one investor (or one of them) with what the overview needs, in a single
 * statement: per contract one aggregate over its bookings up to today (units now, units on the
 * first of the month, deposits, withdrawals, distributions paid out, costs) and the fund's
 * latest NAV and the NAV valid on the first of the month, each an index range scan (lateral
 * joins keep that plan without table statistics, which PGlite never gathers by itself).
 * No query per contract, however many there are.
 */
export function contractRows(
  db: Database,
  userId: string,
  dates: { today: CalendarDate; primo: CalendarDate },
  contractId?: number,
) {
  const totals = db
    .select({
      units: sql<string | null>`sum(${transactions.units})`.as('units'),
      unitsAtPrimo: sql<
        string | null
      >`sum(${transactions.units}) filter (where ${transactions.tradeDate} <= ${dates.primo})`.as(
        'units_at_primo',
      ),
      deposits: sumOfKinds('storting', 'periodieke-storting').as('deposits'),
      withdrawals: sumOfKinds('uitbetaling').as('withdrawals'),
      distributions: sumOfKinds('uitkering').as('distributions'),
      costs: sumOfKinds('kosten').as('costs'),
    })
    .from(transactions)
    .where(and(eq(transactions.contractId, contracts.id), lte(transactions.tradeDate, dates.today)))
    .as('totals');
  const navAsOf = (day: CalendarDate, alias: string) =>
    db
      .select({ nav: fundPrices.nav, date: fundPrices.valuationDate })
      .from(fundPrices)
      .where(and(eq(fundPrices.fundId, contracts.fundId), lte(fundPrices.valuationDate, day)))
      .orderBy(desc(fundPrices.valuationDate))
      .limit(1)
      .as(alias);
  const latest = navAsOf(dates.today, 'latest_nav');
  const primo = navAsOf(dates.primo, 'primo_nav');

  return db
    .select({
      contract: contracts,
      fund: { id: funds.id, code: funds.code, name: funds.name },
      // Flat, not nested: drizzle turns a nested object of a left join into null when every
      // field is null, and a contract without bookings is a normal case.
      units: totals.units,
      unitsAtPrimo: totals.unitsAtPrimo,
      deposits: totals.deposits,
      withdrawals: totals.withdrawals,
      distributions: totals.distributions,
      costs: totals.costs,
      latestNav: latest.nav,
      latestNavDate: latest.date,
      primoNav: primo.nav,
    })
    .from(contracts)
    .innerJoin(funds, eq(funds.id, contracts.fundId))
    .leftJoinLateral(totals, sql`true`)
    .leftJoinLateral(latest, sql`true`)
    .leftJoinLateral(primo, sql`true`)
    .where(
      contractId === undefined
        ? eq(contracts.userId, userId)
        : and(eq(contracts.userId, userId), eq(contracts.id, contractId)),
    )
    .orderBy(asc(contracts.id));
}

export type ContractRow = Awaited<ReturnType<typeof contractRows>>[number];
