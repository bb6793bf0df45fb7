import { invalid, valid, type ValidationResult } from './validation-result';

export const US_TIN_MESSAGES = {
  empty: 'Vul het Amerikaanse fiscale nummer (SSN of ITIN) in.',
  invalid:
    'Een Amerikaans fiscaal nummer (SSN of ITIN) bestaat uit 9 cijfers, bijvoorbeeld 123-45-6789.',
} as const;

/** The fourth and fifth digits of an ITIN (IRS): 50–65, 70–88, 90–92 and 94–99. */
const ITIN_GROUPS = /^(5[0-9]|6[0-5]|7[0-9]|8[0-8]|9[0-2]|9[4-9])$/;

/**
 * A US taxpayer identification number of a person for FATCA: a Social Security Number or an
 * Individual Taxpayer Identification Number, both 9 digits written AAA-GG-SSSS, with or without
 * the dashes. An SSN never has area 000, 666 or 900–999, group 00 or serial 0000 (SSA, "Social
 * Security Number Randomization", 2011). A number starting with 9 is an ITIN, whose group is
 * 50–65, 70–88, 90–92 or 94–99 (IRS, "Individual Taxpayer Identification Number (ITIN)": "a
 * nine-digit number … formatted like an SSN (9XX-7X-XXXX)"; other 9xx numbers are IRS-internal
 * numbers or adoption numbers, not a person's TIN); serial 0000 is refused for both. Returned
 * as 9 digits.
 */
export function validateUsTin(input: string): ValidationResult<string> {
  const typed = input.replace(/\s/g, '');
  if (typed === '') return invalid(US_TIN_MESSAGES.empty);
  const match = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(typed);
  if (!match) return invalid(US_TIN_MESSAGES.invalid);
  const [, area = '', group = '', serial = ''] = match;
  const isItin = area.startsWith('9');
  const groupIssued = isItin ? ITIN_GROUPS.test(group) : group !== '00';
  if (area === '000' || area === '666' || !groupIssued || serial === '0000') {
    return invalid(US_TIN_MESSAGES.invalid);
  }
  return valid(`${area}${group}${serial}`);
}

/**
 * A tax identification number (a US SSN/ITIN or another country's TIN) as shown back to the
 * investor (AVG, like the BSN): only its last three characters, every other one a bullet.
 */
export function maskTaxIdentificationNumber(tin: string): string {
  const compact = tin.replace(/[\s-]/g, '');
  return `${'•'.repeat(Math.max(0, compact.length - 3))}${compact.slice(-3)}`;
}
