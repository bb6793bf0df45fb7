import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { HttpError } from '../../../lib/http';
import { SubmitButton, fieldErrorList, useApiSubmit } from '../../../ui/form';
import { tokenPasswordFormSchema, type TokenPasswordRequestSchema } from '../schemas';
import { AuthForm } from './AuthForm';
import { NewPasswordFields } from './NewPasswordFields';

export interface TokenPasswordFormProps {
  /** The single-use token from the mailed link. */
  token: string;
  /** The API schema of the request (token and password), whose rules the form shows. */
  requestSchema: TokenPasswordRequestSchema;
  send: (request: { token: string; password: string }) => Promise<void>;
  /** Prefix of the inputs' ids. */
  idPrefix: string;
  intro: ReactNode;
  label: string;
  repeatLabel: string;
  submitLabel: string;
  refusedTitle: string;
  /** Shown below the errors when the server refused the link (422): the way forward. */
  linkRejectedHelp: ReactNode;
  /** What replaces the form once the password is set. */
  done: ReactNode;
}

/**
 * Choosing a password behind a mailed link (confirming an account, resetting a password): the
 * password with the registration's rules and checklist, typed twice, sent with the link's token.
 */
export function TokenPasswordForm({
  token,
  requestSchema,
  send,
  idPrefix,
  intro,
  label,
  repeatLabel,
  submitLabel,
  refusedTitle,
  linkRejectedHelp,
  done,
}: TokenPasswordFormProps) {
  const [isDone, setDone] = useState(false);
  const resolver = useMemo(
    () => zodResolver(tokenPasswordFormSchema(requestSchema, token)),
    [requestSchema, token],
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: { password: '', passwordRepeat: '' },
    shouldFocusError: false,
  });
  const password = useWatch({ control, name: 'password' });

  const { submit, onInvalid, serverError, serverErrors, failedAttempts } = useApiSubmit(
    async (request: { token: string; password: string }) => {
      await send(request);
      setDone(true);
    },
  );
  // 422 without field problems means the server refused the token: used, expired or unknown.
  const linkRejected = serverError instanceof HttpError && serverError.status === 422;

  if (isDone) return done;

  const fields = [
    { name: 'password', id: `${idPrefix}-password` },
    { name: 'passwordRepeat', id: `${idPrefix}-password-repeat` },
  ] as const;
  return (
    <div className="card stack">
      {intro}
      <AuthForm
        fieldErrors={fieldErrorList(errors, fields)}
        serverErrors={serverErrors}
        refusedTitle={refusedTitle}
        failedAttempts={failedAttempts}
        onSubmit={handleSubmit(submit, onInvalid)}
        summaryHelp={linkRejected ? linkRejectedHelp : null}
      >
        <NewPasswordFields
          idPrefix={idPrefix}
          label={label}
          repeatLabel={repeatLabel}
          password={password}
          passwordInput={register('password', { deps: ['passwordRepeat'] })}
          repeatInput={register('passwordRepeat')}
          passwordError={errors.password?.message}
          repeatError={errors.passwordRepeat?.message}
        />
        <SubmitButton busy={isSubmitting}>{submitLabel}</SubmitButton>
      </AuthForm>
    </div>
  );
}
