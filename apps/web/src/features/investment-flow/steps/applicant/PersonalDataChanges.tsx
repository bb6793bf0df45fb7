import { PERSONAL_DATA_CHANGE_MESSAGES } from '@bp/domain';
import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '../../../../ui/form';
import { fieldIdFor } from './error-list';
import type { ApplicantFormValues } from './form-values';

/**
 * The differences with what the portal knows of the investor (and the chosen partner or child),
 * shown before they are sent, with the checkbox that confirms them: nothing known is changed
 * silently.
 */
export function PersonalDataChanges({ changes }: { changes: readonly string[] }) {
  const { register, formState } = useFormContext<ApplicantFormValues>();
  if (changes.length === 0) return null;
  return (
    <section className="applicant-block stack" aria-labelledby="aanvrager-wijzigingen-kop">
      <h3 id="aanvrager-wijzigingen-kop">Gewijzigde gegevens</h3>
      <p>
        Deze gegevens wijken af van wat bij ons bekend is. Wij wijzigen ze alleen als u dat
        bevestigt; de wijziging wordt vastgelegd.
      </p>
      <ul>
        {changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      <CheckboxField
        id={fieldIdFor('confirmPersonalDataChanges')}
        label={PERSONAL_DATA_CHANGE_MESSAGES.confirm}
        error={formState.errors.confirmPersonalDataChanges?.message}
        {...register('confirmPersonalDataChanges')}
      />
    </section>
  );
}
