import { invalid, valid, type ValidationResult } from './validation-result';

export const US_TIN_MESSAGES = {
  empty: 'Vul het Amerikaanse fiscale nummer (SSN of ITIN) in.',
  invalid:
    'Een Amerikaans fiscaal nummer (SSN of ITIN) bestaat uit 9 cijfers, bijvoorbeeld 123-45-6789.',
} as const;

/**
 * A US taxpayer identification number of a person for FATCA: a Social Security Number or an
 * Individual Taxpayer Identification Number, both 9 digits written AAA-GG-SSSS, with or without
 * the dashes. Never issued (SSA, "Social Security Number Randomization"; IRS, ITIN): area 000
 * or 666, group 00, serial 0000. Returned as 9 digits.
 */
export function validateUsTin(input: string): ValidationResult<string> {
  const typed = input.replace(/\s/g, '');
  if (typed === '') return invalid(US_TIN_MESSAGES.empty);
  const match = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(typed);
  if (!match) return invalid(US_TIN_MESSAGES.invalid);
  const [, area = '', group = '', serial = ''] = match;
  if (area === '000' || area === '666' || group === '00' || serial === '0000') {
    return invalid(US_TIN_MESSAGES.invalid);
  }
  return valid(`${area}${group}${serial}`);
}
