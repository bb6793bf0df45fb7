import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorSummary, SubmitButton, fieldErrorList, useApiSubmit } from '../../../ui/form';
import { PasswordAgainFields } from '../../../ui/form/PasswordAgainFields';
import { authoriseDataExport, startDownload } from './api';

interface Values {
  wachtwoord: string;
  code: string;
}

const FIELDS = [
  { name: 'wachtwoord', id: 'gegevens-downloaden-wachtwoord' },
  { name: 'code', id: 'gegevens-downloaden-code' },
] as const;

/**
 * "Mijn gegevens downloaden" (AVG articles 15 and 20): after the password again, a ZIP of
 * everything stored about the investor, as readable JSON, CSV per part and their documents.
 */
export function DataExportSection() {
  const [started, setStarted] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { wachtwoord: '', code: '' },
    shouldFocusError: false,
  });
  const { submit, onInvalid, serverErrors, failedAttempts } = useApiSubmit(
    async ({ wachtwoord, code }: Values) => {
      setStarted(false);
      const { downloadUrl } = await authoriseDataExport(wachtwoord, code === '' ? undefined : code);
      startDownload(downloadUrl);
      reset();
      setStarted(true);
    },
  );
  const summary = [
    ...fieldErrorList(errors, FIELDS),
    ...serverErrors.map((message) => ({ message })),
  ];
  return (
    <section className="card stack" aria-labelledby="gegevens-downloaden">
      <h2 id="gegevens-downloaden">Mijn gegevens downloaden</h2>
      <p>
        U heeft recht op een kopie van alles wat wij over u bewaren (AVG artikel 15 en 20): uw
        account, persoonlijke gegevens, relaties, contracten, transacties, berekeningen, aanvragen,
        machtigingen, betalingen, sessies, e-mails, wijzigingen en uw geüploade documenten, als
        ZIP-bestand met een leesbaar JSON-bestand en CSV-bestanden voor Excel.
      </p>
      <FormErrorSummary
        errors={summary}
        title={serverErrors.length > 0 ? 'De download is niet gestart' : 'Controleer uw invoer'}
        focusKey={failedAttempts}
      />
      <form className="form stack" noValidate onSubmit={handleSubmit(submit, onInvalid)}>
        <PasswordAgainFields
          idPrefix="gegevens-downloaden"
          hint="Ter bevestiging: uw gegevens downloaden vraagt uw wachtwoord opnieuw."
          register={register}
          passwordField="wachtwoord"
          passwordRules={{
            validate: (value) =>
              value !== '' || 'Vul uw wachtwoord in om uw gegevens te downloaden.',
          }}
          passwordError={errors.wachtwoord?.message}
          codeField="code"
          codeError={errors.code?.message}
        />
        <SubmitButton busy={isSubmitting}>Mijn gegevens downloaden</SubmitButton>
      </form>
      <p role="status">
        {started
          ? 'Uw download is gestart: mijn-gegevens met de datum van vandaag, als ZIP-bestand. Bewaar het op een veilige plek; het bevat uw BSN.'
          : ''}
      </p>
    </section>
  );
}
