import {
  CONTRACT_STATUS,
  euro,
  NAV_CORRECTION_MAIL_SUBJECT,
  NAV_CORRECTION_MESSAGES,
  navCorrectionMailParagraphs,
  navString,
  PAYOUT_SOURCE_KIND,
  reversalOf,
  type CalendarDate,
} from '@bp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  contracts,
  fundPrices,
  funds,
  navCorrections,
  payoutItems,
  sellOrders,
  transactions,
} from '../../../db/schema';
import { conflict, unprocessable } from '../../../http/problem';
import type { MailOutbox } from '../../../mail/outbox';
import { compose, type MailContext } from '../../../mail/templates';
import { book, recordNavs } from '../../portfolio';
import { contractRecipient } from '../contract-recipient';
import { holdBatchLock } from '../payouts/batch-lock';
import { purchaseGroups, reinvestmentGroups, sellBackGroups } from './groups';
import { saleGroups } from './sale-groups';

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

    await refuseUnitsThatNoLongerFit(db, contractIds);
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

/**
 * Sales after the corrected date are not redone (their own NAV did not change). If one of them
 * sold units that the corrected purchase no longer gave, or a contract sold to the last unit
 * keeps units now, the books would not fit: refused, and the savepoint undoes everything.
 */
async function refuseUnitsThatNoLongerFit(db: Database, contractIds: readonly number[]) {
  if (contractIds.length === 0) return;
  const [misfit] = await db
    .select({ contractNumber: contracts.contractNumber })
    .from(contracts)
    .innerJoin(transactions, eq(transactions.contractId, contracts.id))
    .where(inArray(contracts.id, [...contractIds]))
    .groupBy(contracts.id, contracts.contractNumber, contracts.status)
    .having(
      sql`coalesce(sum(${transactions.units}), 0) < 0 or (${contracts.status} = ${CONTRACT_STATUS.sold} and coalesce(sum(${transactions.units}), 0) <> 0)`,
    )
    .limit(1);
  if (misfit) throw conflict(NAV_CORRECTION_MESSAGES.laterSale(misfit.contractNumber));
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
