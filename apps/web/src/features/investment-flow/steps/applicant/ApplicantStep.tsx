import './applicant.css';
import type { ApplicationPrefillResponse, KnownRelation } from '@bp/api-schema';
import {
  APPLICANT_BLOCKS,
  APPLICANT_TYPES,
  APPLICANT_TYPE_LABELS,
  PERSONAL_DATA_CHANGE_MESSAGES,
  type ApplicantType,
} from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import {
  FormErrorSummary,
  RadioGroupField,
  SelectField,
  useFailedSubmits,
} from '../../../../ui/form';
import {
  hasInitialDeposit,
  readInvestmentFlow,
  updateApplicant,
  useInvestmentFlow,
} from '../../flow-store';
import { useFlowNavigation } from '../../frame/flow-navigation';
import type { FlowStepProps } from '../step-props';
import { countriesQuery, prefillQuery } from './applicant-api';
import { rememberApplicant } from './applicant-memory';
import { applicantResolver, parseApplicant } from './applicant-resolver';
import { clearedOnResume, ClearedSecretsNotice } from './ClearedSecretsNotice';
import { CompanyFields } from './CompanyFields';
import { checkDueDiligence, rememberDueDiligence, withDueDiligence } from './due-diligence-values';
import { DueDiligenceFields } from './DueDiligenceFields';
import { fieldIdFor, nestedErrorList } from './error-list';
import { formPath } from './fields';
import type { ApplicantFormValues } from './form-values';
import { PersonalDataChanges } from './PersonalDataChanges';
import { personalDataChanges } from './personal-data-changes';
import { PersonFields } from './PersonFields';
import { initialApplicantForm, knownPersonValues } from './prefill';

const TYPE_HINTS: Readonly<Record<ApplicantType, string>> = {
  mijn: 'U belegt op uw eigen naam.',
  partner: 'Een gezamenlijk contract: u en uw partner zijn allebei contractant.',
  child: 'Een contract op naam van uw minderjarige kind; u tekent als wettelijk vertegenwoordiger.',
  company: 'Uw bedrijf belegt; u of een andere contactpersoon handelt namens het bedrijf.',
};

const TYPE_OPTIONS = APPLICANT_TYPES.map((type) => ({
  value: type,
  label: APPLICANT_TYPE_LABELS[type],
  hint: TYPE_HINTS[type],
}));

/** Step 3 (applicant): who invests, then that applicant's details. */
export function ApplicantStep(_props: FlowStepProps) {
  const prefill = useQuery(prefillQuery);
  // The country selects mount with their options, so a preset "NL" shows as chosen.
  const countries = useQuery(countriesQuery);
  if (prefill.isPending || countries.isPending) {
    return <p role="status">Uw gegevens worden geladen…</p>;
  }
  return <ApplicantForm prefill={prefill.data ?? null} />;
}

