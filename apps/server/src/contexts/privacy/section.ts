import type { Database } from '../../db/client';

/**
 * One value of an exported row: text, a number, a moment, null, or a JSON value (answers, lists;
 * drizzle types jsonb columns as unknown).
 */
export type Cell = unknown;
export type ExportRow = Record<string, Cell>;

/** What a section reads with: the snapshot's transaction and whose data it is. */
export interface ExportSource {
  /** The read-only transaction every section reads in (one consistent snapshot). */
  db: Database;
  userId: string;
  /** The account's e-mail address (the mails sent to it). */
  email: string;
  /** DATA_ENCRYPTION_KEY: opens the BSNs, document numbers and applications. */
  key: Buffer;
}

/**
 * One part of the export: `<name>.csv` in the ZIP and `onderdelen.<name>` in gegevens.json.
 * `columns` are the CSV's header row, in order (also when there are no rows); every row has
 * exactly these keys.
 */
export interface ExportSection {
  name: string;
  /** Dutch, for the toelichting: "Contracten". */
  title: string;
  /** One Dutch sentence: what the part holds. */
  description: string;
  columns: readonly string[];
  rows(source: ExportSource): Promise<ExportRow[]>;
}

/**
 * A section whose columns are the keys of a drizzle selection: `fields` is written once and is
 * both the query's shape and the header row.
 */
export function sectionOf<F extends Record<string, unknown>>(
  meta: Pick<ExportSection, 'name' | 'title' | 'description'>,
  fields: F,
  rows: (source: ExportSource, fields: F) => Promise<ExportRow[]>,
): ExportSection {
  return { ...meta, columns: Object.keys(fields), rows: (source) => rows(source, fields) };
}
