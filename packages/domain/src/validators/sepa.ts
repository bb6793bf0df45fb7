/**
 * The countries whose IBANs can take part in SEPA credit transfers and direct debits: the one
 * list the IBAN check, the mandate and the forms use. The EU member states, the EEA (Iceland,
 * Liechtenstein, Norway), Switzerland, the United Kingdom and Gibraltar, Monaco, San Marino,
 * Vatican City and Andorra (source: EPC409-09 "EPC list of countries and territories included in
 * the SEPA schemes' geographical scope"), and since the EPC's enlargement Albania and Montenegro
 * (in scope November 2024), Moldova and North Macedonia (March 2025), all four operational from
 * 5–7 October 2025. Territories such as the French overseas departments, Åland, Jersey or the
 * Isle of Man use the IBAN of their mother country (FR, FI, GB) and need no entry of their own.
 * Serbia entered the scope in May 2025 with its operational readiness set for May 2026: add RS
 * once its banks take part.
 */
export const SEPA_COUNTRY_CODES = [
  'AD',
  'AL',
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GI',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MD',
  'ME',
  'MK',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'SM',
  'VA',
] as const;
export type SepaCountryCode = (typeof SEPA_COUNTRY_CODES)[number];

const SEPA_COUNTRIES: ReadonlySet<string> = new Set(SEPA_COUNTRY_CODES);

/** True for the ISO 3166 code (upper case) of a SEPA country. */
export function isSepaCountry(countryCode: string): countryCode is SepaCountryCode {
  return SEPA_COUNTRIES.has(countryCode);
}
