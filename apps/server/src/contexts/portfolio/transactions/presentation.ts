import type { Transaction } from '@bp/api-schema';
import { euro, formatUnits, TRANSACTION_KIND_LABELS, type TransactionKind } from '@bp/domain';

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
    case 'periodieke-storting':
      return TRANSACTION_KIND_LABELS[row.kind];
    case 'kosten':
      return 'Instapkosten';
    case 'aankoop':
      return units && nav ? `Aankoop ${unitsAtNav(units, nav)}` : TRANSACTION_KIND_LABELS.aankoop;
    case 'uitkering':
      return 'Uitkering, uitbetaald op uw rekening';
    case 'herbelegging':
      return units && nav
        ? `Uitkering herbelegd in ${unitsAtNav(units, nav)}`
        : TRANSACTION_KIND_LABELS.herbelegging;
    case 'verkoop':
      return units && nav ? `Verkoop ${unitsAtNav(units, nav)}` : TRANSACTION_KIND_LABELS.verkoop;
    case 'uitbetaling':
      return 'Uitbetaling op uw rekening';
    case 'storno':
      return 'Incasso teruggeboekt door uw bank';
    case 'verrekening-bij':
      return 'Aangevuld door de administratie: kosten en koersverlies van de teruggeboekte incasso komen niet voor uw rekening';
    case 'verrekening-af':
      return 'Terug naar de administratie: koerswinst op de teruggeboekte incasso komt u niet toe';
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
