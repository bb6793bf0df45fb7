import type { Cell, ExportRow } from './section';

/** The byte order mark that makes Excel read the file as UTF-8. */
const BOM = '\uFEFF';
const SEPARATOR = ';';
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell as text: moments in ISO 8601 (UTC), JSON values as JSON, yes/no in Dutch. */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === 'boolean') return cell ? 'ja' : 'nee';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number' || typeof cell === 'bigint') return String(cell);
  return JSON.stringify(cell) ?? '';
}

/**
 * One field: a text a spreadsheet would take for a formula (=, +, -, @ first) gets a leading
 * apostrophe (CSV injection), a plain number never does; quoted when it holds the separator, a
 * quote, a line break or outer spaces.
 */
function field(cell: Cell): string {
  let text = cellText(cell);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A section as CSV for Excel: UTF-8 with BOM, `;`-separated (the Dutch list separator), a header
 * row, CRLF line ends, amounts as the decimal text they are stored as (1234.56).
 */
export function toCsv(columns: readonly string[], rows: readonly ExportRow[]): string {
  const lines = [columns.map(field), ...rows.map((row) => columns.map((name) => field(row[name])))];
  return BOM + lines.map((cells) => cells.join(SEPARATOR)).join('\r\n') + '\r\n';
}
