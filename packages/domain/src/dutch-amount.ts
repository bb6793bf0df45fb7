import { euroString } from './money';
import {
  invalid,
  valid,
  withoutSpaces,
  type ValidationResult,
} from './validators/validation-result';

export const AMOUNT_MESSAGES = {
  empty: 'Vul een bedrag in.',
  invalid: 'Vul een geldig bedrag in, bijvoorbeeld 1.234,56.',
  tooManyDecimals: 'Een bedrag heeft hoogstens twee cijfers achter de komma.',
  negative: 'Het bedrag mag niet negatief zijn.',
  tooLarge: 'Het bedrag is te groot.',
} as const;

/** Fifteen integer digits: far above any amount we accept, far below where input turns silly. */
const MAX_INTEGER_DIGITS = 15;

const GROUPED = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d+))?$/;
const PLAIN = /^(\d*)(?:,(\d+))?$/;
/** "12.50": a dot followed by one or two digits can only be meant as a decimal point. */
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

export interface ParseAmountOptions {
  /** Accept a leading minus sign (e.g. for corrections by an administrator). */
  allowNegative?: boolean;
}

/**
 * Reads an amount typed the Dutch way and returns it as a plain decimal string with two
 * decimals ("1.234,56" → "1234.56"). Accepted: the euro sign or "EUR", spaces, dots between
 * groups of three digits, a decimal comma with one or two digits, and ",-" for whole euros.
 * A lone dot followed by one or two digits ("12.50") is read as a decimal point, because it
 * cannot be a thousands separator; "1.234" is one thousand two hundred and thirty-four.
 */
export function parseDutchAmount(
  input: string,
  options: ParseAmountOptions = {},
): ValidationResult<string> {
  let text = withoutSpaces(input).replace(/^€|€$|^eur|eur$/gi, '');
  if (text === '') return invalid(AMOUNT_MESSAGES.empty);

  let negative = false;
  if (text.startsWith('-') || text.startsWith('+')) {
    negative = text.startsWith('-');
    text = text.slice(1).replace(/^€/, '');
  }
  text = text.replace(/,-{1,2}$/, '');

  const parts = splitAmount(text);
  if (parts === null) return invalid(AMOUNT_MESSAGES.invalid);
  const [integerPart, fractionPart] = parts;
  if (fractionPart.length > 2) return invalid(AMOUNT_MESSAGES.tooManyDecimals);

  const integerDigits = integerPart.replace(/^0+(?=\d)/, '');
  if (integerDigits.length > MAX_INTEGER_DIGITS) return invalid(AMOUNT_MESSAGES.tooLarge);

  const amount = euroString(`${integerDigits || '0'}.${fractionPart || '0'}`);
  if (negative && amount !== '0.00') {
    return options.allowNegative ? valid(`-${amount}`) : invalid(AMOUNT_MESSAGES.negative);
  }
  return valid(amount);
}

/** Integer digits (without group dots) and fraction digits, or null when the shape is wrong. */
function splitAmount(text: string): [string, string] | null {
  const grouped = GROUPED.exec(text);
  if (grouped) return [(grouped[1] ?? '').replaceAll('.', ''), grouped[2] ?? ''];

  const dotDecimal = DOT_DECIMAL.exec(text);
  if (dotDecimal) return [dotDecimal[1] ?? '', dotDecimal[2] ?? ''];

  const plain = PLAIN.exec(text);
  if (!plain) return null;
  const integerPart = plain[1] ?? '';
  const fractionPart = plain[2] ?? '';
  // ",5" is half a euro; an empty string is no amount at all.
  if (integerPart === '' && fractionPart === '') return null;
  return [integerPart, fractionPart];
}
