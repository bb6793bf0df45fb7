import { invalid, valid, type ValidationResult } from '../validators/validation-result';
import { textProblem } from '../validators/text-characters';

/**
 * Mijn instellingen, persoonlijke informatie (issue 20): what the investor changes here, what
 * only the administration changes, and the words for both. One home for the page, the API's
 * refusals and the record of changes.
 */

/** How the BSN and the date of birth are changed: not on the portal, by the administration. */
export const ADMINISTRATION_CHANGES_TEXT =
  'Uw BSN en uw geboortedatum kunt u niet zelf wijzigen. Klopt er iets niet? Stuur de administratie een bericht met een kopie van een geldig identiteitsbewijs (paspoort, identiteitskaart of rijbewijs); de administratie past het dan voor u aan en laat u weten wanneer dat is gebeurd.';

export const PERSONAL_INFO_MESSAGES = {
  bsnNotChangeable: `Uw BSN kunt u hier niet wijzigen. ${ADMINISTRATION_CHANGES_TEXT}`,
  birthDateNotChangeable: `Uw geboortedatum kunt u hier niet wijzigen. ${ADMINISTRATION_CHANGES_TEXT}`,
  emailSeparately:
    'Uw e-mailadres wijzigt u apart, met uw wachtwoord; het nieuwe adres bevestigt u met de link die wij ernaartoe sturen.',
  noPersonalInfoYet:
    'Wij hebben nog geen persoonlijke gegevens van u. Die vult u in bij uw eerste belegging; daarna kunt u ze hier wijzigen.',
  addressMissing: 'Vul het hele adres in: land, postcode, huisnummer, straatnaam en woonplaats.',
  saved: 'Uw gegevens zijn opgeslagen.',
} as const;

/** The name in the header (`users.username`); empty is none, and the header shows the e-mail. */
export const USERNAME_MAX_LENGTH = 60;
export const USERNAME_MESSAGES = {
  tooLong: `De gebruikersnaam mag hoogstens ${USERNAME_MAX_LENGTH} tekens lang zijn.`,
  characters: 'De gebruikersnaam bevat een teken dat niet kan worden getoond; haal dat teken weg.',
} as const;

/** A username, trimmed; null when empty (the header then shows the e-mail address). */
export function validateUsername(input: string): ValidationResult<string | null> {
  const username = input.trim().replace(/\s+/g, ' ');
  if (username === '') return valid(null);
  if (username.length > USERNAME_MAX_LENGTH) return invalid(USERNAME_MESSAGES.tooLong);
  if (textProblem(username) !== null) return invalid(USERNAME_MESSAGES.characters);
  return valid(username);
}

/**
 * The fields the investor changes here, as `personal_data_changes.field` records them (the
 * onboarding's own `initialen`, `tussenvoegsel`, `achternaam` among them).
 */
export const PROFILE_CHANGE_FIELDS = [
  'initialen',
  'tussenvoegsel',
  'achternaam',
  'land',
  'postcode',
  'huisnummer',
  'straatnaam',
  'woonplaats',
  'telefoonnummer',
  'mobiel',
  'gebruikersnaam',
  'email',
] as const;
export type ProfileChangeField = (typeof PROFILE_CHANGE_FIELDS)[number];

/**
 * A date of birth shown for recognition only, as the BSN is (`maskBsn`): the year, never the
 * day and month ("1968-04-12" → "••-••-1968", in the Dutch order of `dd-mm-jjjj`).
 */
export function maskBirthDate(date: string): string {
  return `••-••-${date.slice(0, 4)}`;
}
