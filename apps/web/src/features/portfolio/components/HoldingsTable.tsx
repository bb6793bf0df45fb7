import { Link } from 'react-router';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';
import { Amount, AwaitingPurchase, ContractStatusBadge, DateText } from '../../../ui/figures';
import { totalsOf, type Holding } from '../holdings';

/** One row per contract with its figures, and the totals of the group underneath. */
export function HoldingsTable({ caption, holdings }: { caption: string; holdings: Holding[] }) {
  const totals = totalsOf(holdings);
  const columns: Column<Holding>[] = [
    {
      header: 'Contract',
      rowHeader: true,
      cell: (holding) => (
        <>
          <Link to={`/contractbeheer/${holding.ContractID}/gegevens`}>
            {holding.Contractnummer}
          </Link>
          {holding.Omschrijving.trim() !== '' && (
            <span className="cell-note">{holding.Omschrijving}</span>
          )}
        </>
      ),
      footer: 'Totaal',
    },
    { header: 'Fonds', cell: (holding) => holding.FondsNaam },
    { header: 'Status', cell: (holding) => <ContractStatusBadge status={holding.Status} /> },
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
      footer: (
        <>
          <Amount value={totals.value} />
          <AwaitingPurchase amount={totals.awaitingPurchase} />
        </>
      ),
    },
    {
      header: 'Ingelegd',
      numeric: true,
      cell: (holding) => <Amount value={holding.TotaalIngelegd} />,
      footer: <Amount value={totals.deposited} />,
    },
    {
      header: 'Resultaat',
      numeric: true,
      cell: (holding) => <Amount value={holding.Resultaat} signed />,
      footer: <Amount value={totals.result} signed />,
    },
  ];
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
