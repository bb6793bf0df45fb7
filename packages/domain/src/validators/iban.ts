import { composeIBAN, electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { isSepaCountry } from './sepa';
import { invalid, valid, type ValidationResult } from './validation-result';

export const IBAN_MESSAGES = {
  empty: 'Vul een IBAN in.',
  invalid: 'Vul een geldig IBAN in, bijvoorbeeld NL91 ABNA 0417 1643 00.',
  notSepa: 'Vul een IBAN in van een bank in een SEPA-land.',
  notDutch: 'Vul een Nederlands IBAN in (NL gevolgd door 16 tekens).',
} as const;

/** The Dutch IBAN: NL, 2 check digits, 4 letters of the bank, 10 digits (18 characters). */
const DUTCH_IBAN = /^NL\d{2}[A-Z]{4}\d{10}$/;

export interface IbanOptions {
  /** Only accept a Dutch account, e.g. where the spec asks for a Dutch bank account. */
  dutchOnly?: boolean;
}

/**
 * An IBAN in electronic format ("NL91ABNA0417164300"): spaces removed, upper case, valid per
 * ISO 13616 (mod 97 = 1) and the country's account format, both checked by ibantools.
 * Deposits are collected and payouts made by SEPA transfer and direct debit, so only IBANs of
 * SEPA countries (`SEPA_COUNTRY_CODES`) are accepted.
 */
export function validateIban(input: string, options: IbanOptions = {}): ValidationResult<string> {
  const iban = (electronicFormatIBAN(input) ?? '').toUpperCase();
  if (iban === '') return invalid(IBAN_MESSAGES.empty);
  if (options.dutchOnly && !iban.startsWith('NL')) return invalid(IBAN_MESSAGES.notDutch);
  if (!isValidIBAN(iban)) return invalid(IBAN_MESSAGES.invalid);
  if (iban.startsWith('NL') && !DUTCH_IBAN.test(iban)) return invalid(IBAN_MESSAGES.invalid);
  if (!isSepaCountry(iban.slice(0, 2))) return invalid(IBAN_MESSAGES.notSepa);
  return valid(iban);
}

/**
 * The IBAN of an account (`bban`, e.g. "ABNA0417164300") in a country, with its check digits
 * computed (ISO 13616): "NL91ABNA0417164300". Throws on an account the country cannot have.
 */
export function composeIban(countryCode: string, bban: string): string {
  const iban = composeIBAN({ countryCode, bban });
  if (!iban || !isValidIBAN(iban)) throw new RangeError(`No IBAN for ${countryCode} ${bban}`);
  return iban;
}

/** The readable form in groups of four: "NL91 ABNA 0417 1643 00". */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(electronicFormatIBAN(iban) ?? iban) ?? iban;
}

const MASK = '•';

/**
 * The IBAN as shown to the investor after it was given: the country code and the last four
 * characters, every other one a bullet, in groups of four ("NL•• •••• •••• ••43 00"). Enough to
 * recognise the account, too little to use it.
 */
export function maskIban(iban: string): string {
  const electronic = (electronicFormatIBAN(iban) ?? iban).toUpperCase();
  const visibleEnd = Math.max(2, electronic.length - 4);
  const masked = [...electronic]
    .map((character, index) => (index < 2 || index >= visibleEnd ? character : MASK))
    .join('');
  return masked.replace(/(.{4})(?=.)/gu, '$1 ');
}
