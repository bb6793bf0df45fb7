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
import { nameOf } from './name';
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

type TextName = Exclude<keyof RelationFormValues, 'Relatie' | 'geslacht' | 'identiteitsbewijs'>;

interface TextOptions {
  hint?: string;
  short?: boolean;
  numeric?: boolean;
  readOnly?: boolean;
}

const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));
const DOCUMENT_OPTIONS = IDENTITY_DOCUMENT_TYPES.map((type) => ({
  value: type,
  label: IDENTITY_DOCUMENT_TYPE_LABELS[type],
}));
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
        onDone(`De gegevens van ${nameOf(changed)} zijn opgeslagen.`);
      } else {
        const added = await addRelation(toCreateInput(values));
        onDone(`${nameOf(added)} is toegevoegd.`);
      }
    },
  );
  const error = (name: keyof RelationFormValues) => formState.errors[name]?.message;
  const text = (name: TextName, label: string, options: TextOptions = {}) => (
    <TextField
      id={fieldId(name)}
      label={label}
      hint={options.hint}
      className={options.short ? 'field-input-short' : undefined}
      inputMode={options.numeric ? 'numeric' : undefined}
      autoComplete="off"
      readOnly={options.readOnly}
      error={error(name)}
      {...register(name)}
    />
  );
  const select = (
    name: 'geslacht' | 'identiteitsbewijs',
    label: string,
    none: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <SelectField id={fieldId(name)} label={label} error={error(name)} {...register(name)}>
      <option value="">{none}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
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
        {text('initialen', 'Voorletters', { hint: 'Bijvoorbeeld J.P.', short: true })}
        {text('tussenvoegsel', 'Tussenvoegsel (niet verplicht)', { short: true })}
        {text('achternaam', 'Achternaam')}
        {select('geslacht', 'Geslacht', 'Kies', GENDER_OPTIONS)}
        {text('geboortedatum', 'Geboortedatum', {
          hint: holdsContract
            ? `${DATE_HINT} De geboortedatum van een relatie met een contract wijzigt de administratie.`
            : DATE_HINT,
          short: true,
          numeric: true,
          readOnly: holdsContract,
        })}
        <fieldset className="stack relation-form-optional">
          <legend>Identificatie (niet verplicht)</legend>
          <p className="muted">
            Vult u deze gegevens nu in, dan hoeft dat niet meer bij een nieuwe belegging op naam van
            deze relatie. Wij bewaren ze versleuteld en tonen ze nooit volledig.
          </p>
          {text('bsn', 'BSN', {
            hint: relation?.Bsn
              ? `Bekend BSN: ${relation.Bsn}. Laat het veld leeg om het zo te houden.`
              : '9 cijfers.',
            short: true,
            numeric: true,
          })}
          {select('identiteitsbewijs', 'Soort identiteitsbewijs', 'Geen', DOCUMENT_OPTIONS)}
          {text('identiteitsbewijsCard', 'Documentnummer', {
            hint: relation?.Documentnummer
              ? `Bekend nummer: ${relation.Documentnummer}. Vul het opnieuw in als u het identiteitsbewijs wijzigt.`
              : 'Staat op het identiteitsbewijs (uitgegeven in Nederland).',
          })}
          {text('geldigTot', 'Geldig tot', {
            hint: dutchDateHint('01-08-2030'),
            short: true,
            numeric: true,
          })}
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
