import type { Transaction } from '@bp/api-schema';
import {
  correctionLabel,
  euro,
  euroString,
  formatUnits,
  TRANSACTION_KIND_LABELS,
  type TransactionKind,
  TRANSACTION_KIND,
} from '@bp/domain';

export interface BookingRow {
  id: number;
  date: string;
  kind: TransactionKind;
  amount: string;
  units: string | null;
  nav: string | null;
  /** A reversal of an earlier booking (a NAV correction): shown as "Correctie", sign reversed. */
  reversal?: boolean;
}

/** "94,0228 participaties tegen koers 104,2300" */
function unitsAtNav(units: string, nav: string): string {
  return `${formatUnits(euro(units).abs())} participaties tegen koers ${formatUnits(nav)}`;
}

/**
 * A sentence an investor understands, derived from the booking itself; a reversal says it is
 * the correction of the booking it mirrors.
 */
export function describeBooking(row: BookingRow): string {
  if (!row.reversal) return describeOriginal(row);
  const units = row.units === null ? null : euro(row.units).negated().toFixed(4);
  return correctionLabel(describeOriginal({ ...row, units }));
}

/** The kind's label as the "Soort" column shows it; "Correctie: …" for a reversal. */
export function bookingKindLabel(row: Pick<BookingRow, 'kind' | 'reversal'>): string {
  const label = TRANSACTION_KIND_LABELS[row.kind];
  return row.reversal ? correctionLabel(label) : label;
}

/** The amount as shown: positive (the kind gives the direction), negative for a reversal. */
export function shownAmount(row: Pick<BookingRow, 'amount' | 'reversal'>): string {
  return row.reversal ? euroString(euro(row.amount).negated()) : row.amount;
}

function describeOriginal(row: BookingRow): string {
  const { units, nav } = row;
  switch (row.kind) {
    case TRANSACTION_KIND.deposit:
    case TRANSACTION_KIND.periodicDeposit:
      return TRANSACTION_KIND_LABELS[row.kind];
    case TRANSACTION_KIND.costs:
      return 'Instapkosten';
    case TRANSACTION_KIND.purchase:
      return units && nav ? `Aankoop ${unitsAtNav(units, nav)}` : TRANSACTION_KIND_LABELS.aankoop;
    case TRANSACTION_KIND.distribution:
      return 'Uitkering, uitbetaald op uw rekening';
    case TRANSACTION_KIND.reinvestment:
      return units && nav
        ? `Uitkering herbelegd in ${unitsAtNav(units, nav)}`
        : TRANSACTION_KIND_LABELS.herbelegging;
    case TRANSACTION_KIND.sale:
      return units && nav ? `Verkoop ${unitsAtNav(units, nav)}` : TRANSACTION_KIND_LABELS.verkoop;
    case TRANSACTION_KIND.payout:
      return 'Uitbetaling op uw rekening';
    case TRANSACTION_KIND.storno:
      return 'Incasso teruggeboekt door uw bank';
    case TRANSACTION_KIND.settlementIn:
      return 'Aangevuld door de administratie: kosten en koersverlies van de teruggeboekte incasso komen niet voor uw rekening';
    case TRANSACTION_KIND.settlementOut:
      return 'Terug naar de administratie: koerswinst op de teruggeboekte incasso komt u niet toe';
  }
}

export function toTransaction(row: BookingRow): Transaction {
  return {
    id: row.id,
    datum: row.date,
    soort: row.kind,
    omschrijving: describeBooking(row),
    bedrag: shownAmount(row),
    participaties: row.units,
    koers: row.nav,
  };
}
