import type { CalendarDate, PayoutSourceKind } from '@bp/domain';
import type { Database } from '../../../db/client';
import type { MailOutbox } from '../../../mail/outbox';
import type { MailContext } from '../../../mail/templates';
import { distributionPayouts } from '../distributions/payout-source';
import { sellOrderPayouts } from './sell-order-source';

/** One payment the foundation owes an investor, as a new batch would take it. */
export interface DuePayout {
  sourceKind: PayoutSourceKind;
  /** The source's own id (a sell order's uuid): one batch ever per (kind, id). */
  sourceId: string;
  contractId: number;
  contractNumber: string;
  /** Euros with two decimals. */
  amount: string;
  /** The account to pay to, or null when the source has none (refused with a 422). */
  iban: string | null;
  /** The account holder as known; made SEPA-safe by the batch. */
  creditorName: string;
  remittance: string;
  requestedExecutionDate: CalendarDate;
}

export interface PaidOutDeps {
  mailOutbox: Pick<MailOutbox, 'enqueue'>;
  mailContext: MailContext;
}

/**
 * Where money owed to investors comes from. `due` reads what no batch holds yet; `markPaid`
 * records, in the caller's transaction, that a batch with these ids was handed to the bank
 * (status, date, the investor's mail). The ledger booking is not made here: it was made when
 * the money became owed (docs/DECISIONS.md, "Payouts to the bank").
 */
export interface PayoutSource {
  kind: PayoutSourceKind;
  due(db: Database, today: CalendarDate): Promise<DuePayout[]>;
  markPaid(tx: Database, deps: PaidOutDeps, sourceIds: readonly string[], at: Date): Promise<void>;
}

/** Every source of payouts; paid-out distributions join as one more line. */
export const PAYOUT_SOURCES: readonly PayoutSource[] = [sellOrderPayouts, distributionPayouts];
