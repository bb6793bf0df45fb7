import { bookPurchase, calendarDate } from '@bp/domain';
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sqlArray } from '../../../db/sql-arrays';
import { sqlRows } from '../../../db/sql-rows';
import { depositPurchases, transactions } from '../../../db/schema';
import { bookContracts } from '../../portfolio';

/** A deposit that waits, with the NAV that may buy it now. */
export interface Purchasable {
  depositId: number;
  contractId: number;
  contractNumber: string;
  amount: string;
  entryCosts: string;
  navDate: string;
  nav: string;
}

/** Deposits bought in one transaction: a month end's thousands in a few hundred commits. */
export const PURCHASES_PER_TRANSACTION = 100;

/** The entry costs and the `aankoop` of one deposit (bookPurchase, the rules of every deposit). */
function purchaseEntries(deposit: Purchasable) {
  return bookPurchase({
    date: calendarDate(deposit.navDate),
    amount: deposit.amount,
    entryCostRate: deposit.entryCosts,
    nav: deposit.nav,
  });
}

/**
 * The deposits in groups that can be bought together: at most one per contract in a group (its
 * purchase is then the contract's newest), in the order given, at most `size` each.
 */
export function purchaseGroups(deposits: readonly Purchasable[], size: number): Purchasable[][] {
  const rounds: Purchasable[][] = [];
  const seen = new Map<number, number>();
  for (const deposit of deposits) {
    const round = seen.get(deposit.contractId) ?? 0;
    seen.set(deposit.contractId, round + 1);
    (rounds[round] ??= []).push(deposit);
  }
  return rounds.flatMap((round) =>
    Array.from({ length: Math.ceil(round.length / size) }, (_, index) =>
      round.slice(index * size, (index + 1) * size),
    ),
  );
}

/**
 * Buys a group of deposits of different contracts in one transaction: the waiting rows locked
 * (in deposit order, so two runs never wait on each other crosswise), every contract's bookings
 * through the one write path, and each deposit linked to its contract's purchase on its NAV date
 * (bookContracts holds the contracts' locks until the commit). All or nothing: the caller buys
 * the deposits of a group that failed as groups of one, so one bad deposit stops only itself.
 * Returns how many were bought (those bought meanwhile are left alone).
 */
export async function buyTogether(
  db: Database,
  group: readonly Purchasable[],
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ depositId: depositPurchases.depositId })
      .from(depositPurchases)
      .where(
        and(
          inArray(
            depositPurchases.depositId,
            group.map((deposit) => deposit.depositId),
          ),
          isNull(depositPurchases.purchaseId),
        ),
      )
      .orderBy(asc(depositPurchases.depositId))
      .for('update');
    const stillWaiting = new Set(waiting.map((row) => row.depositId));
    const buying = group.filter((deposit) => stillWaiting.has(deposit.depositId));
    if (buying.length === 0) return 0;
    await bookContracts(
      tx,
      buying.map((deposit) => ({
        contractId: deposit.contractId,
        entries: purchaseEntries(deposit),
      })),
    );
    // Each contract's newest purchase on its NAV date (an index probe per contract; the lock
    // bookContracts holds means it is the one just booked), not its newest of all dates.
    const contractIds = sqlArray(
      buying.map((deposit) => deposit.contractId),
      'integer',
    );
    const navDates = sqlArray(
      buying.map((deposit) => deposit.navDate),
      'date',
    );
    const purchases = await sqlRows<{ contract_id: string; id: string }>(
      tx,
      sql`
      select bought.contract_id::text as contract_id, newest.id::text as id
        from unnest(${contractIds}, ${navDates}) as bought(contract_id, trade_date)
        cross join lateral (
          select t.id from ${transactions} t
           where t.contract_id = bought.contract_id and t.trade_date = bought.trade_date
             and t.kind = 'aankoop'
           order by t.id desc limit 1) newest`,
    );
    const purchaseOf = new Map(purchases.map((row) => [Number(row.contract_id), row.id]));
    const links = buying.map((deposit) => {
      const purchaseId = purchaseOf.get(deposit.contractId);
      if (purchaseId === undefined) throw new Error('The purchase was not booked');
      return { depositId: deposit.depositId, purchaseId };
    });
    const depositIds = sqlArray(
      links.map((link) => link.depositId),
      'bigint',
    );
    const purchaseIds = sqlArray(
      links.map((link) => link.purchaseId),
      'bigint',
    );
    await tx.execute(sql`
      update ${depositPurchases} d
         set purchase_id = link.purchase_id, purchased_at = ${now.toISOString()}::timestamptz
        from unnest(${depositIds}, ${purchaseIds}) as link(deposit_id, purchase_id)
       where d.deposit_id = link.deposit_id`);
    return links.length;
  });
}
