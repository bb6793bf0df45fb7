import {
  bookDistribution,
  bookPurchase,
  bookRedemption,
  bookSellBack,
  calendarDate,
  euro,
  NAV_CORRECTION_MAIL_SUBJECT,
  NAV_CORRECTION_MESSAGES,
  navCorrectionMailParagraphs,
  navString,
  PAYOUT_SOURCE_KIND,
  reversalOf,
  saleFigures,
  TRANSACTION_KIND,
  unitsToSell,
  type CalendarDate,
  type LedgerEntry,
  type TransactionKind,
} from '@bp/domain';
import {
  aliasedTable,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  collectionSellBacks,
  collections,
  contracts,
  depositPurchases,
  fundPrices,
  funds,
  navCorrections,
  payoutItems,
  sellOrders,
  transactions,
  type SellOrderRow,
} from '../../../db/schema';
import { conflict, unprocessable } from '../../../http/problem';
import type { MailOutbox } from '../../../mail/outbox';
import { compose, type MailContext } from '../../../mail/templates';
import { book, recordNavs } from '../../portfolio';
import { newestBooking } from '../collections/reverse-collection';
import { contractRecipient } from '../contract-recipient';
import { holdBatchLock } from '../payouts/batch-lock';
import { unitsHeld } from '../sell-orders/holding';

export interface NavCorrectionDeps {
  clock: { now(): Date };
  /** enqueue(tx, mail) in the caller's transaction; the caller wakes the outbox after its commit. */
  mailOutbox: Pick<MailOutbox, 'enqueue'>;
  mailContext: MailContext;
}

export interface NavCorrectionInput {
  fundId: number;
  valuationDate: CalendarDate;
  /** The corrected NAV (a decimal string, at most 4 decimals). */
  nav: string;
  /** The administrator who corrects (for a four-eyes proposal: the one who approved it). */
  correctedBy: string;
  reason: string;
  /** The approved `correctie` proposal (nav_proposals), null without one. */
  proposalId: string | null;
}

export interface NavCorrectionResult {
  correctionId: number;
  previousNav: string;
  nav: string;
  /** Contracts with a booking reversed and rebooked (each gets a mail). */
  contracts: number;
  purchases: number;
  sellOrders: number;
  sellBacks: number;
  reinvestments: number;
  /** Bookings reversed, and bookings made at the corrected NAV. */
  reversed: number;
  rebooked: number;
  mails: number;
}

/** A booking as stored. */
interface Booked extends LedgerEntry {
  id: number;
  contractId: number;
}

/** One booking group priced at the NAV: its bookings, and how to book it again at a new NAV. */
interface Group {
  contractId: number;
  originals: Booked[];
  /** Books the group at `nav` (the reversals are booked) and re-points what referred to it. */
  rebook(tx: Database, nav: string, correctionId: number): Promise<number>;
}

const BOOKED_COLUMNS = {
  id: transactions.id,
  contractId: transactions.contractId,
  date: transactions.tradeDate,
  kind: transactions.kind,
  amount: transactions.amount,
  units: transactions.units,
  nav: transactions.nav,
};

const toBooked = (row: Omit<Booked, 'date'> & { date: string }): Booked => ({
  ...row,
  date: calendarDate(row.date),
});

/** A booking that stands: no reversal itself, and not reversed. */
const standing: SQL = and(
  isNull(transactions.reversalOf),
  sql`not exists (select 1 from ${transactions} as r where r.reversal_of = ${transactions.id})`,
) as SQL;

/**
 * Corrects a published NAV (issue 22): a NAV already used is never overwritten alone. Inside
 * the caller's transaction (a savepoint of it: all or nothing), on the locked NAV row:
 * - refuses (409) when the date has no NAV, when the NAV is already this one (a second run of
 *   the same correction changes nothing), or when a sell order of the fund and dealing date is
 *   in a payout batch (its money may have left);
 * - writes the correction (nav_corrections);
 * - reverses every booking group priced at (fund, date) — the purchases of waiting deposits
 *   (deposit_purchases), the executed sell orders (verkoop, kosten, uitbetaling), the sell-backs
 *   of reversed collections and the reinvested distributions of that date — each booking by its
 *   mirror (reversal_of), and books the groups again with the same domain functions at the
 *   corrected NAV, re-pointing the deposit, the order (a `bedrag` order sells other units) and
 *   the sell-back to the new bookings;
 * - stores the corrected NAV (recordNavs: the one place a NAV is overwritten) and queues a
 *   "Correctie" mail per contract whose bookings changed.
 * The caller wakes the mail outbox after its commit.
 */
