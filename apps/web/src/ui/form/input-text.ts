import { euro, formatDutchDate, parseCalendarDate } from '@bp/domain';

/**
 * A kept value as the text of its field (the way back from ./form-values' readers), without zod:
 * a step shows its fields before its schema has loaded.
 */

/** "1234.5" → "1.234,50" for the field; null → "". */
export function amountToInput(amount: string | null): string {
  if (amount === null) return '';
  const [whole = '0', fraction = ''] = euro(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction === '00' ? grouped : `${grouped},${fraction}`;
}

/** "1970-03-15" → "15-03-1970"; null → "". */
export function dateToInput(date: string | null): string {
  const parsed = date === null ? null : parseCalendarDate(date);
  return parsed ? formatDutchDate(parsed) : '';
}

export function numberToInput(value: number | null): string {
  return value === null ? '' : String(value);
}
