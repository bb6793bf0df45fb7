import { euro, formatDutchDate, parseCalendarDate } from '@bp/domain';
import { bookingKindLabel, describeBooking, shownAmount, type BookingRow } from './presentation';

const HEADER = ['Datum', 'Soort', 'Omschrijving', 'Bedrag', 'Participaties', 'Koers'];
const SEPARATOR = ';';
/** Excel only reads a CSV as UTF-8 (é, ë, €) when it starts with a byte order mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/** Decimal comma, no thousands separators: what Dutch spreadsheets read as a number. */
function dutchDecimal(value: string | null): string {
  return value === null
    ? ''
    : euro(value)
        .toFixed(value.split('.')[1]?.length ?? 0)
        .replace('.', ',');
}

/** A number as dutchDecimal writes it: a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;
/** What makes a spreadsheet read a cell as a formula (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field. A cell that a spreadsheet would run as a formula (starting with = + - @, a
 * tab or a carriage return) gets a leading single quote, so it shows as text; a plain number
 * such as a negative amount (-175,8477) stays a number. Then it is quoted when it holds the
 * separator, a quote or a line break (RFC 4180).
 */
export function csvField(value: string): string {
  const safe = !PLAIN_NUMBER.test(value) && FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function date(value: string): string {
  const parsed = parseCalendarDate(value);
  return parsed ? formatDutchDate(parsed) : value;
}

/** The bookings as a Dutch CSV: header row, semicolons, decimal commas, CRLF line ends. */
export function bookingsCsv(rows: readonly BookingRow[]): string {
  const lines = [
    HEADER,
    ...rows.map((row) => [
      date(row.date),
      bookingKindLabel(row),
      describeBooking(row),
      dutchDecimal(shownAmount(row)),
      dutchDecimal(row.units),
      dutchDecimal(row.nav),
    ]),
  ];
  return (
    BYTE_ORDER_MARK + lines.map((line) => line.map(csvField).join(SEPARATOR)).join('\r\n') + '\r\n'
  );
}