export async function correctPublishedNav(
  tx: Database,
  deps: NavCorrectionDeps,
  input: NavCorrectionInput,
): Promise<NavCorrectionResult> {
  const reason = input.reason.trim();
  if (reason === '') throw unprocessable(NAV_CORRECTION_MESSAGES.reasonRequired);
  const nav = navString(input.nav);
  if (!euro(nav).gt(0)) throw unprocessable(NAV_CORRECTION_MESSAGES.noNav);
  const date = input.valuationDate;
  return tx.transaction(async (db) => {
    // A batch being collected waits for us, and we for it.
    await holdBatchLock(db);
    const [published] = await db
      .select({ nav: fundPrices.nav, fundName: funds.name })
      .from(fundPrices)
      .innerJoin(funds, eq(funds.id, fundPrices.fundId))
      .where(and(eq(fundPrices.fundId, input.fundId), eq(fundPrices.valuationDate, date)))
      .for('update', { of: fundPrices });
    if (!published) throw conflict(NAV_CORRECTION_MESSAGES.noNav);
    const previousNav = navString(published.nav);
    if (previousNav === nav) throw conflict(NAV_CORRECTION_MESSAGES.sameNav);
    if (await anOrderInABatch(db, input.fundId, date)) {
      throw conflict(NAV_CORRECTION_MESSAGES.inPayoutBatch);
    }

    const [correction] = await db
      .insert(navCorrections)
      .values({
        fundId: input.fundId,
        valuationDate: date,
        previousNav,
        correctedNav: nav,
        reason,
        correctedBy: input.correctedBy,
        correctedAt: deps.clock.now(),
        proposalId: input.proposalId,
      })
      .returning({ id: navCorrections.id });
    if (!correction) throw new Error('The correction was not stored');
    const correctionId = correction.id;

    const purchases = await purchaseGroups(db, input.fundId, date);
    const sellBacks = await sellBackGroups(db, input.fundId, date);
    const sales = await saleGroups(db, input.fundId, date);
    const reinvestments = await reinvestmentGroups(db, input.fundId, date, previousNav);
    // Units first: a sale's units may follow from what the contract holds after the purchases.
    const groups = [...purchases, ...sellBacks, ...reinvestments, ...sales];

    const contractIds = [...new Set(groups.map((group) => group.contractId))];
    let reversed = 0;
    for (const contractId of contractIds) {
      const originals = groups
        .filter((group) => group.contractId === contractId)
        .flatMap((group) => group.originals)
        .sort((a, b) => a.id - b.id);
      await book(
        db,
        contractId,
        originals.map((original) => ({
          ...reversalOf(original),
          reversalOf: original.id,
          navCorrectionId: correctionId,
        })),
      );
      reversed += originals.length;
    }
    let rebooked = 0;
    for (const group of groups) rebooked += await group.rebook(db, nav, correctionId);

    await recordNavs(db, [{ fundId: input.fundId, date, nav }]);

    let mails = 0;
    for (const contractId of contractIds) {
      const recipient = await contractRecipient(db, contractId);
      if (!recipient) continue;
      await deps.mailOutbox.enqueue(db, {
        kind: 'nav-correction',
        ...compose(
          recipient.email,
          NAV_CORRECTION_MAIL_SUBJECT,
          [
            'Geachte heer, mevrouw,',
            ...navCorrectionMailParagraphs({
              contractNumber: recipient.contractNumber,
              fundName: published.fundName,
              valuationDate: date,
              previousNav,
              correctedNav: nav,
            }),
          ],
          `${deps.mailContext.publicUrl}/contractbeheer/${contractId}/transacties`,
        ),
      });
      mails += 1;
    }
    return {
      correctionId,
      previousNav,
      nav,
      contracts: contractIds.length,
      purchases: purchases.length,
      sellOrders: sales.length,
      sellBacks: sellBacks.length,
      reinvestments: reinvestments.length,
      reversed,
      rebooked,
      mails,
    };
  });
}

/** Whether a sell order of the fund and dealing date is in a payout batch. */
async function anOrderInABatch(db: Database, fundId: number, date: CalendarDate) {
  const [found] = await db
    .select({ id: sellOrders.id })
    .from(sellOrders)
    .innerJoin(contracts, eq(contracts.id, sellOrders.contractId))
    .innerJoin(
      payoutItems,
      and(
        eq(payoutItems.sourceKind, PAYOUT_SOURCE_KIND.sale),
        eq(payoutItems.sourceId, sql`${sellOrders.id}::text`),
      ),
    )
    .where(and(eq(contracts.fundId, fundId), eq(sellOrders.dealingDate, date)))
    .limit(1);
  return found !== undefined;
}

