import type { CalculationData } from '@bp/api-schema';
import { formatPercentage } from '@bp/domain';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';

type Assumptions = Extract<CalculationData, { productCode: 'SB' | 'SUL' }>['assumptions'];
type FundUsed = Assumptions['funds'][number];

// The soft hyphens (\u00ad) let the long one-word headings break, so the six columns fit beside
// the menu at 1024 px; the browser shows a hyphen only where it breaks.
const columns: Column<FundUsed>[] = [
  { header: 'Fonds', rowHeader: true, cell: (fund) => fund.name },
  { header: 'Aandeel', numeric: true, cell: (fund) => formatPercentage(fund.weight, 0) },
  {
    header: 'Verwacht rendement per jaar',
    numeric: true,
    cell: (fund) => formatPercentage(fund.expectedReturn),
  },
  {
    header: 'Beweeglijk\u00adheid',
    label: 'Beweeglijkheid',
    numeric: true,
    cell: (fund) => formatPercentage(fund.volatility),
  },
  {
    header: 'Instap\u00adkosten',
    label: 'Instapkosten',
    numeric: true,
    cell: (fund) => formatPercentage(fund.entryCost),
  },
  {
    header: 'Lopende kosten per jaar',
    numeric: true,
    cell: (fund) => formatPercentage(fund.ongoingCost),
  },
];

/** How the projection was made: the funds and their assumptions, and the method. */
export function AssumptionsSection({ assumptions }: { assumptions: Assumptions }) {
  return (
    <details className="result-details">
      <summary>Uitgangspunten van de berekening</summary>
      <div className="stack">
        <DataTable
          narrow="stack"
          caption="De fondsen en wat wij per fonds aannemen"
          columns={columns}
          rows={assumptions.funds}
          rowKey={(fund) => fund.code}
        />
        <p>
          De scenario’s komen uit {assumptions.paths.toLocaleString('nl-NL')} gesimuleerde verlopen
          van de maandrendementen. Pessimistisch: {assumptions.percentiles.pessimistic}% van de
          verlopen eindigt lager. Verwacht: de middelste uitkomst. Optimistisch:{' '}
          {100 - assumptions.percentiles.optimistic}% van de verlopen eindigt hoger.
        </p>
        {assumptions.notes.length > 0 && (
          <ul>
            {assumptions.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
