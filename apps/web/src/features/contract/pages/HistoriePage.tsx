import type { Contract } from '@bp/api-schema';
import { useQuery } from '@tanstack/react-query';
import { contractHistoryQuery } from '../api';
import { DateText } from '../../../ui/figures';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { ContractFrame } from '../components/ContractFrame';

function History({ contract }: { contract: Contract }) {
  const { data, error, isError, refetch } = useQuery(contractHistoryQuery(contract.ContractID));
  if (isError) {
    return (
      <ErrorState
        title="De historie kon niet worden geladen"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) return <LoadingState label="De historie wordt geladen…" />;
  if (data.data.length === 0) {
    return (
      <EmptyState title="Nog geen gebeurtenissen">
        <p>Zodra er iets met dit contract gebeurt, ziet u dat hier terug.</p>
      </EmptyState>
    );
  }
  return (
    <section className="card stack" aria-labelledby="history-title">
      <h2 id="history-title">Wat er met dit contract is gebeurd</h2>
      <p className="muted">Van oud naar nieuw.</p>
      <ol className="timeline">
        {data.data.map((event, index) => (
          <li key={`${event.datum}-${index}`}>
            <span className="timeline-date">
              <DateText date={event.datum} style="long" />
            </span>
            {event.omschrijving}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /contractbeheer/:contractId/historie: the contract's events, oldest first. */
export function ContractHistoriePage() {
  return (
    <ContractFrame section="Historie">
      {(contract) => <History contract={contract} />}
    </ContractFrame>
  );
}