function ApplicantForm({ prefill }: { prefill: ApplicationPrefillResponse | null }) {
  const { goNext, goBack } = useFlowNavigation();
  const { applicant: stored, investment } = useInvestmentFlow();
  const firstDeposit = hasInitialDeposit(investment) ? investment.initialDeposit : null;
  const { failedSubmits, countFailedSubmit } = useFailedSubmits();
  // react-hook-form calls onInvalid before it publishes the errors, and after an await: in a
  // browser React renders the count first, with no summary yet to focus. A task later the errors
  // are there, so the summary exists when its focus effect runs.
  const countFailedSubmitLater = () => {
    window.setTimeout(countFailedSubmit, 0);
  };
  const [defaultValues] = useState(() =>
    initialApplicantForm(readInvestmentFlow().applicant, prefill),
  );
  // A resumed application: the step was completed, only the numbers never stored are missing.
  const [cleared] = useState(() => clearedOnResume(readInvestmentFlow().applicant));
  const form = useForm<ApplicantFormValues>({
    defaultValues,
    resolver: withDueDiligence(applicantResolver(), () => firstDeposit),
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState } = form;
  const typeValue = useWatch({ control: form.control, name: 'type' });
  const type = APPLICANT_TYPES.find((candidate) => candidate === typeValue) ?? null;
  const blocks = type === null ? [] : APPLICANT_BLOCKS[type];

  // Shown once "Volgende" found them: the differences are read from the checked values.
  const [changes, setChanges] = useState<string[]>([]);

  const submit = handleSubmit((values) => {
    const applicant = parseApplicant(values);
    const dueDiligence = checkDueDiligence(values.dueDiligence, firstDeposit);
    if (values.type === '' || applicant === null || !dueDiligence.ok) return;
    const found = personalDataChanges(
      applicant,
      prefill,
      readInvestmentFlow().applicant.relationId,
    );
    setChanges(found);
    if (found.length > 0 && !values.confirmPersonalDataChanges) {
      form.setError('confirmPersonalDataChanges', {
        type: 'required',
        message: PERSONAL_DATA_CHANGE_MESSAGES.unconfirmed,
      });
      countFailedSubmitLater();
      return;
    }
    rememberApplicant(values, applicant);
    rememberDueDiligence(dueDiligence.value);
    updateApplicant({
      type: values.type,
      values: { ...values },
      confirmPersonalDataChanges: found.length > 0,
    });
    goNext();
  }, countFailedSubmitLater);

  return (
    <FormProvider {...form}>
      <form
        className="form stack applicant-form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <FormErrorSummary
          errors={nestedErrorList(formState.errors)}
          title="Controleer uw gegevens"
          focusKey={failedSubmits}
        />
        <ClearedSecretsNotice cleared={cleared} />
        <RadioGroupField
          id={fieldIdFor('type')}
          legend="Voor wie belegt u?"
          options={TYPE_OPTIONS}
          error={formState.errors.type?.message}
          {...register('type')}
        />
        {type !== null ? (
          <p className="muted">
            Uw BSN en documentnummers bewaren wij niet in uw browser: na het herladen van de pagina
            vult u ze opnieuw in. Bestanden wachten in uw browser tot ze zijn verstuurd.
          </p>
        ) : null}
        {blocks.includes('mijn') ? (
          <PersonFields block="mijn" bsnMasked={prefill?.mijn?.bsnMasked} />
        ) : null}
        {type === 'partner' || type === 'child' ? (
          <KnownRelationChoice
            relations={prefill?.relations ?? []}
            type={type}
            chosen={stored.relationId}
          />
        ) : null}
        {type === 'partner' || type === 'child' ? (
          <PersonFields
            block={type}
            bsnMasked={
              prefill?.relations.find((relation) => relation.id === stored.relationId)?.bsnMasked
            }
          />
        ) : null}
        {blocks.includes('company') ? <CompanyFields /> : null}
        {type !== null ? <DueDiligenceFields firstDeposit={firstDeposit} /> : null}
        <PersonalDataChanges changes={changes} />
        <div className="flow-actions">
          <button type="button" className="btn btn-secondary" onClick={goBack}>
            Vorige
          </button>
          <button type="submit" className="btn btn-primary">
            Volgende
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

const RELATION_KIND: Readonly<Record<'partner' | 'child', KnownRelation['relation']>> = {
  partner: 'partner',
  child: 'kind',
};

function relationName(relation: KnownRelation): string {
  return [relation.initialen, relation.tussenvoegsel, relation.achternaam]
    .filter(Boolean)
    .join(' ');
}

/** A partner or child the portal knows, chosen instead of typed again; fills their known fields. */
function KnownRelationChoice({
  relations,
  type,
  chosen,
}: {
  relations: readonly KnownRelation[];
  type: 'partner' | 'child';
  chosen: number | null;
}) {
  const { setValue } = useFormContext<ApplicantFormValues>();
  const known = relations.filter((relation) => relation.relation === RELATION_KIND[type]);
  if (known.length === 0) return null;
  const id = fieldIdFor(`${type}.relatie`);
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const relation = known.find((candidate) => String(candidate.id) === event.target.value);
    updateApplicant({ relationId: relation?.id ?? null });
    if (!relation) return;
    for (const [field, value] of Object.entries(knownPersonValues(relation))) {
      setValue(formPath(`${type}.${field}`), value, { shouldDirty: true });
    }
  };
  return (
    <SelectField
      id={id}
      label={type === 'partner' ? 'Kies uw partner' : 'Kies uw kind'}
      hint="Wij kennen al gegevens van u. Kies wie het is, of vul de gegevens hieronder zelf in."
      value={chosen ?? ''}
      onChange={choose}
    >
      <option value="">{type === 'partner' ? 'Een andere partner' : 'Een ander kind'}</option>
      {known.map((relation) => (
        <option key={relation.id} value={relation.id}>
          {relationName(relation)}
        </option>
      ))}
    </SelectField>
  );
}
