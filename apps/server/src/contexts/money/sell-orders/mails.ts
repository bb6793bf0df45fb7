import {
  formatDutchDate,
  formatEuro,
  formatUnits,
  maskIban,
  SELL_ORDER_KIND,
  SELL_ORDER_REJECTION_REASON_LABELS,
  todayInAmsterdam,
  type CalendarDate,
} from '@bp/domain';
import type { Database } from '../../../db/client';
import type { SellOrderRow } from '../../../db/schema';
import type { MailOutbox } from '../../../mail/outbox';
import { compose, type MailContext } from '../../../mail/templates';
import { contractRecipient } from '../contract-recipient';

const timeOfDay = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  minute: '2-digit',
});

/** "26 november 2026 om 14:00" (Amsterdam time). */
export function dutchMoment(instant: Date): string {
  return `${formatDutchDate(todayInAmsterdam(instant), 'long')} om ${timeOfDay.format(instant)}`;
}

const longDate = (date: string) => formatDutchDate(date as CalendarDate, 'long');

/** What the order sells, in words: "€ 1.000,00", "12,5000 participaties", "alle participaties". */
export function orderWhat(row: SellOrderRow): string {
  if (row.kind === SELL_ORDER_KIND.amount) return `voor ${formatEuro(row.amount ?? '0')}`;
  if (row.kind === SELL_ORDER_KIND.units) return `${formatUnits(row.units ?? '0')} participaties`;
  return 'alle participaties';
}

type Step = 'received' | 'cancelled' | 'executed' | 'rejected' | 'paid-out';

const SUBJECTS: Record<Step, string> = {
  received: 'Verkoopopdracht ontvangen',
  cancelled: 'Verkoopopdracht geannuleerd',
  executed: 'Verkoopopdracht uitgevoerd',
  rejected: 'Verkoopopdracht afgewezen',
  'paid-out': 'Opbrengst verkoopopdracht uitbetaald',
};

function paragraphs(step: Step, row: SellOrderRow, contractNumber: string): string[] {
  const order = `uw opdracht om ${orderWhat(row)} te verkopen van contract ${contractNumber}`;
  const account = row.iban ? ` op rekening ${maskIban(row.iban)}` : '';
  switch (step) {
    case 'received':
      return [
        `Wij hebben ${order} ontvangen op ${dutchMoment(row.receivedAt)}.`,
        `De opdracht wordt uitgevoerd tegen de koers van ${longDate(row.dealingDate)}. Tot ${dutchMoment(row.cutOff)} kunt u haar annuleren.`,
        `Naar schatting (tegen de laatste koers) ontvangt u ${formatEuro(row.estimatedProceeds)} min ${formatEuro(row.estimatedExitCosts)} uitstapkosten, rond ${longDate(row.settlementDate)}${account}.`,
      ];
    case 'cancelled':
      return [`U heeft ${order} geannuleerd. Er wordt niets verkocht.`];
    case 'executed':
      return [
        `${capitalised(order)} is uitgevoerd: ${formatUnits(row.executedUnits ?? '0')} participaties tegen koers ${formatUnits(row.executedNav ?? '0')} van ${longDate(row.dealingDate)}.`,
        `De opbrengst is ${formatEuro(row.grossProceeds ?? '0')}, de uitstapkosten ${formatEuro(row.exitCosts ?? '0')}. U ontvangt ${formatEuro(row.netProceeds ?? '0')} rond ${longDate(row.settlementDate)}${account}.`,
      ];
    case 'rejected':
      return [
        `${capitalised(order)} is afgewezen. De reden: ${row.reason ? SELL_ORDER_REJECTION_REASON_LABELS[row.reason].toLowerCase() : 'onbekend'}.`,
        'Er is niets verkocht. U kunt een nieuwe opdracht geven.',
      ];
    case 'paid-out':
      return [
        `De opbrengst van ${order}, ${formatEuro(row.netProceeds ?? '0')}, is op ${dutchMoment(row.paidOutAt ?? row.receivedAt)} aan de bank gegeven om over te maken${account}.`,
        'Het bedrag staat meestal binnen één tot twee werkdagen op uw rekening.',
      ];
  }
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The confirmation of one step of an order, written in the step's transaction. */
export async function enqueueSellOrderMail(
  deps: { mailOutbox: Pick<MailOutbox, 'enqueue'>; mailContext: MailContext },
  tx: Database,
  step: Step,
  row: SellOrderRow,
): Promise<void> {
  const recipient = await contractRecipient(tx, row.contractId);
  if (!recipient) return;
  await deps.mailOutbox.enqueue(tx, {
    kind: `sell-order-${step}`,
    ...compose(
      recipient.email,
      SUBJECTS[step],
      ['Geachte heer, mevrouw,', ...paragraphs(step, row, recipient.contractNumber)],
      `${deps.mailContext.publicUrl}/contractbeheer/${row.contractId}/verkopen`,
    ),
  });
}
