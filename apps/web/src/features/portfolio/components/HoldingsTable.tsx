import { Link } from 'react-router';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';
import { Amount, AwaitingPurchase, ContractStatusBadge, DateText } from '../../../ui/figures';
import type { Holding } from '../holdings';

/*
 * Five columns, so the table fits beside the menu at 1024 px: the contract's number, status,
 * fund and description share the first column (seven columns pushed Ingelegd and Resultaat
 * out of sight), and the amounts each keep a column of their own to read down.
 */
const columns: Column<Holding>[] = [
  {
    header: 'Contract en fonds',
    rowHeader: true,
    cell: (holding) => (
      <>
        <span className="holding-title">
          <Link to={`/contractbeheer/${holding.ContractID}/gegevens`}>
            {holding.Contractnummer}
          </Link>{' '}
          <ContractStatusBadge status={holding.Status} />
        </span>
        <span className="cell-line">{holding.FondsNaam}</span>
        {holding.Omschrijving.trim() !== '' && (
          <span className="cell-note">{holding.Omschrijving}</span>
        )}
      </>
    ),
  },
  { header: 'Startdatum', cell: (holding) => <DateText date={holding.StartDatum} /> },
  {
    header: 'Waarde',
    numeric: true,
    cell: (holding) => (
      <>
        <Amount value={holding.HuidigeWaarde} />
        <AwaitingPurchase
          amount={holding.InAfwachtingVanAankoop}
          date={holding.AankoopTegenKoersVan}
        />
      </>
    ),
  },
  {
    header: 'Ingelegd',
    numeric: true,
    cell: (holding) => <Amount value={holding.TotaalIngelegd} />,
  },
  {
    header: 'Resultaat',
    numeric: true,
    cell: (holding) => <Amount value={holding.Resultaat} signed />,
  },
];

/**
 * One row per contract with its figures. No totals row: the page shows one set of totals, and
 * says which contracts it counts (PortfolioTotals).
 */
export function HoldingsTable({ caption, holdings }: { caption: string; holdings: Holding[] }) {
  return (
    <DataTable
      narrow="stack"
      caption={caption}
      columns={columns}
      rows={holdings}
      rowKey={(holding) => holding.ContractID}
    />
  );
}