/** The standing booking of a kind and amount beside `near` (the group's anchor), if any. */
async function companion(
  db: Database,
  near: Booked,
  kind: TransactionKind,
  amount: string,
  side: 'before' | 'after',
): Promise<Booked | null> {
  const [row] = await db
    .select(BOOKED_COLUMNS)
    .from(transactions)
    .where(
      and(
        eq(transactions.contractId, near.contractId),
        eq(transactions.tradeDate, near.date),
        eq(transactions.kind, kind),
        eq(transactions.amount, amount),
        side === 'before' ? lt(transactions.id, near.id) : gt(transactions.id, near.id),
        standing,
      ),
    )
    .orderBy(side === 'before' ? desc(transactions.id) : asc(transactions.id))
    .limit(1);
  return row ? toBooked(row) : null;
}

async function companions(
  db: Database,
  near: Booked,
  wanted: readonly { kind: TransactionKind; amount: string | null }[],
  side: 'before' | 'after',
): Promise<Booked[]> {
  const found: Booked[] = [];
  for (const { kind, amount } of wanted) {
    if (amount === null || !euro(amount).gt(0)) continue;
    const row = await companion(db, near, kind, amount, side);
    if (!row) throw new Error(`The ${kind} of booking ${near.id} was not found`);
    found.push(row);
  }
  return found;
}

/** Books a group's new entries, each carrying the correction. */
async function bookCorrected(
  tx: Database,
  contractId: number,
  entries: readonly LedgerEntry[],
  correctionId: number,
): Promise<number> {
  await book(
    tx,
    contractId,
    entries.map((entry) => ({ ...entry, navCorrectionId: correctionId })),
  );
  return entries.length;
}

/** The purchases of waiting deposits at (fund, date): entry costs and `aankoop`. */
async function purchaseGroups(db: Database, fundId: number, date: CalendarDate): Promise<Group[]> {
  const deposit = aliasedTable(transactions, 'deposit');
  const rows = await db
    .select({ depositId: depositPurchases.depositId, gross: deposit.amount, ...BOOKED_COLUMNS })
    .from(depositPurchases)
    .innerJoin(transactions, eq(transactions.id, depositPurchases.purchaseId))
    .innerJoin(deposit, eq(deposit.id, depositPurchases.depositId))
    .innerJoin(contracts, eq(contracts.id, depositPurchases.contractId))
    .where(and(eq(contracts.fundId, fundId), eq(transactions.tradeDate, date), standing))
    .orderBy(asc(transactions.id))
    .for('update', { of: depositPurchases });
  const groups: Group[] = [];
  for (const { depositId, gross, ...row } of rows) {
    const purchase = toBooked(row);
    // The entry costs do not depend on the NAV: the rate that gave them gives them again.
    const costs = euro(gross).minus(euro(purchase.amount));
    const before = await companions(
      db,
      purchase,
      [{ kind: TRANSACTION_KIND.costs, amount: costs.toFixed(2) }],
      'before',
    );
    groups.push({
      contractId: purchase.contractId,
      originals: [...before, purchase],
      async rebook(tx, nav, correctionId) {
        const entries = bookPurchase({
          date,
          amount: gross,
          entryCostRate: costs.dividedBy(euro(gross)),
          nav,
        });
        await bookCorrected(tx, purchase.contractId, entries, correctionId);
        await tx
          .update(depositPurchases)
          .set({
            purchaseId: await newestBooking(tx, purchase.contractId, TRANSACTION_KIND.purchase),
          })
          .where(eq(depositPurchases.depositId, depositId));
        return entries.length;
      },
    });
  }
  return groups;
}

/** The executed sell orders of dealing date `date`: `verkoop`, exit `kosten`, `uitbetaling`. */
async function saleGroups(db: Database, fundId: number, date: CalendarDate): Promise<Group[]> {
  const rows = await db
    .select({ order: getTableColumns(sellOrders), sale: BOOKED_COLUMNS })
    .from(sellOrders)
    .innerJoin(contracts, eq(contracts.id, sellOrders.contractId))
    .innerJoin(transactions, eq(transactions.id, sellOrders.saleId))
    .where(
      and(
        eq(contracts.fundId, fundId),
        eq(sellOrders.dealingDate, date),
        isNotNull(sellOrders.saleId),
        standing,
      ),
    )
    .orderBy(asc(sellOrders.executedAt), asc(transactions.id))
    .for('update', { of: sellOrders });
  const groups: Group[] = [];
  for (const { order, sale: saleRow } of rows) {
    const sale = toBooked(saleRow);
    const after = await companions(
      db,
      sale,
      [
        { kind: TRANSACTION_KIND.costs, amount: order.exitCosts },
        { kind: TRANSACTION_KIND.payout, amount: order.netProceeds },
      ],
      'after',
    );
    groups.push({
      contractId: sale.contractId,
      originals: [sale, ...after],
      rebook: (tx, nav, correctionId) => rebookSale(tx, order, nav, correctionId),
    });
  }
  return groups;
}

