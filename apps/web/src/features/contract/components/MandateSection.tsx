import {
  createMandateRequestSchema,
  type Contract,
  type CreateMandateRequest,
  type Mandate,
} from '@bp/api-schema';
import { formatEuro, todayInAmsterdam, type MandateStatus } from '@bp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { leaveApp } from '../../../lib/leave-app';
import { DateText, signOf } from '../../../ui/figures';
import {
  FormErrorSummary,
  SubmitButton,
  TextField,
  fieldErrorList,
  useApiSubmit,
} from '../../../ui/form';
import { ErrorState, LoadingState } from '../../../ui/states';
import { contractMandateQuery, createMandate } from '../api/mandate';

export const MANDATE_STATUS_LABELS: Readonly<Record<MandateStatus, string>> = {
  prepared: 'Wacht op uw ondertekening',
  signed: 'Actief',
  cancelled: 'Ingetrokken',
  suspended: 'Opgeschort',
};

const formSchema = createMandateRequestSchema.omit({ contractId: true });
type MandateForm = Omit<CreateMandateRequest, 'contractId'>;

const FIELDS = [
  { name: 'iban', id: 'machtiging-iban' },
  { name: 'accountHolder', id: 'machtiging-rekeninghouder' },
] as const;

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

function MandateFormView({ contract }: { contract: Contract }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MandateForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { iban: contract.Iban ?? '', accountHolder: '' },
    shouldFocusError: false,
  });
  const { submit, onInvalid, serverErrors, failedAttempts } = useApiSubmit(
    async (values: MandateForm) => {
      const created = await createMandate({ contractId: contract.ContractID, ...values });
      leaveApp(created.signUrl);
    },
  );
  const summary = [
    ...fieldErrorList(errors, FIELDS),
    ...serverErrors.map((message) => ({ message })),
  ];
  const day = contract.PeriodiekeInlegDag;
  return (
    <div className="stack">
      <h3>Machtiging afgeven</h3>
      <p>
        Met een SEPA-machtiging schrijven wij uw maandelijkse inleg van{' '}
        {formatEuro(contract.PeriodiekeInleg ?? '0')}
        {day ? ` op de ${day}e van de maand` : ''} automatisch van uw rekening af. U ondertekent de
        machtiging daarna in de beveiligde omgeving van onze incassodienst.
      </p>
      <FormErrorSummary
        errors={summary}
        title={
          serverErrors.length > 0 ? 'De machtiging is niet afgegeven' : 'Controleer uw gegevens'
        }
        focusKey={failedAttempts}
      />
      <form className="form stack" noValidate onSubmit={handleSubmit(submit, onInvalid)}>
        <TextField
          id="machtiging-iban"
          label="IBAN"
          hint="Het rekeningnummer van een bank in een SEPA-land, bijvoorbeeld NL91 ABNA 0417 1643 00."
          autoComplete="off"
          spellCheck={false}
          error={errors.iban?.message}
          {...register('iban')}
        />
        <TextField
          id="machtiging-rekeninghouder"
          label="Naam rekeninghouder"
          autoComplete="name"
          error={errors.accountHolder?.message}
          {...register('accountHolder')}
        />
        <SubmitButton busy={isSubmitting}>Machtiging afgeven</SubmitButton>
      </form>
    </div>
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
      {periodic && mayGiveMandate(data) && <MandateFormView contract={contract} />}
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
