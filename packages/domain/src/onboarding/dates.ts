import {
  ageOn,
  isAfter,
  isCalendarDate,
  isSupportedDate,
  type CalendarDate,
} from '../calendar-date';
import { invalid, valid, type ValidationResult } from '../validators/validation-result';

/**
 * The date rules of an application, each checked against an explicit "today" (a calendar date in
 * Europe/Amsterdam, `todayInAmsterdam`), so that the browser, the server and the tests agree
 * and a test can stand on any day.
 */

/** The age of majority (BW 1:233): 18. */
export const AGE_OF_MAJORITY = 18;

export const APPLICATION_DATE_MESSAGES = {
  validUntilEmpty: 'Vul de datum "geldig tot" van het identiteitsbewijs in.',
  validUntilInvalid: 'Vul bij "geldig tot" een bestaande datum in.',
  expired: 'Het identiteitsbewijs is verlopen: de datum "geldig tot" moet na vandaag liggen.',
  birthDateEmpty: 'Vul de geboortedatum in.',
  birthDateInvalid: 'Vul een bestaande geboortedatum in.',
  birthDateInFuture: 'De geboortedatum kan niet in de toekomst liggen.',
} as const;

/** Who must be of age: the investor, a partner, a company's contact person; or a minor child. */
export const AGE_RULES = ['adult', 'minor'] as const;
export type AgeRule = (typeof AGE_RULES)[number];

/** The age messages per person in an application, naming whom they are about. */
export const AGE_MESSAGES = {
  mijn: 'U moet minimaal 18 jaar oud zijn om te beleggen.',
  partner: 'Uw partner moet minimaal 18 jaar oud zijn.',
  child: 'Uw kind moet jonger zijn dan 18 jaar; een meerderjarig kind belegt zelf.',
  contactPerson: 'De contactpersoon moet minimaal 18 jaar oud zijn.',
} as const;
export type AgeMessageKey = keyof typeof AGE_MESSAGES;

function readDate(
  input: string,
  messages: { empty: string; invalid: string },
): ValidationResult<CalendarDate> {
  const text = input.trim();
  if (text === '') return invalid(messages.empty);
  if (!isCalendarDate(text) || !isSupportedDate(text)) return invalid(messages.invalid);
  return valid(text);
}

/**
 * The "geldig tot" of an identity document: strictly after today. On its last day of validity
 * a document is still valid, but a document ending today cannot carry the application through
 * to the contract, which is signed and checked afterwards.
 */
export function validateDocumentValidUntil(
  input: string,
  today: CalendarDate,
): ValidationResult<CalendarDate> {
  const date = readDate(input, {
    empty: APPLICATION_DATE_MESSAGES.validUntilEmpty,
    invalid: APPLICATION_DATE_MESSAGES.validUntilInvalid,
  });
  if (!date.ok) return date;
  if (!isAfter(date.value, today)) return invalid(APPLICATION_DATE_MESSAGES.expired);
  return date;
}

/** True when someone born on `birthDate` is 18 or older on `on` (18 on their 18th birthday). */
export function isAdultOn(birthDate: CalendarDate, on: CalendarDate): boolean {
  return !isAfter(birthDate, on) && ageOn(birthDate, on) >= AGE_OF_MAJORITY;
}

/**
 * A birth date: an existing date from 1900 on, not after today, and of age or under age as the
 * person's role requires (`who` picks the message that names the person).
 */
export function validateBirthDate(
  input: string,
  today: CalendarDate,
  rule: AgeRule,
  who: AgeMessageKey,
): ValidationResult<CalendarDate> {
  const date = readDate(input, {
    empty: APPLICATION_DATE_MESSAGES.birthDateEmpty,
    invalid: APPLICATION_DATE_MESSAGES.birthDateInvalid,
  });
  if (!date.ok) return date;
  if (isAfter(date.value, today)) return invalid(APPLICATION_DATE_MESSAGES.birthDateInFuture);
  if (isAdultOn(date.value, today) !== (rule === 'adult')) return invalid(AGE_MESSAGES[who]);
  return date;
}
