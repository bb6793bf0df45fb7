import type { DistributionDeclaration, DistributionTotals } from '@bp/api-schema';
import { formatUnits } from '@bp/domain';
import { errorMessages } from '../../../lib/http';
import type { Column } from '../../../ui/data-table/DataTable';
import { Amount, DateText, formatInstant } from '../../../ui/figures';

// What the distributions page shows in more than one place.

/** "12 contracten, 1.234,5678 participaties: € 617,28, waarvan € 500,00 uitgekeerd en € 117,28 herbelegd." */
export function TotalsText({ totals }: { totals: DistributionTotals }) {
  return (
    <>
      {totals.contracts} {totals.contracts === 1 ? 'contract' : 'contracten'},{' '}
      {formatUnits(totals.units)} participaties: <Amount value={totals.total} />, waarvan{' '}
      <Amount value={totals.paidOut} /> uitgekeerd en <Amount value={totals.reinvested} />{' '}
      herbelegd.
    </>
  );
}

/** Who proposed or approved, when, and why: one line each, so a long address fits a phone. */
export function Who({
  email,
  at,
  reason,
}: {
  email: string;
  at: string | null;
  reason: string | null;
}) {
  return (
    <>
      <span className="admin-who">{email}</span>
      {at ? <span className="admin-who">{formatInstant(at)}</span> : null}
      {reason ? <span className="admin-who">{reason}</span> : null}
    </>
  );
}

export const fundColumn: Column<DistributionDeclaration> = {
  header: 'Fonds',
  rowHeader: true,
  cell: (row) => `${row.fundName} (${row.fundCode})`,
};
export const dateColumns: Column<DistributionDeclaration>[] = [
  { header: 'Ex-datum', cell: (row) => <DateText date={row.exDate} /> },
  { header: 'Betaaldatum', cell: (row) => <DateText date={row.payDate} /> },
  {
    header: 'Per participatie',
    numeric: true,
    cell: (row) => `€ ${formatUnits(row.amountPerUnit)}`,
  },
];

/** What the server answered when it refused, in an alert; nothing without an error. */
export function Refusal({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <div className="alert alert-error" role="alert">
      {errorMessages(error).map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
