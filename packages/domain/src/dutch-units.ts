import { UNIT_DECIMALS, unitsString } from './money';
import {
  invalid,
  valid,
  withoutSpaces,
  type ValidationResult,
} from './validators/validation-result';

export const UNITS_INPUT_MESSAGES = {
  empty: 'Vul een aantal participaties in.',
  invalid: 'Vul een geldig aantal participaties in, bijvoorbeeld 12,5 of 1.234,5678.',
  tooManyDecimals: `Een aantal participaties heeft hoogstens ${UNIT_DECIMALS} cijfers achter de komma.`,
} as const;

/** "1.234,5678": dots between groups of three digits, a decimal comma. */
const GROUPED = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d+))?$/;
/** "1234,5678" or "1234". */
const PLAIN = /^(\d+)(?:,(\d+))?$/;
/** "12.5", "12.5000": a dot not followed by exactly three digits can only be a decimal point. */
const DOT_DECIMAL = /^(\d+)\.(\d{1,2}|\d{4,})$/;

/**
 * Reads a number of fund units typed the Dutch way and returns it with four decimals
 * ("12,5" → "12.5000"), by the rules of amounts (dutch-amount.ts): group dots, a decimal comma,
 * and a dot read as a decimal point where it cannot separate thousands ("12.5").
 */
export function parseDutchUnits(input: string): ValidationResult<string> {
  const text = withoutSpaces(input);
  if (text === '') return invalid(UNITS_INPUT_MESSAGES.empty);
  const match = GROUPED.exec(text) ?? PLAIN.exec(text) ?? DOT_DECIMAL.exec(text);
  if (!match) return invalid(UNITS_INPUT_MESSAGES.invalid);
  const integer = (match[1] ?? '').replaceAll('.', '');
  const fraction = match[2] ?? '';
  if (fraction.length > UNIT_DECIMALS) return invalid(UNITS_INPUT_MESSAGES.tooManyDecimals);
  if (integer.length > 12) return invalid(UNITS_INPUT_MESSAGES.invalid);
  return valid(unitsString(`${integer}.${fraction || '0'}`));
}
