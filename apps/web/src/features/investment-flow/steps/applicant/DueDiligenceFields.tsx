import {
  DUE_DILIGENCE_QUESTIONS as questions,
  WEALTH_ORIGIN_LABELS,
  WEALTH_ORIGINS,
  dueDiligenceEvidenceRequired,
} from '@bp/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSelect, FormText, YesNoField } from './fields';
import type { ApplicantFormValues } from './form-values';
import { UploadField } from './UploadField';

const ORIGIN_OPTIONS = WEALTH_ORIGINS.map((origin) => ({
  value: origin,
  label: WEALTH_ORIGIN_LABELS[origin],
}));

/**
 * The Wwft questions of step 3, once per application whoever invests: is a person of it (or a
 * close relative or associate) a PEP, and where the money comes from; from the first-deposit
 * threshold on, evidence of that origin. The follow-up fields show only when their answer asks
 * for them. Texts, list and threshold: `@bp/domain` (onboarding/wwft-due-diligence.ts).
 */
export function DueDiligenceFields({ firstDeposit }: { firstDeposit: string | null }) {
  const { control } = useFormContext<ApplicantFormValues>();
  const pep = useWatch({ control, name: 'dueDiligence.pep' });
  const origin = useWatch({ control, name: 'dueDiligence.herkomstVermogen' });
  return (
    <section className="applicant-block stack" aria-labelledby="aanvrager-wwft-kop">
      <h3 id="aanvrager-wwft-kop">Herkomst van het geld</h3>
      <YesNoField path="dueDiligence.pep" legend={questions.pep} hint={questions.pepHint} />
      {pep === 'ja' ? (
        <FormText
          path="dueDiligence.pepFunctie"
          label={questions.pepFunctie}
          hint={questions.pepFunctieHint}
        />
      ) : null}
      <FormSelect
        path="dueDiligence.herkomstVermogen"
        label={questions.herkomstVermogen}
        hint={questions.herkomstVermogenHint}
        options={ORIGIN_OPTIONS}
        placeholder="Kies de herkomst"
      />
      {origin === 'anders' ? (
        <FormText path="dueDiligence.herkomstToelichting" label={questions.herkomstToelichting} />
      ) : null}
      {dueDiligenceEvidenceRequired(firstDeposit) ? (
        <>
          <p className="muted">{questions.bewijsUploadHint}</p>
          <UploadField path="dueDiligence.bewijsUpload" label={questions.bewijsUpload} />
        </>
      ) : null}
    </section>
  );
}
