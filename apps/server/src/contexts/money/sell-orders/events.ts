import {
  formatDutchDate,
  formatEuro,
  SELL_ORDER_REJECTION_REASON_LABELS,
  SELL_ORDER_STATUS,
  todayInAmsterdam,
  type CalendarDate,
} from '@bp/domain';
import type { Database } from '../../../db/client';
import type { SellOrderRow } from '../../../db/schema';
import type { ContractEvent } from '../../portfolio';
import { sellOrdersOf } from './cancel-order';
import { dutchMoment, orderWhat } from './mails';

const on = (instant: Date) => todayInAmsterdam(instant);
const longDate = (date: string) => formatDutchDate(date as CalendarDate, 'long');

/** Every step of one order as history lines; the sale's bookings tell their own lines. */
function stepsOf(row: SellOrderRow): ContractEvent[] {
  const events: ContractEvent[] = [
    {
      datum: on(row.receivedAt),
      omschrijving: `Verkoopopdracht ontvangen om ${formatDutchTime(row.receivedAt)}: verkoop ${orderWhat(row)}, tegen de koers van ${longDate(row.dealingDate)}; te annuleren tot ${dutchMoment(row.cutOff)}.`,
    },
  ];
  if (row.lockedAt) {
    events.push({
      datum: on(row.lockedAt),
      omschrijving: 'Verkoopopdracht in behandeling genomen: annuleren kan niet meer.',
    });
  }
  if (row.executedAt && row.netProceeds && row.exitCosts) {
    events.push({
      datum: row.dealingDate as CalendarDate,
      omschrijving: `Verkoopopdracht uitgevoerd: ${formatEuro(row.exitCosts)} uitstapkosten, ${formatEuro(row.netProceeds)} naar uw rekening rond ${longDate(row.settlementDate)}.`,
    });
  }
  if (row.paidOutAt && row.status === SELL_ORDER_STATUS.paidOut && row.netProceeds) {
    events.push({
      datum: on(row.paidOutAt),
      omschrijving: `Uitbetaald: ${formatEuro(row.netProceeds)} is aan de bank gegeven om over te maken naar uw rekening.`,
    });
  }
  if (row.endedAt && row.status === SELL_ORDER_STATUS.cancelled) {
    events.push({ datum: on(row.endedAt), omschrijving: 'Verkoopopdracht geannuleerd.' });
  }
  if (row.endedAt && row.status === SELL_ORDER_STATUS.rejected && row.reason) {
    events.push({
      datum: on(row.endedAt),
      omschrijving: `Verkoopopdracht afgewezen: ${SELL_ORDER_REJECTION_REASON_LABELS[row.reason].toLowerCase()}.`,
    });
  }
  return events;
}

function formatDutchTime(instant: Date): string {
  return dutchMoment(instant).split(' om ')[1] ?? '';
}

/** The contract's sell orders as history lines, oldest first (a ContractEventSource). */
export async function sellOrderEvents(db: Database, contractId: number): Promise<ContractEvent[]> {
  const rows = await sellOrdersOf(db, contractId);
  return rows.flatMap(stepsOf).sort((a, b) => (a.datum < b.datum ? -1 : a.datum > b.datum ? 1 : 0));
}
