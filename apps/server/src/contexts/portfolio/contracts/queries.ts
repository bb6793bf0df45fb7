import type { CalendarDate } from '@bp/domain';
import { and, asc, desc, eq, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { oncePerDatabase, preparedReads } from '../../../db/prepared-statement';
import {
  contractMonths,
  contractPositions,
  contracts,
  fundPrices,
  funds,
} from '../../../db/schema';
import { awaitingPurchaseOf } from './summary-rows';

/**
 * Every contract of one investor (or one of them) with what the overview needs, in a single
 * statement and without touching the ledger: the kept position (units, deposits, withdrawals,
 * distributions paid out, costs), the units after the 1st of this month from the month rows,
 * and the fund's latest NAV and the NAV valid on the 1st. Each lookup is one index probe per
 * contract (lateral joins keep that plan without table statistics, which PGlite never gathers
 * by itself), however long the ledger.
 */
export function contractRows(
  db: Database,
  userId: string,
  dates: { today: CalendarDate; primo: CalendarDate },
  contractId?: number,
): Promise<ContractRow[]> {
  const values = { userId, today: dates.today, primo: dates.primo };
  return contractId === undefined
    ? allContracts(db).execute(values)
    : oneContract(db).execute({ ...values, contractId });
}

/** Prepared once per process (db/prepared-statement.ts); the values are bound per request. */
const allContracts = oncePerDatabase((db) =>
  contractRowsQuery(preparedReads(db), eq(contracts.userId, sql.placeholder('userId'))).prepare(
    'contract_rows',
  ),
);
const oneContract = oncePerDatabase((db) =>
  contractRowsQuery(
    preparedReads(db),
    and(
      eq(contracts.userId, sql.placeholder('userId')),
      eq(contracts.id, sql.placeholder('contractId')),
    ),
  ).prepare('contract_row'),
);

function contractRowsQuery(db: Database, owned: SQL | undefined) {
  const today = sql.placeholder('today');
  const primoDay = sql.placeholder('primo');
  const navAsOf = (day: Placeholder, alias: string) =>
    db
      .select({ nav: fundPrices.nav, date: fundPrices.valuationDate })
      .from(fundPrices)
      .where(and(eq(fundPrices.fundId, contracts.fundId), lte(fundPrices.valuationDate, day)))
      .orderBy(desc(fundPrices.valuationDate))
      .limit(1)
      .as(alias);
  const latest = navAsOf(today, 'latest_nav');
  const primo = navAsOf(primoDay, 'primo_nav');
  // The month of the 1st holds the units (and money awaiting purchase) after that day; an
  // earlier month its closing ones.
  const onFirst = contractMonths.month;
  const primoUnits = db
    .select({
      units:
        sql<string>`case when ${onFirst} = ${primoDay} then ${contractMonths.unitsOnFirst} else ${contractMonths.units} end`.as(
          'units_at_primo',
        ),
      cash: sql<string>`case when ${onFirst} = ${primoDay} then ${contractMonths.cashOnFirst} else ${contractMonths.cash} end`.as(
        'cash_at_primo',
      ),
    })
    .from(contractMonths)
    .where(and(eq(contractMonths.contractId, contracts.id), lte(contractMonths.month, primoDay)))
    .orderBy(desc(contractMonths.month))
    .limit(1)
    .as('primo_units');

  return db
    .select({
      contract: contracts,
      fund: { id: funds.id, code: funds.code, name: funds.name },
      // Flat, not nested: drizzle turns a nested object of a left join into null when every
      // field is null.
      kept: contractPositions.contractId,
      stale: contractPositions.stale,
      lastBookingDate: contractPositions.lastBookingDate,
      units: contractPositions.units,
      unitsAtPrimo: primoUnits.units,
      cash: contractPositions.cash,
      cashAtPrimo: primoUnits.cash,
      deposits: contractPositions.deposits,
      withdrawals: contractPositions.withdrawals,
      distributions: contractPositions.distributions,
      costs: contractPositions.costs,
      latestNav: latest.nav,
      latestNavDate: latest.date,
      primoNav: primo.nav,
      awaitingPurchase: awaitingPurchaseOf(contracts.id),
    })
    .from(contracts)
    .innerJoin(funds, eq(funds.id, contracts.fundId))
    .leftJoin(contractPositions, eq(contractPositions.contractId, contracts.id))
    .leftJoinLateral(primoUnits, sql`true`)
    .leftJoinLateral(latest, sql`true`)
    .leftJoinLateral(primo, sql`true`)
    .where(owned)
    .orderBy(asc(contracts.id));
}

export type ContractRow = Awaited<
  ReturnType<ReturnType<typeof contractRowsQuery>['execute']>
>[number];
