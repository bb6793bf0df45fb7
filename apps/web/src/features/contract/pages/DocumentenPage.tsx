import type { Contract } from '@bp/api-schema';
import { CONTRACT_DOCUMENT_KIND_LABELS } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { contractDocumentsQuery, documentUrl, type ContractDocument } from '../api';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';
import { DateText } from '../../../ui/figures';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { FundDocumentLinks } from '../../fund-documents';
import { ContractFrame } from '../components/ContractFrame';

function columns(contractId: number): Column<ContractDocument>[] {
  return [
    { header: 'Document', rowHeader: true, cell: (document) => document.titel },
    {
      header: 'Soort',
      cell: (document) => CONTRACT_DOCUMENT_KIND_LABELS[document.soort] ?? document.soort,
    },
    { header: 'Datum', cell: (document) => <DateText date={document.datum} /> },
    {
      header: 'Downloaden',
      cell: (document) => (
        <a href={documentUrl(contractId, document.id)} type="application/pdf" download>
          Download PDF<span className="visually-hidden">: {document.titel}</span>
        </a>
      ),
    },
  ];
}

function Documents({ contract }: { contract: Contract }) {
  const { data, error, isError, refetch } = useQuery(contractDocumentsQuery(contract.ContractID));
  if (isError) {
    return (
      <ErrorState
        title="De documenten konden niet worden geladen"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) return <LoadingState label="De documenten worden geladen…" />;
  if (data.data.length === 0) {
    return (
      <EmptyState title="Nog geen documenten">
        <p>
          Zodra uw contract is betaald, vindt u hier de contractbevestiging en na elk kalenderjaar
          een jaaroverzicht.
        </p>
      </EmptyState>
    );
  }
  return (
    <>
      <p>
        Het jaaroverzicht vermeldt de waarde van uw belegging op 1 januari. Die waarde heeft u nodig
        voor uw aangifte inkomstenbelasting (box 3). Documenten worden op het moment van downloaden
        voor u opgesteld.
      </p>
      <DataTable
        narrow="stack"
        caption="Documenten bij dit contract"
        columns={columns(contract.ContractID)}
        rows={data.data}
        rowKey={(document) => document.id}
      />
    </>
  );
}

/** The fund's own documents (public PDFs): what the investor accepted, at their current version. */
function FundDocuments({ contract }: { contract: Contract }) {
  return (
    <section className="stack" aria-labelledby="fund-documents-title">
      <h2 id="fund-documents-title">Documenten van het fonds</h2>
      <p>
        De actuele documenten van het {contract.FondsNaam}. Ze openen als pdf in een nieuw tabblad.
      </p>
      <FundDocumentLinks
        fundId={contract.FondsId}
        label={`Documenten van het ${contract.FondsNaam}`}
      />
    </section>
  );
}

/**
 * /contractbeheer/:contractId/documenten: the contract confirmation and yearly statements, and
 * the fund's documents.
 */
export function ContractDocumentenPage() {
  return (
    <ContractFrame section="Documenten">
      {(contract) => (
        <>
          <Documents contract={contract} />
          <FundDocuments contract={contract} />
        </>
      )}
    </ContractFrame>
  );
}
