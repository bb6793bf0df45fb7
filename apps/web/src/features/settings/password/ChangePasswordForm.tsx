import type { ChangePasswordRequest } from '@bp/api-schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAppStore } from '../../../lib/store';
import { PasswordField, SubmitButton, fieldErrorList, useApiSubmit } from '../../../ui/form';
import { AuthForm, NewPasswordFields } from '../../auth';
import { changePassword } from './api';
import { changePasswordFormSchema, type ChangePasswordForm as Values } from './schema';

const FIELDS = [
  { name: 'currentPassword', id: 'wachtwoord-huidig' },
  { name: 'newPassword', id: 'wachtwoord-nieuw-password' },
  { name: 'newPasswordRepeat', id: 'wachtwoord-nieuw-password-repeat' },
] as const;

const EMPTY: Values = { currentPassword: '', newPassword: '', newPasswordRepeat: '' };

export const PASSWORD_CHANGED =
  'Uw wachtwoord is gewijzigd. Op uw andere apparaten bent u uitgelogd; wij hebben u een bevestiging gemaild.';

/**
 * Changing the password while logged in: the current one, the new one twice with the
 * registration's rules and checklist. Afterwards the form is empty and says what happened.
 */
export function ChangePasswordForm() {
  const email = useAppStore((state) => state.user?.email);
  const [changed, setChanged] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ChangePasswordRequest>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const { submit, onInvalid, serverErrors, failedAttempts } = useApiSubmit(
    async (request: ChangePasswordRequest) => {
      setChanged(false);
      await changePassword(request);
      reset(EMPTY);
      setChanged(true);
    },
  );

  return (
    <section className="card stack" aria-labelledby="wachtwoord-wijzigen">
      <h2 id="wachtwoord-wijzigen">Wachtwoord wijzigen</h2>
      {changed && (
        <p className="alert alert-success" role="status">
          {PASSWORD_CHANGED}
        </p>
      )}
      <AuthForm
        fieldErrors={fieldErrorList(errors, FIELDS)}
        serverErrors={serverErrors}
        refusedTitle="Het wachtwoord is niet gewijzigd"
        failedAttempts={failedAttempts}
        onSubmit={(event) => {
          setChanged(false);
          void handleSubmit(submit, onInvalid)(event);
        }}
      >
        <PasswordField
          id="wachtwoord-huidig"
          label="Huidig wachtwoord"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <NewPasswordFields
          idPrefix="wachtwoord-nieuw"
          label="Nieuw wachtwoord"
          repeatLabel="Herhaal nieuw wachtwoord"
          password={newPassword}
          email={email}
          passwordInput={register('newPassword', { deps: ['newPasswordRepeat'] })}
          repeatInput={register('newPasswordRepeat')}
          passwordError={errors.newPassword?.message}
          repeatError={errors.newPasswordRepeat?.message}
        />
        <SubmitButton busy={isSubmitting}>Wachtwoord wijzigen</SubmitButton>
      </AuthForm>
    </section>
  );
}
