import {
  bookRedemption,
  calendarDate,
  CONTRACT_STATUS,
  euro,
  fundDealingFacts,
  OPEN_SELL_ORDER_STATUSES,
  saleFigures,
  SELL_ORDER_REJECTION_REASON,
  SELL_ORDER_STATUS,
  unitsString,
  unitsToSell,
  type CalendarDate,
  type SellOrderRejectionReason,
} from '@bp/domain';
import { and, asc, eq, inArray, lt, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contracts, fundPrices, funds, sellOrders, type SellOrderRow } from '../../../db/schema';
import { book } from '../../portfolio';
import { newestBooking } from '../collections/reverse-collection';
import type { JobDeps } from '../jobs/job';
import { CONTRACT_SOLD_MANDATE_REASON, endMandatesOfContract } from '../mandates/end-mandates';
import { cancelAtProvider } from '../mandates/replacement';
import { unitsHeld } from './holding';
import { enqueueSellOrderMail } from './mails';

export type SellOrderDeps = Pick<
  JobDeps,
  'db' | 'clock' | 'mailOutbox' | 'mailContext' | 'log' | 'mandateProvider'
>;

const isOpen = inArray(sellOrders.status, [...OPEN_SELL_ORDER_STATUSES]);

/** Orders still `ingediend` after their cut-off are locked: `in-behandeling`, no cancel. */
export async function lockOrdersPastCutOff(deps: Pick<SellOrderDeps, 'db' | 'clock'>) {
  const now = deps.clock.now();
  const locked = await deps.db
    .update(sellOrders)
    .set({ status: SELL_ORDER_STATUS.inProcess, lockedAt: now })
    .where(and(eq(sellOrders.status, SELL_ORDER_STATUS.received), lt(sellOrders.cutOff, now)))
    .returning({ id: sellOrders.id });
  return locked.length;
}

/** Open orders whose dealing date (on or before `date`) has its fund's NAV, oldest first. */
export function executableOrders(db: Database, date: CalendarDate) {
  return db
    .select({ id: sellOrders.id, contractNumber: contracts.contractNumber })
    .from(sellOrders)
    .innerJoin(contracts, eq(contracts.id, sellOrders.contractId))
    .innerJoin(
      fundPrices,
      and(
        eq(fundPrices.fundId, contracts.fundId),
        eq(fundPrices.valuationDate, sellOrders.dealingDate),
      ),
    )
    .where(and(isOpen, lte(sellOrders.dealingDate, date)))
    .orderBy(asc(sellOrders.receivedAt));
}

async function reject(
  deps: SellOrderDeps,
  tx: Database,
  row: SellOrderRow,
  reason: SellOrderRejectionReason,
): Promise<'rejected'> {
  const now = deps.clock.now();
  const [rejected] = await tx
    .update(sellOrders)
    .set({
      status: SELL_ORDER_STATUS.rejected,
      reason,
      endedAt: now,
      lockedAt: row.lockedAt ?? now,
    })
    .where(eq(sellOrders.id, row.id))
    .returning();
  if (rejected) await enqueueSellOrderMail(deps, tx, 'rejected', rejected);
  return 'rejected';
}

/**
 * Executes one order at the NAV of its dealing date, once: on the locked order and contract
 * rows it sells the units of its kind (amount ÷ NAV, at most what is held; the units asked;
 * everything), books the sale, the exit costs and the payout through the ledger's one write
 * path (bookRedemption, dated on the dealing date) and stores the figures. Units that are no
 * longer there (a reversed collection sold back meanwhile) reject it. A sale that leaves
 * nothing closes the contract (`verkocht`, ended on the dealing date, no monthly deposit) and
 * cancels its mandates, here and at the provider.
 * An order done or ended meanwhile, or without its NAV, is left alone: 'skipped'.
 */
export async function executeSellOrder(
  deps: SellOrderDeps,
  orderId: string,
): Promise<'executed' | 'rejected' | 'skipped'> {
  const endedMandates: string[] = [];
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sellOrders)
      .where(and(eq(sellOrders.id, orderId), isOpen))
      .for('update');
    if (!row) return 'skipped' as const;
    const [contract] = await tx
      .select({ id: contracts.id, fundId: contracts.fundId, flow: funds.flow })
      .from(contracts)
      .innerJoin(funds, eq(funds.id, contracts.fundId))
      .where(eq(contracts.id, row.contractId))
      .for('update', { of: contracts });
    const [price] = contract
      ? await tx
          .select({ nav: fundPrices.nav })
          .from(fundPrices)
          .where(
            and(
              eq(fundPrices.fundId, contract.fundId),
              eq(fundPrices.valuationDate, row.dealingDate),
            ),
          )
      : [];
    if (!contract || !price) return 'skipped' as const;
    if (contract.flow && fundDealingFacts(contract.flow).redemptionsSuspended) {
      return reject(deps, tx, row, SELL_ORDER_REJECTION_REASON.redemptionsSuspended);
    }
    const held = euro(await unitsHeld(tx, contract.id));
    const selling = unitsToSell(row, held, price.nav);
    if (!selling.gt(0) || selling.gt(held)) {
      return reject(deps, tx, row, SELL_ORDER_REJECTION_REASON.insufficientUnits);
    }
    const dealingDate = calendarDate(row.dealingDate);
    await book(
      tx,
      contract.id,
      bookRedemption({
        date: dealingDate,
        units: selling,
        nav: price.nav,
        exitCostRate: row.exitCostRate,
      }),
    );
    const saleId = await newestBooking(tx, contract.id, 'verkoop');
    const figures = saleFigures(selling, price.nav, row.exitCostRate);
    const now = deps.clock.now();
    const [executed] = await tx
      .update(sellOrders)
      .set({
        status: SELL_ORDER_STATUS.executed,
        lockedAt: row.lockedAt ?? now,
        executedAt: now,
        executedUnits: figures.units,
        executedNav: figures.nav,
        grossProceeds: figures.grossProceeds,
        exitCosts: figures.exitCosts,
        netProceeds: figures.netProceeds,
        saleId,
      })
      .where(eq(sellOrders.id, row.id))
      .returning();
    if (unitsString(held.minus(selling)) === unitsString(0)) {
      await tx
        .update(contracts)
        .set({
          status: CONTRACT_STATUS.sold,
          endDate: dealingDate,
          periodicDeposit: null,
          periodicDepositDay: null,
        })
        .where(eq(contracts.id, contract.id));
      endedMandates.push(
        ...(await endMandatesOfContract(tx, contract.id, deps.mandateProvider.name, now)),
      );
      // What else was open on the contract has nothing left to sell.
      const others = await tx
        .select()
        .from(sellOrders)
        .where(and(eq(sellOrders.contractId, contract.id), isOpen))
        .for('update');
      for (const other of others) {
        await reject(deps, tx, other, SELL_ORDER_REJECTION_REASON.insufficientUnits);
      }
    }
    if (executed) await enqueueSellOrderMail(deps, tx, 'executed', executed);
    return 'executed' as const;
  });
  if (outcome !== 'skipped') deps.mailOutbox.wake();
  await cancelAtProvider(
    deps.mandateProvider,
    endedMandates,
    deps.log,
    CONTRACT_SOLD_MANDATE_REASON,
  );
  return outcome;
}
