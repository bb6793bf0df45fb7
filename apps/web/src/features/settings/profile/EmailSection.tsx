import { emailChangeRequestSchema, type EmailChangeRequest } from '@bp/api-schema';
import { EMAIL_CHANGE_MESSAGES } from '@bp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { refreshAfter } from '../../../lib/refresh-after-write';
import {
  FormErrorSummary,
  SubmitButton,
  TextField,
  fieldErrorList,
  useApiSubmit,
} from '../../../ui/form';
import { PasswordAgainFields } from '../../../ui/form/PasswordAgainFields';
import { emailStatusQuery, requestEmailChange } from './api';

const FIELDS = [
  { name: 'email', id: 'email-nieuw' },
  { name: 'password', id: 'email-wachtwoord' },
  { name: 'code', id: 'email-code' },
] as const;

/**
 * The e-mail address: a new one is asked with the password, and takes effect only once the
 * link mailed to it is opened; until then the page shows that it waits for that.
 */
export function EmailSection({ current }: { current: string }) {
  const { data } = useQuery(emailStatusQuery());
  const [requested, setRequested] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailChangeRequest>({
    resolver: zodResolver(emailChangeRequestSchema),
    defaultValues: { email: '', password: '', code: '' },
    shouldFocusError: false,
  });
  const { submit, onInvalid, serverErrors, failedAttempts } = useApiSubmit(
    async ({ code, ...request }: EmailChangeRequest) => {
      setRequested(null);
      setRequested(await requestEmailChange(code ? { ...request, code } : request));
      reset();
      await refreshAfter('email-change-requested');
    },
  );
  const pending = data?.pending ?? null;
  return (
    <section className="card stack" aria-labelledby="profiel-email">
      <h2 id="profiel-email">E-mailadres</h2>
      <p>
        Uw e-mailadres: <strong>{data?.email ?? current}</strong>. Hiermee logt u in en hierheen
        sturen wij berichten.
      </p>
      {requested ? (
        <p className="alert alert-success" role="status">
          {requested}
        </p>
      ) : null}
      {pending ? (
        <p className="alert alert-info">{EMAIL_CHANGE_MESSAGES.pending(pending.email)}</p>
      ) : null}
      <FormErrorSummary
        errors={[
          ...fieldErrorList(errors, FIELDS),
          ...serverErrors.map((message) => ({ message })),
        ]}
        title={
          serverErrors.length > 0 ? 'Het e-mailadres is niet gewijzigd' : 'Controleer uw gegevens'
        }
        focusKey={failedAttempts}
      />
      <form className="form stack" noValidate onSubmit={handleSubmit(submit, onInvalid)}>
        <TextField
          id="email-nieuw"
          label="Nieuw e-mailadres"
          hint="Wij sturen een link naar dit adres; de wijziging gaat in als u die opent."
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordAgainFields
          idPrefix="email"
          hint="Ter bevestiging: een nieuw e-mailadres vraagt uw wachtwoord opnieuw."
          register={register}
          passwordField="password"
          passwordError={errors.password?.message}
          codeField="code"
          codeError={errors.code?.message}
        />
        <SubmitButton busy={isSubmitting}>E-mailadres wijzigen</SubmitButton>
      </form>
    </section>
  );
}
