/**
 * Why a SEPA direct debit failed, in the investor's words: the bank's reason code (ISO 20022,
 * as Twikey and the sandbox give it) with a Dutch explanation. An unknown code is shown as is.
 */
const SEPA_REASONS: Readonly<Record<string, string>> = {
  AC01: 'onjuist rekeningnummer',
  AC04: 'rekening opgeheven',
  AC06: 'rekening geblokkeerd',
  AG01: 'incasso niet toegestaan op deze rekening',
  AM04: 'onvoldoende saldo',
  MD01: 'geen geldige machtiging',
  MD06: 'teruggeboekt op uw verzoek',
  MS02: 'geweigerd door de rekeninghouder',
  MS03: 'geweigerd door de bank, zonder opgave van reden',
  SL01: 'geweigerd door een blokkade bij uw bank',
};

/** "onvoldoende saldo (AM04)"; "reden XYZ9" for a code we do not know. */
export function sepaReasonText(code: string): string {
  const text = SEPA_REASONS[code.toUpperCase()];
  return text === undefined ? `reden ${code}` : `${text} (${code.toUpperCase()})`;
}

/** The history line of a failed monthly collection. */
export function failedCollectionText(code: string): string {
  return `Incasso mislukt: ${sepaReasonText(code)}.`;
}

/** The history line of a paid monthly collection that the investor's bank took back. */
export function reversedCollectionText(month: string, amount: string, code: string): string {
  return `Incasso van ${month} (${amount}) teruggeboekt door uw bank: ${sepaReasonText(code)}.`;
}
