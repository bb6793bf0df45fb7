/**
 * A BSN belongs to one person (issue 16 point 10). An application that names a BSN the portal
 * already knows as another account's own is refused, without saying whose; the administration
 * sorts it out. A known person whose name or date of birth the application gives differently is
 * changed only when the investor confirms it, and the change is recorded (who, when, old → new):
 * never overwritten silently.
 */

export const BSN_HELD_ELSEWHERE_MESSAGE =
  'Dit BSN is al bekend bij een andere relatie. Neem contact op met de administratie, dan zoeken wij met u uit hoe dit zit.';

export const PERSONAL_DATA_CHANGE_MESSAGES = {
  unconfirmed:
    'Uw gegevens wijken af van wat bij ons bekend is. Controleer de verschillen en bevestig dat u ze wilt wijzigen.',
  confirm: 'Ik bevestig dat deze gegevens gewijzigd moeten worden.',
} as const;

/** The stored personal information an application may change only when confirmed. */
export const CONFIRMED_PERSONAL_FIELDS = [
  'initialen',
  'tussenvoegsel',
  'achternaam',
  'geboortedatum',
] as const;
export type ConfirmedPersonalField = (typeof CONFIRMED_PERSONAL_FIELDS)[number];

export const CONFIRMED_PERSONAL_FIELD_LABELS: Readonly<Record<ConfirmedPersonalField, string>> = {
  initialen: 'voorletters',
  tussenvoegsel: 'tussenvoegsel',
  achternaam: 'achternaam',
  geboortedatum: 'geboortedatum',
};

export type KnownPersonalData = Readonly<
  Partial<Record<ConfirmedPersonalField, string | null | undefined>>
>;

export interface PersonalDataDifference {
  field: ConfirmedPersonalField;
  /** As stored ("" for none). */
  old: string;
  /** As the application gives it ("" for none). */
  new: string;
}

const comparable = (value: string | null | undefined) => (value ?? '').trim();

/**
 * The fields where `given` differs from `stored`. A field nothing was stored for is no
 * difference (it is filled in, not changed); case and surrounding spaces count as the same.
 */
export function personalDataDifferences(
  stored: KnownPersonalData,
  given: KnownPersonalData,
): PersonalDataDifference[] {
  const differences: PersonalDataDifference[] = [];
  for (const field of CONFIRMED_PERSONAL_FIELDS) {
    const old = comparable(stored[field]);
    const next = comparable(given[field]);
    if (field !== 'tussenvoegsel' && old === '') continue;
    if (old.toLowerCase() !== next.toLowerCase()) differences.push({ field, old, new: next });
  }
  return differences;
}

/** One difference in words: `Uw gegevens: achternaam "Vries" wordt "Berg".` */
export function personalDataDifferenceText(who: string, difference: PersonalDataDifference) {
  const shown = (value: string) => (value === '' ? '(geen)' : `"${value}"`);
  return `${who}: ${CONFIRMED_PERSONAL_FIELD_LABELS[difference.field]} ${shown(difference.old)} wordt ${shown(difference.new)}.`;
}
