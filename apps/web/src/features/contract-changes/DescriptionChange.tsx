import type { Contract, CreatedContractChange } from '@bp/api-schema';
import { CONTRACT_DESCRIPTION_LIMITS, descriptionProblems } from '@bp/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorSummary, SubmitButton, TextField, useApiSubmit } from '../../ui/form';
import { postChange } from './api';
import { ChangeDone } from './ChangeDone';

/** wijzigen/omschrijving: the contract's own name, checked with the domain's rules. */
export function DescriptionChange({ contract }: { contract: Contract }) {
  const [done, setDone] = useState<CreatedContractChange | null>(null);
  const { register, handleSubmit, formState } = useForm<{ omschrijving: string }>({
    defaultValues: { omschrijving: contract.Omschrijving },
    shouldFocusError: false,
  });
  const { submit, onInvalid, serverErrors, failedAttempts } = useApiSubmit(
    async ({ omschrijving }: { omschrijving: string }) => {
      setDone(await postChange(contract.ContractID, { option: 'omschrijving', omschrijving }));
    },
  );
  const fieldError = formState.errors.omschrijving?.message;
  const summary = [
    ...(fieldError ? [{ message: fieldError, fieldId: 'omschrijving' }] : []),
    ...serverErrors.map((message) => ({ message })),
  ];
  return (
    <section className="card stack" aria-labelledby="omschrijving-wijzigen">
      <h2 id="omschrijving-wijzigen">Nieuwe omschrijving</h2>
      <p>
        De omschrijving is de naam die u zelf aan dit contract geeft, bijvoorbeeld het doel van de
        belegging. De wijziging geldt direct.
      </p>
      {done && <ChangeDone change={done} />}
      <FormErrorSummary
        errors={summary}
        title={
          serverErrors.length > 0
            ? 'De wijziging is niet doorgegeven'
            : 'Controleer de omschrijving'
        }
        focusKey={failedAttempts}
      />
      <form className="form stack" noValidate onSubmit={handleSubmit(submit, onInvalid)}>
        <TextField
          id="omschrijving"
          label="Omschrijving"
          hint={`Hoogstens ${CONTRACT_DESCRIPTION_LIMITS.maxLength} tekens: letters, cijfers, spaties en . , ' - & ( ) / + : ! ?`}
          autoComplete="off"
          error={fieldError}
          {...register('omschrijving', {
            validate: (value) => descriptionProblems(value)[0] ?? true,
          })}
        />
        <SubmitButton busy={formState.isSubmitting}>Omschrijving opslaan</SubmitButton>
      </form>
    </section>
  );
}
