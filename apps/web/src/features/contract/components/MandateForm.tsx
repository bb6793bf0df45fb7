import {
  createMandateRequestSchema,
  type CreateMandateRequest,
  type CreateMandateResponse,
} from '@bp/api-schema';
import { formatEuro } from '@bp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { leaveApp } from '../../../lib/leave-app';
import {
  FormErrorSummary,
  SubmitButton,
  TextField,
  fieldErrorList,
  useApiSubmit,
} from '../../../ui/form';
import { createMandate } from '../api/mandate';

const formSchema = createMandateRequestSchema.omit({ contractId: true });
type MandateFormValues = Omit<CreateMandateRequest, 'contractId'>;

const FIELDS = [
  { name: 'iban', id: 'machtiging-iban' },
  { name: 'accountHolder', id: 'machtiging-rekeninghouder' },
] as const;

export interface MandateFormProps {
  contractId: number;
  /** The monthly deposit the mandate is for, a decimal string. */
  monthlyDeposit: string;
  /** The day of the month it is collected, when known. */
  collectionDay: number | null;
  /** The IBAN the form starts with (the contract's or the investor's); may be empty. */
  defaultIban: string;
  /** Runs with the prepared mandate just before the browser leaves to sign it. */
  beforeLeaving?: (created: CreateMandateResponse) => void;
}

/**
 * The form for a SEPA mandate (POST /api/mandates): IBAN and account holder, checked with the
 * API's schema; the investor then signs at the provider's page.
 */
export function MandateForm({
  contractId,
  monthlyDeposit,
  collectionDay,
  defaultIban,
  beforeLeaving,
}: MandateFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MandateFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { iban: defaultIban, accountHolder: '' },
    shouldFocusError: false,
  });
  const { submit, onInvalid, serverErrors, failedAttempts } = useApiSubmit(
    async (values: MandateFormValues) => {
      const created = await createMandate({ contractId, ...values });
      beforeLeaving?.(created);
      leaveApp(created.signUrl);
    },
  );
  const summary = [
    ...fieldErrorList(errors, FIELDS),
    ...serverErrors.map((message) => ({ message })),
  ];
  return (
    <div className="stack">
      <h3>Machtiging afgeven</h3>
      <p>
        Met een SEPA-machtiging schrijven wij uw maandelijkse inleg van {formatEuro(monthlyDeposit)}
        {collectionDay ? ` op de ${collectionDay}e van de maand` : ''} automatisch van uw rekening
        af. U ondertekent de machtiging daarna in de beveiligde omgeving van onze incassodienst.
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
