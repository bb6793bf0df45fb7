import { firstDayOfMonth, isBefore, type CalendarDate, type ContractPosition } from '@bp/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contractPositions, contracts, fundPrices } from '../../../db/schema';
import {
  insertInBatches,
  lockContracts,
  rebuildRefreshes,
  lastMonthBefore,
  writeRefreshes,
  type HeldBefore,
  type KeptContract,
  type Refresh,
} from './keeping';
import { bookingsOf } from './ledger-source';

export interface FundPrice {
  fundId: number;
  date: CalendarDate;
  nav: string;
}

/**
 * The one way NAVs land: stores them (a NAV for a date that already has one corrects it) and,
 * in the same database transaction, recomputes the month rows of every kept contract of those
 * funds from the month of the earliest new NAV on. Positions do not depend on NAVs.
 */
export async function recordNavs(db: Database, prices: readonly FundPrice[]): Promise<void> {
  if (prices.length === 0) return;
  await db.transaction(async (tx) => {
    const earliest = new Map<number, CalendarDate>();
    for (const price of prices) {
      const known = earliest.get(price.fundId);
      if (!known || isBefore(price.date, known)) earliest.set(price.fundId, price.date);
    }
    const held = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .innerJoin(contractPositions, sql`${contractPositions.contractId} = ${contracts.id}`)
      .where(inArray(contracts.fundId, [...earliest.keys()]));
    const kept = await lockContracts(
      tx,
      held.map((row) => row.id),
    );

    await insertInBatches(
      prices.map((price) => ({ fundId: price.fundId, valuationDate: price.date, nav: price.nav })),
      (batch) =>
        tx
          .insert(fundPrices)
          .values(batch)
          .onConflictDoUpdate({
            target: [fundPrices.fundId, fundPrices.valuationDate],
            set: { nav: sql`excluded.nav` },
          }),
      2000,
    );
    if (kept.length === 0) return;

    const targets = kept.flatMap((contract) => {
      const date = earliest.get(contract.fundId);
      return contract.position && date
        ? [{ contract, position: contract.position, month: firstDayOfMonth(date) }]
        : [];
    });
    const previous = await lastMonthBefore(
      tx,
      targets.map(({ contract, month }) => ({ id: contract.id, month })),
    );
    const refreshes: Refresh[] = [];
    const rebuild = kept.filter((contract) => !contract.position);
    const starts: {
      contract: KeptContract;
      position: ContractPosition;
      month: CalendarDate;
      opening: HeldBefore;
    }[] = [];
    for (const { contract, position } of targets) {
      const before = previous.get(contract.id) ?? null;
      // Nothing stored before that month (the NAV is older than the contract's first month,
      // or the contract has no bookings): the rows follow from the whole ledger.
      if (before === null) rebuild.push(contract);
      else starts.push({ contract, position, month: before.month, opening: before });
    }
    for (const month of new Set(starts.map((start) => start.month))) {
      const atMonth = starts.filter((start) => start.month === month);
      const entries = await bookingsOf(
        tx,
        atMonth.map((start) => start.contract.id),
        { from: month },
      );
      for (const { contract, position, opening } of atMonth) {
        refreshes.push({
          contract,
          position,
          fromMonth: month,
          entries: entries.get(contract.id) ?? [],
          opening,
        });
      }
    }
    refreshes.push(...(await rebuildRefreshes(tx, rebuild)));
    await writeRefreshes(tx, refreshes);
  });
}
