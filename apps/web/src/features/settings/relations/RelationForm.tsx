import type { RelatedPerson } from '@bp/api-schema';
import {
  DATE_HINT,
  GENDERS,
  GENDER_LABELS,
  IDENTITY_DOCUMENT_TYPES,
  IDENTITY_DOCUMENT_TYPE_LABELS,
  RELATION_KINDS,
  RELATION_KIND_LABELS,
  dutchDateHint,
} from '@bp/domain';
import {
  FormErrorSummary,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextField,
  useApiSubmit,
  useStepForm,
} from '../../../ui/form';
import { addRelation, changeRelation } from './api';
import {
  EMPTY_RELATION_FORM,
  RELATION_FORM_FIELDS,
  formValuesOf,
  relationResolver,
  toCreateInput,
  toUpdateInput,
  type RelationFormValues,
} from './relation-form-values';

const fieldId = (name: keyof RelationFormValues) => `relatie-${name}`;
const FIELDS = RELATION_FORM_FIELDS.map((name) => ({ name, id: fieldId(name) }));

const KIND_OPTIONS = RELATION_KINDS.map((kind) => ({
  value: kind,
  label: RELATION_KIND_LABELS[kind],
}));

interface RelationFormProps {
  /** The relation being edited (selectedRelatie), or null for a new one. */
  relation: RelatedPerson | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/**
 * Adds or changes a partner or child, checked with the API's own schema (the person rules of an
 * application): name, sex and date of birth; BSN and identity document only if the investor
 * wants to give them.
 */
export function RelationForm({ relation, onDone, onCancel }: RelationFormProps) {
  const stored = relation ? formValuesOf(relation) : null;
  const form = useStepForm<RelationFormValues, RelationFormValues>(
    { defaultValues: stored ?? EMPTY_RELATION_FORM, resolver: relationResolver(stored) },
    FIELDS,
  );
  const { register, formState } = form;
  const { submit, onInvalid, serverErrors, failedAttempts } = useApiSubmit(
    async (values: RelationFormValues) => {
      if (relation && stored) {
        const changed = await changeRelation(relation.Id, toUpdateInput(values, stored));
        onDone(`De gegevens van ${changed.Initialen} ${changed.Achternaam} zijn opgeslagen.`);
      } else {
        const added = await addRelation(toCreateInput(values));
        onDone(`${added.Initialen} ${added.Achternaam} is toegevoegd.`);
      }
    },
  );
  const error = (name: keyof RelationFormValues) => formState.errors[name]?.message;
  const summary = [...form.summary.errors, ...serverErrors.map((message) => ({ message }))];
  const holdsContract = relation !== null && relation.Contracten.length > 0;
  const title = relation ? 'Relatie wijzigen' : 'Relatie toevoegen';

  return (
    <section className="card stack relation-form" aria-labelledby="relatie-formulier-kop">
      <h2 id="relatie-formulier-kop">{title}</h2>
      <FormErrorSummary
        errors={summary}
        title={serverErrors.length > 0 ? 'De relatie is niet opgeslagen' : 'Controleer de gegevens'}
        focusKey={failedAttempts}
      />
      <form className="form stack" noValidate onSubmit={form.handleSubmit(submit, onInvalid)}>
        {relation ? null : (
          <RadioGroupField
            id={fieldId('Relatie')}
            legend="Wie voegt u toe?"
            options={KIND_OPTIONS}
            error={error('Relatie')}
            {...register('Relatie')}
          />
        )}
        <TextField
          id={fieldId('initialen')}
          label="Voorletters"
          hint="Bijvoorbeeld J.P."
          className="field-input-short"
          autoComplete="off"
          error={error('initialen')}
          {...register('initialen')}
        />
        <TextField
          id={fieldId('tussenvoegsel')}
          label="Tussenvoegsel (niet verplicht)"
          className="field-input-short"
          autoComplete="off"
          error={error('tussenvoegsel')}
          {...register('tussenvoegsel')}
        />
        <TextField
          id={fieldId('achternaam')}
          label="Achternaam"
          autoComplete="off"
          error={error('achternaam')}
          {...register('achternaam')}
        />
        <SelectField
          id={fieldId('geslacht')}
          label="Geslacht"
          error={error('geslacht')}
          {...register('geslacht')}
        >
          <option value="">Kies</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {GENDER_LABELS[gender]}
            </option>
          ))}
        </SelectField>
        <TextField
          id={fieldId('geboortedatum')}
          label="Geboortedatum"
          hint={
            holdsContract
              ? `${DATE_HINT} De geboortedatum van een relatie met een contract wijzigt de administratie.`
              : DATE_HINT
          }
          inputMode="numeric"
          className="field-input-short"
          autoComplete="off"
          readOnly={holdsContract}
          error={error('geboortedatum')}
          {...register('geboortedatum')}
        />
        <fieldset className="stack relation-form-optional">
          <legend>Identificatie (niet verplicht)</legend>
          <p className="muted">
            Vult u deze gegevens nu in, dan hoeft dat niet meer bij een nieuwe belegging op naam van
            deze relatie. Wij bewaren ze versleuteld en tonen ze nooit volledig.
          </p>
          <TextField
            id={fieldId('bsn')}
            label="BSN"
            hint={
              relation?.Bsn
                ? `Bekend BSN: ${relation.Bsn}. Laat het veld leeg om het zo te houden.`
                : '9 cijfers.'
            }
            inputMode="numeric"
            className="field-input-short"
            autoComplete="off"
            error={error('bsn')}
            {...register('bsn')}
          />
          <SelectField
            id={fieldId('identiteitsbewijs')}
            label="Soort identiteitsbewijs"
            error={error('identiteitsbewijs')}
            {...register('identiteitsbewijs')}
          >
            <option value="">Geen</option>
            {IDENTITY_DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {IDENTITY_DOCUMENT_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          <TextField
            id={fieldId('identiteitsbewijsCard')}
            label="Documentnummer"
            hint={
              relation?.Documentnummer
                ? `Bekend nummer: ${relation.Documentnummer}. Vul het opnieuw in als u het identiteitsbewijs wijzigt.`
                : 'Staat op het identiteitsbewijs (uitgegeven in Nederland).'
            }
            autoComplete="off"
            error={error('identiteitsbewijsCard')}
            {...register('identiteitsbewijsCard')}
          />
          <TextField
            id={fieldId('geldigTot')}
            label="Geldig tot"
            hint={dutchDateHint('01-08-2030')}
            inputMode="numeric"
            className="field-input-short"
            autoComplete="off"
            error={error('geldigTot')}
            {...register('geldigTot')}
          />
        </fieldset>
        <div className="relation-form-actions">
          <SubmitButton busy={formState.isSubmitting}>
            {relation ? 'Wijzigingen opslaan' : 'Opslaan'}
          </SubmitButton>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Annuleren
          </button>
        </div>
      </form>
    </section>
  );
}
