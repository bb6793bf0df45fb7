import { formatDutchDate, formatEuro, formatUnits, maskIban, type LedgerEntry } from '@bp/domain';
import type { Database } from '../../../db/client';
import type { MailOutbox } from '../../../mail/outbox';
import { compose, type MailContext } from '../../../mail/templates';
import { contractRecipient } from '../contract-recipient';

export interface DistributionMailDeps {
  mailOutbox: Pick<MailOutbox, 'enqueue'>;
  mailContext: MailContext;
}

export type DistributionMailStep = 'booked' | 'paid-out';

/** What a mail about one contract's part of a distribution tells. */
export interface DistributionMailFacts {
  contractId: number;
  fundName: string;
  unitsHeld: string;
  amountPerUnit: string;
  exDate: string;
  entry: Pick<LedgerEntry, 'kind' | 'amount' | 'units' | 'nav' | 'date'>;
  iban: string | null;
}

const SUBJECTS: Record<DistributionMailStep, string> = {
  booked: 'Uitkering op uw participaties',
  'paid-out': 'Uitkering overgemaakt',
};

const longDate = (date: string) => formatDutchDate(date as never, 'long');

function paragraphs(
  step: DistributionMailStep,
  facts: DistributionMailFacts,
  contractNumber: string,
) {
  const { entry } = facts;
  const account = facts.iban ? ` op rekening ${maskIban(facts.iban)}` : '';
  if (step === 'paid-out') {
    return [
      `De uitkering van ${formatEuro(entry.amount)} op contract ${contractNumber} is aan de bank gegeven om over te maken${account}.`,
      'Het bedrag staat meestal binnen één tot twee werkdagen op uw rekening.',
    ];
  }
  const what = `Het ${facts.fundName} keert € ${formatUnits(facts.amountPerUnit)} per participatie uit. Op ${longDate(facts.exDate)} hield contract ${contractNumber} ${formatUnits(facts.unitsHeld)} participaties: samen ${formatEuro(entry.amount)}.`;
  if (entry.kind === 'herbelegging') {
    return [
      what,
      `Zoals u heeft gekozen, is dit bedrag op ${longDate(entry.date)} herbelegd in ${formatUnits(entry.units ?? '0')} participaties tegen koers ${formatUnits(entry.nav ?? '0')}.`,
    ];
  }
  return [
    what,
    `Wij maken dit bedrag over${account}. U krijgt bericht zodra het aan de bank is gegeven.`,
  ];
}

/** The investor's mail about their part of a distribution, in the booking's transaction. */
export async function enqueueDistributionMail(
  deps: DistributionMailDeps,
  tx: Database,
  step: DistributionMailStep,
  facts: DistributionMailFacts,
): Promise<void> {
  const recipient = await contractRecipient(tx, facts.contractId);
  if (!recipient) return;
  await deps.mailOutbox.enqueue(tx, {
    kind: `distribution-${step}`,
    ...compose(
      recipient.email,
      SUBJECTS[step],
      ['Geachte heer, mevrouw,', ...paragraphs(step, facts, recipient.contractNumber)],
      `${deps.mailContext.publicUrl}/contractbeheer/${facts.contractId}/transacties`,
    ),
  });
}
