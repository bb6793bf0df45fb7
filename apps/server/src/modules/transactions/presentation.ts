import type { Transaction, TransactionKind } from '@bp/api-schema';
import { euro, formatUnits } from '@bp/domain';

/** The Dutch name of each kind of booking, as the CSV's "Soort" column shows it. */
export const KIND_LABELS: Readonly<Record<TransactionKind, string>> = {
  storting: 'Storting',
  'periodieke-storting': 'Periodieke storting',
  aankoop: 'Aankoop',
  uitkering: 'Uitkering',
  herbelegging: 'Herbelegging',
  verkoop: 'Verkoop',
  uitbetaling: 'Uitbetaling',
  kosten: 'Kosten',
};

export interface BookingRow {
  id: number;
  date: string;
  kind: TransactionKind;
  amount: string;
  units: string | null;
  nav: string | null;
}

/** "94,0228 participaties tegen koers 104,2300" */
function unitsAtNav(units: string, nav: string): string {
  return `${formatUnits(euro(units).abs())} participaties tegen koers ${formatUnits(nav)}`;
}

/** A sentence an investor understands, derived from the booking itself. */
export function describeBooking(row: BookingRow): string {
  const { units, nav } = row;
  switch (row.kind) {
    case 'storting':
      return 'Storting';
    case 'periodieke-storting':
      return 'Periodieke storting';
    case 'kosten':
      return 'Instapkosten';
    case 'aankoop':
      return units && nav ? `Aankoop ${unitsAtNav(units, nav)}` : 'Aankoop';
    case 'uitkering':
      return 'Uitkering, uitbetaald op uw rekening';
    case 'herbelegging':
      return units && nav ? `Uitkering herbelegd in ${unitsAtNav(units, nav)}` : 'Herbelegging';
    case 'verkoop':
      return units && nav ? `Verkoop ${unitsAtNav(units, nav)}` : 'Verkoop';
    case 'uitbetaling':
      return 'Uitbetaling op uw rekening';
  }
}

export function toTransaction(row: BookingRow): Transaction {
  return {
    id: row.id,
    datum: row.date,
    soort: row.kind,
    omschrijving: describeBooking(row),
    bedrag: row.amount,
    participaties: row.units,
    koers: row.nav,
  };
}
