import type { ContractSummary } from '@bp/api-schema';
import { euroString, sumEuro, unpaidContracts, PAYMENT_PURPOSE } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { contractSummariesQuery } from '../portfolio';
import { DataTable, type Column } from '../../ui/data-table/DataTable';
import { Amount, DateText } from '../../ui/figures';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { StartFailure } from './StartFailure';
import { useStartPayment, type StartPayment } from './use-start-payment';

function PayButton({ contract, payment }: { contract: ContractSummary; payment: StartPayment }) {
  const starting = payment.startingFor === contract.ContractID;
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={payment.startingFor !== null}
      onClick={() =>
        payment.start({ contractId: contract.ContractID, purpose: PAYMENT_PURPOSE.firstDeposit })
      }
    >
      {starting ? 'Bezig…' : 'Betalen met iDEAL'}{' '}
      <span className="visually-hidden">voor contract {contract.Contractnummer}</span>
    </button>
  );
}

const columns = (total: string, payment: StartPayment): Column<ContractSummary>[] => [
  {
    header: 'Contract',
    rowHeader: true,
    cell: (contract) => (
      <>
        <Link to={`/contractbeheer/${contract.ContractID}/gegevens`}>
          {contract.Contractnummer}
        </Link>
        {contract.Omschrijving.trim() !== '' && (
          <span className="cell-note">{contract.Omschrijving}</span>
        )}
      </>
    ),
    footer: 'Totaal te betalen',
  },
  { header: 'Fonds', cell: (contract) => contract.FondsNaam },
  { header: 'Aangevraagd op', cell: (contract) => <DateText date={contract.StartDatum} /> },
  {
    header: 'Te betalen',
    numeric: true,
    cell: (contract) => <Amount value={contract.TeBetalen} />,
    footer: <Amount value={total} />,
  },
  {
    header: <span className="visually-hidden">Betalen</span>,
    label: '',
    cell: (contract) => <PayButton contract={contract} payment={payment} />,
  },
];

function UnpaidContracts({ contracts }: { contracts: ContractSummary[] }) {
  const payment = useStartPayment();
  if (contracts.length === 0) {
    return (
      <EmptyState title="U heeft geen openstaande betalingen">
        <p>Al uw contracten zijn betaald. Er is niets meer voor u af te ronden.</p>
        <p>
          <Link to="/mijn-vastgoed">Naar Mijn vastgoed</Link>
        </p>
      </EmptyState>
    );
  }
  const total = euroString(sumEuro(contracts.map((contract) => contract.TeBetalen)));
  return (
    <>
      <p>
        Voor {contracts.length === 1 ? 'dit contract' : 'deze contracten'} heeft u een belegging
        aangevraagd, maar wij hebben uw betaling nog niet ontvangen. Zodra het bedrag binnen is,
        kopen wij de participaties voor u. U betaalt veilig met iDEAL in de omgeving van uw eigen
        bank.
      </p>
      {payment.error !== null && <StartFailure error={payment.error} />}
      <DataTable
        narrow="stack"
        caption="Contracten waarvan de betaling nog niet is afgerond"
        columns={columns(total, payment)}
        rows={contracts}
        rowKey={(contract) => contract.ContractID}
      />
      <p className="muted">
        Heeft u al betaald? Dan verwerken wij uw betaling zo snel mogelijk en verdwijnt het contract
        uit deze lijst. Vragen over een betaling? Neem <Link to="/contact">contact</Link> met ons op
        en vermeld het contractnummer.
      </p>
    </>
  );
}

/** /mijn-betaling-afronden: the contracts whose payment is not completed, and what is due. */
export function BetalingAfrondenPage() {
  const { data, error, isError, isFetching, refetch } = useQuery(contractSummariesQuery());
  const unpaid = data && unpaidContracts(data);
  return (
    <div className="page stack">
      <h1 className="page-title">Betaling afronden</h1>
      {isError ? (
        <ErrorState
          title="Uw openstaande betalingen konden niet worden geladen"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : unpaid && (unpaid.length > 0 || !isFetching) ? (
        // "All paid" only from an answer that is not being renewed: right after a write (a
        // contract made, a payment left for later) the list on hand may predate it.
        <UnpaidContracts contracts={unpaid} />
      ) : (
        <LoadingState label="Uw openstaande betalingen worden geladen…" />
      )}
    </div>
  );
}
