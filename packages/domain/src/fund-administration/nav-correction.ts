import { formatDutchDate, type CalendarDate } from '../calendar-date';
import { formatUnits } from '../money';

/**
 * A NAV correction (issue 22): a NAV already used by executed orders is never changed in place.
 * The bookings priced at it are reversed (reversalOf, booked beside the originals) and booked
 * again at the corrected NAV; both stay visible, the reversal under this label.
 */
export function correctionLabel(text: string): string {
  return `Correctie: ${text}`;
}

/** What the correction run answers when it refuses (HTTP 409), in Dutch. */
export const NAV_CORRECTION_MESSAGES = {
  noNav: 'Op deze waarderingsdatum is nog geen koers gepubliceerd; er is niets te corrigeren.',
  sameNav: 'De gepubliceerde koers is al gelijk aan deze koers; er is niets te corrigeren.',
  inPayoutBatch:
    'Een verkoopopdracht van deze handelsdatum staat al in een uitbetaalbatch: de koers kan niet meer worden gecorrigeerd.',
  reasonRequired: 'Geef de reden van de correctie op.',
  /** A later sale took the units the old NAV gave: redone at the new NAV, they would not fit. */
  laterSale: (contractNumber: string) =>
    `Contract ${contractNumber} heeft na deze datum participaties verkocht die met de gecorrigeerde koers niet meer kloppen. Deze correctie kan niet automatisch worden verwerkt; neem contact op met de fondsadministrateur.`,
} as const;

/** The subject of the mail that tells an investor their bookings were corrected. */
export const NAV_CORRECTION_MAIL_SUBJECT = 'Correctie van de koers';

/** The mail's paragraphs: which NAV changed, and that the bookings were redone at the new one. */
export function navCorrectionMailParagraphs(input: {
  contractNumber: string;
  fundName: string;
  valuationDate: CalendarDate;
  previousNav: string;
  correctedNav: string;
}): string[] {
  const date = formatDutchDate(input.valuationDate, 'long');
  return [
    `De koers van ${input.fundName} van ${date} is gecorrigeerd van ${formatUnits(input.previousNav)} naar ${formatUnits(input.correctedNav)}.`,
    `De boekingen van contract ${input.contractNumber} tegen die koers zijn teruggedraaid en opnieuw geboekt tegen de gecorrigeerde koers. U ziet beide in uw transactieoverzicht; de terugdraaiing staat er als "Correctie".`,
  ];
}
