import { type Contract, type CreatedContractChange } from '@bp/api-schema';
import { validateIban } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { leaveApp } from '../../lib/leave-app';
import {
  FormErrorSummary,
  SubmitButton,
  TextField,
  fieldErrorList,
  useApiSubmit,
} from '../../ui/form';
import { PasswordAgainFields } from '../../ui/form/PasswordAgainFields';
import { changesQuery, postChange } from './api';
import { ChangeDone } from './ChangeDone';

interface Values {
  iban: string;
  rekeninghouder: string;
  wachtwoord: string;
  code: string;
}

const FIELDS = [
  { name: 'iban', id: 'tegenrekening-iban' },
  { name: 'rekeninghouder', id: 'tegenrekening-rekeninghouder' },
  { name: 'wachtwoord', id: 'tegenrekening-wachtwoord' },
  { name: 'code', id: 'tegenrekening-code' },
] as const;

/**
 * wijzigen/tegenrekening: a new IBAN, after the password again. With a monthly deposit the
 * investor signs a new mandate next; the page says when the new account takes effect.
 */
export function AccountChange({ contract }: { contract: Contract }) {
  const [done, setDone] = useState<CreatedContractChange | null>(null);
  const { data } = useQuery(changesQuery(contract.ContractID));
  const monthly = data?.maandinleg.bedrag != null;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { iban: '', rekeninghouder: '', wachtwoord: '', code: '' },
    shouldFocusError: false,
  });
  const { submit, onInvalid, serverErrors, failedAttempts } = useApiSubmit(
    async ({ code, ...values }: Values) => {
      const created = await postChange(contract.ContractID, {
        option: 'tegenrekening',
        ...values,
        // The code field is there only with two-step verification on.
        ...(code === '' ? {} : { code }),
      });
      if (created.ondertekenUrl) leaveApp(created.ondertekenUrl);
      else setDone(created);
    },
  );
  const summary = [
    ...fieldErrorList(errors, FIELDS),
    ...serverErrors.map((message) => ({ message })),
  ];
  return (
    <section className="card stack" aria-labelledby="tegenrekening-wijzigen">
      <h2 id="tegenrekening-wijzigen">Nieuwe tegenrekening</h2>
      {monthly ? (
        <p>
          Dit contract heeft een maandelijkse inleg. Na het opslaan ondertekent u een nieuwe
          SEPA-machtiging voor de nieuwe rekening. Tot die ondertekend is, incasseren wij van uw
          huidige rekening en gaan uitbetalingen daarheen; daarna geldt de nieuwe rekening voor de
          incasso en voor uitbetalingen, en trekken wij de oude machtiging in.
        </p>
      ) : (
        <p>De nieuwe rekening geldt direct voor uitbetalingen van dit contract.</p>
      )}
      {done && <ChangeDone change={done} />}
      <FormErrorSummary
        errors={summary}
        title={
          serverErrors.length > 0 ? 'De wijziging is niet doorgegeven' : 'Controleer uw gegevens'
        }
        focusKey={failedAttempts}
      />
      <form className="form stack" noValidate onSubmit={handleSubmit(submit, onInvalid)}>
        <TextField
          id="tegenrekening-iban"
          label="IBAN"
          hint="Het rekeningnummer van een bank in een SEPA-land, bijvoorbeeld NL91 ABNA 0417 1643 00."
          autoComplete="off"
          spellCheck={false}
          error={errors.iban?.message}
          {...register('iban', {
            validate: (value) => {
              const result = validateIban(value);
              return result.ok ? true : result.error;
            },
          })}
        />
        <TextField
          id="tegenrekening-rekeninghouder"
          label="Naam rekeninghouder"
          autoComplete="name"
          error={errors.rekeninghouder?.message}
          {...register('rekeninghouder', {
            validate: (value) => value.trim() !== '' || 'Vul de naam van de rekeninghouder in.',
          })}
        />
        <PasswordAgainFields
          idPrefix="tegenrekening"
          hint="Ter bevestiging: een nieuwe rekening vraagt uw wachtwoord opnieuw."
          register={register}
          passwordField="wachtwoord"
          passwordRules={{ validate: (value) => value !== '' || 'Vul uw wachtwoord in.' }}
          passwordError={errors.wachtwoord?.message}
          codeField="code"
          codeError={errors.code?.message}
        />
        <SubmitButton busy={isSubmitting}>Tegenrekening wijzigen</SubmitButton>
      </form>
    </section>
  );
}
