import { euro, formatDutchDate, parseCalendarDate, TRANSACTION_KIND_LABELS } from '@bp/domain';
import { describeBooking, type BookingRow } from './presentation';

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

/** Quotes a field when it holds the separator, a quote or a line break (RFC 4180). */
function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
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
      TRANSACTION_KIND_LABELS[row.kind],
      describeBooking(row),
      dutchDecimal(row.amount),
      dutchDecimal(row.units),
      dutchDecimal(row.nav),
    ]),
  ];
  return (
    BYTE_ORDER_MARK + lines.map((line) => line.map(field).join(SEPARATOR)).join('\r\n') + '\r\n'
  );
}
