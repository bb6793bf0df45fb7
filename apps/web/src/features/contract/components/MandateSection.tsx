import type { Contract, Mandate } from '@bp/api-schema';
import { MANDATE_STATUS_LABELS, todayInAmsterdam } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { DateText, signOf } from '../../../ui/figures';
import { ErrorState, LoadingState } from '../../../ui/states';
import { contractMandateQuery } from '../api/mandate';
import { MandateForm } from './MandateForm';

function hasPeriodicDeposit(contract: Contract): boolean {
  return contract.PeriodiekeInleg !== null && signOf(contract.PeriodiekeInleg) !== 0;
}

/** A new mandate is possible when none is signed or waiting for a signature. */
function mayGiveMandate(mandate: Mandate | null): boolean {
  return mandate === null || mandate.status === 'cancelled' || mandate.status === 'suspended';
}

function MandateDetails({ mandate }: { mandate: Mandate }) {
  return (
    <dl className="details-grid">
      <dt>Status</dt>
      <dd>{MANDATE_STATUS_LABELS[mandate.status]}</dd>
      <dt>Van rekening (IBAN)</dt>
      <dd>{mandate.iban}</dd>
      <dt>Rekeninghouder</dt>
      <dd>{mandate.accountHolder}</dd>
      <dt>Ondertekend op</dt>
      <dd>
        {mandate.signedAt === null ? (
          'Nog niet ondertekend'
        ) : (
          <DateText date={todayInAmsterdam(new Date(mandate.signedAt))} style="long" />
        )}
      </dd>
    </dl>
  );
}

function MandateBody({ contract }: { contract: Contract }) {
  const { data, error, isError, refetch } = useQuery(contractMandateQuery(contract.ContractID));
  if (isError) {
    return (
      <ErrorState
        headingLevel={3}
        title="De machtiging kon niet worden geladen"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data === undefined) return <LoadingState label="De machtiging wordt geladen…" />;
  const periodic = hasPeriodicDeposit(contract);
  return (
    <>
      {data ? (
        <MandateDetails mandate={data} />
      ) : (
        <p>
          {periodic
            ? 'U heeft voor dit contract nog geen machtiging voor automatische incasso afgegeven.'
            : 'Voor dit contract is geen maandelijkse inleg afgesproken. Een machtiging is daarom niet nodig.'}
        </p>
      )}
      {periodic && mayGiveMandate(data) && (
        <MandateForm
          contractId={contract.ContractID}
          monthlyDeposit={contract.PeriodiekeInleg ?? '0'}
          collectionDay={contract.PeriodiekeInlegDag}
          defaultIban={contract.Iban ?? ''}
        />
      )}
    </>
  );
}

/** The contract's SEPA mandate for its monthly deposit, and the form to give one. */
export function MandateSection({ contract }: { contract: Contract }) {
  return (
    <section className="card stack" aria-labelledby="gegevens-machtiging" id="machtiging">
      <h2 id="gegevens-machtiging">Machtiging</h2>
      <MandateBody contract={contract} />
    </section>
  );
}
