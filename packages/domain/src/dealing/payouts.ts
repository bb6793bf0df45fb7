/**
 * Payouts to the bank (issue 22): money the foundation owes investors, collected into a payout
 * batch that the back office downloads as a SEPA credit transfer file (pain.001.001.03) and
 * hands to the bank. The lists are the one definition that the database enums, api-schema and
 * the labels of the server and the web app derive from. Values are stored: keep their spelling
 * and order (new values at the end, with a migration).
 */

/** A batch is `aangemaakt` (its file made and kept) until it is marked handed to the bank. */
export const PAYOUT_BATCH_STATUSES = ['aangemaakt', 'verzonden'] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];

export const PAYOUT_BATCH_STATUS = {
  created: 'aangemaakt',
  sent: 'verzonden',
} as const satisfies Record<string, PayoutBatchStatus>;

export const PAYOUT_BATCH_STATUS_LABELS: Readonly<Record<PayoutBatchStatus, string>> = {
  aangemaakt: 'Aangemaakt',
  verzonden: 'Aan de bank gegeven',
};

/** Where a payout comes from: the proceeds of a sell order, or a distribution paid out. */
export const PAYOUT_SOURCE_KINDS = ['verkoop', 'uitkering'] as const;
export type PayoutSourceKind = (typeof PAYOUT_SOURCE_KINDS)[number];

export const PAYOUT_SOURCE_KIND = {
  sale: 'verkoop',
  distribution: 'uitkering',
} as const satisfies Record<string, PayoutSourceKind>;

/** SEPA's limits (EPC credit transfer rulebook) and the batch's shown number. */
export const PAYOUT_LIMITS = {
  creditorName: 70,
  remittance: 140,
  endToEndId: 35,
} as const;

/** "UB-000001": how a batch's sequence number is shown and named (file `UB-000001.xml`). */
export function payoutBatchName(number: number): string {
  return `UB-${String(number).padStart(6, '0')}`;
}

export const PAYOUT_MESSAGES = {
  nothingDue: 'Er is niets uit te betalen.',
  alreadySent: 'Deze batch is al aan de bank gegeven.',
  batchNotFound: 'Deze uitbetaalbatch bestaat niet.',
  invalidIban: (contractNumber: string) =>
    `Het IBAN van contract ${contractNumber} is ongeldig; pas het aan voordat u een batch aanmaakt.`,
} as const;