/** The order sold again at `nav`: the units of its kind on what the contract holds now. */
async function rebookSale(
  tx: Database,
  order: SellOrderRow,
  nav: string,
  correctionId: number,
): Promise<number> {
  const held = euro(await unitsHeld(tx, order.contractId));
  const selling = unitsToSell(order, held, nav);
  if (!selling.gt(0) || selling.gt(held)) {
    throw new Error(`Sell order ${order.id} cannot be sold again at ${nav}: too few units`);
  }
  const entries = bookRedemption({
    date: calendarDate(order.dealingDate),
    units: selling,
    nav,
    exitCostRate: order.exitCostRate,
  });
  await bookCorrected(tx, order.contractId, entries, correctionId);
  const figures = saleFigures(selling, nav, order.exitCostRate);
  await tx
    .update(sellOrders)
    .set({
      saleId: await newestBooking(tx, order.contractId, TRANSACTION_KIND.sale),
      executedUnits: figures.units,
      executedNav: figures.nav,
      grossProceeds: figures.grossProceeds,
      exitCosts: figures.exitCosts,
      netProceeds: figures.netProceeds,
    })
    .where(eq(sellOrders.id, order.id));
  return entries.length;
}

/** The sell-backs of reversed collections sold at `date`: `verkoop`, `storno`, settlement. */
async function sellBackGroups(db: Database, fundId: number, date: CalendarDate): Promise<Group[]> {
  const rows = await db
    .select({
      collectionId: collectionSellBacks.collectionId,
      soldUnits: collectionSellBacks.units,
      reversedAmount: collections.amount,
      stornoId: collections.stornoId,
      ...BOOKED_COLUMNS,
    })
    .from(collectionSellBacks)
    .innerJoin(transactions, eq(transactions.id, collectionSellBacks.saleId))
    .innerJoin(collections, eq(collections.id, collectionSellBacks.collectionId))
    .innerJoin(contracts, eq(contracts.id, collectionSellBacks.contractId))
    .where(and(eq(contracts.fundId, fundId), eq(transactions.tradeDate, date), standing))
    .orderBy(asc(transactions.id))
    .for('update', { of: collectionSellBacks });
  const groups: Group[] = [];
  for (const { collectionId, soldUnits, reversedAmount, stornoId, ...row } of rows) {
    const sale = toBooked(row);
    const shortfall = euro(reversedAmount).minus(euro(sale.amount));
    const [storno] = stornoId
      ? await db.select(BOOKED_COLUMNS).from(transactions).where(eq(transactions.id, stornoId))
      : [];
    const settlement = await companions(
      db,
      sale,
      [
        {
          kind: shortfall.gt(0) ? TRANSACTION_KIND.settlementIn : TRANSACTION_KIND.settlementOut,
          amount: shortfall.abs().toFixed(2),
        },
      ],
      'after',
    );
    groups.push({
      contractId: sale.contractId,
      originals: [sale, ...(storno ? [toBooked(storno)] : []), ...settlement],
      async rebook(tx, nav, correctionId) {
        const entries = bookSellBack({ date, units: soldUnits, nav, reversedAmount });
        await bookCorrected(tx, sale.contractId, entries, correctionId);
        await tx
          .update(collectionSellBacks)
          .set({ saleId: await newestBooking(tx, sale.contractId, TRANSACTION_KIND.sale) })
          .where(eq(collectionSellBacks.collectionId, collectionId));
        await tx
          .update(collections)
          .set({ stornoId: await newestBooking(tx, sale.contractId, TRANSACTION_KIND.storno) })
          .where(eq(collections.id, collectionId));
        return entries.length;
      },
    });
  }
  return groups;
}

/** The distributions reinvested at (fund, date) at the previous NAV. */
async function reinvestmentGroups(
  db: Database,
  fundId: number,
  date: CalendarDate,
  previousNav: string,
): Promise<Group[]> {
  const rows = await db
    .select(BOOKED_COLUMNS)
    .from(transactions)
    .innerJoin(contracts, eq(contracts.id, transactions.contractId))
    .where(
      and(
        eq(contracts.fundId, fundId),
        eq(transactions.tradeDate, date),
        eq(transactions.kind, TRANSACTION_KIND.reinvestment),
        eq(transactions.nav, previousNav),
        standing,
      ),
    )
    .orderBy(asc(transactions.id));
  return rows.map(toBooked).map((reinvestment) => ({
    contractId: reinvestment.contractId,
    originals: [reinvestment],
    async rebook(tx, nav, correctionId) {
      // The same payout (units held × amount per unit, already in cents) bought at the new NAV.
      const entry = bookDistribution({
        date,
        unitsHeld: reinvestment.amount,
        amountPerUnit: 1,
        policy: 'herbeleggen',
        nav,
      });
      if (!entry) return 0;
      return bookCorrected(tx, reinvestment.contractId, [entry], correctionId);
    },
  }));
}
