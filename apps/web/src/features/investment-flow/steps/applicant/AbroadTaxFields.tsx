import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { SECRET_FIELD_LABELS } from './cleared-secrets';
import { CountrySelect, FormText, YesNoField, useFieldError } from './fields';
import { emptyTaxResidency, type ApplicantFormValues, type PersonBlock } from './form-values';
import { UploadField } from './UploadField';

/** The questions in the words of whom they are about. */
const QUESTIONS: Readonly<Record<PersonBlock, Record<string, string>>> = {
  mijn: {
    uitsluitend: 'Bent u uitsluitend in Nederland belastingplichtig?',
    taxNL: 'Bent u in Nederland belastingplichtig?',
    taxAbroad: 'Bent u (ook) in een ander land belastingplichtig?',
    taxUS: 'Bent u voor de Amerikaanse belasting een US person?',
    bornUS: 'Bent u in de Verenigde Staten geboren?',
    usCitizen: 'Heeft u de Amerikaanse nationaliteit?',
  },
  partner: {
    uitsluitend: 'Is uw partner uitsluitend in Nederland belastingplichtig?',
    taxNL: 'Is uw partner in Nederland belastingplichtig?',
    taxAbroad: 'Is uw partner (ook) in een ander land belastingplichtig?',
    taxUS: 'Is uw partner voor de Amerikaanse belasting een US person?',
    bornUS: 'Is uw partner in de Verenigde Staten geboren?',
    usCitizen: 'Heeft uw partner de Amerikaanse nationaliteit?',
  },
  child: {
    uitsluitend: 'Is uw kind uitsluitend in Nederland belastingplichtig?',
    taxNL: 'Is uw kind in Nederland belastingplichtig?',
    taxAbroad: 'Is uw kind (ook) in een ander land belastingplichtig?',
    taxUS: 'Is uw kind voor de Amerikaanse belasting een US person?',
    bornUS: 'Is uw kind in de Verenigde Staten geboren?',
    usCitizen: 'Heeft uw kind de Amerikaanse nationaliteit?',
  },
};

const US_PERSON_HINT =
  'Een US person is onder meer wie de Amerikaanse nationaliteit heeft, een green card heeft of in de Verenigde Staten woont.';

/**
 * The abroadTax block (FATCA/CRS): tax residence in the Netherlands and abroad with a TIN per
 * country, US person with the US TIN, born in the US without US citizenship with the CLN and a
 * non-US passport. Each follow-up shows only when the answers call for it.
 */
export function AbroadTaxFields({ block }: { block: PersonBlock }) {
  const { control } = useFormContext<ApplicantFormValues>();
  const questions = QUESTIONS[block];
  const path = (field: string) => `${block}.abroadTax.${field}`;
  const [taxAbroad, taxUS, bornUS, usCitizen] = useWatch({
    control,
    name: [
      `${block}.abroadTax.taxAbroad`,
      `${block}.abroadTax.taxUS`,
      `${block}.abroadTax.bornUS`,
      `${block}.abroadTax.usCitizen`,
    ],
  });
  const residencies = useFieldArray({
    control,
    name: `${block}.abroadTax.furtherTaxResidencies`,
  });
  const residenciesError = useFieldError(path('furtherTaxResidencies'));

  return (
    <fieldset className="field applicant-group">
      <legend className="applicant-group-legend">Belastingplicht</legend>
      <YesNoField path={`${block}.uitsluitend`} legend={questions.uitsluitend ?? ''} />
      <YesNoField path={path('taxNL')} legend={questions.taxNL ?? ''} />
      <YesNoField path={path('taxAbroad')} legend={questions.taxAbroad ?? ''} />
      {taxAbroad === 'ja' ? (
        <div
          className="stack"
          id={`aanvrager-${block}-abroadTax-furtherTaxResidencies`}
          tabIndex={-1}
        >
          {residenciesError ? <p className="field-error">{residenciesError}</p> : null}
          <fieldset className="field applicant-subgroup">
            <legend className="applicant-group-legend">Land 1</legend>
            <CountrySelect path={path('country')} label="Land van belastingplicht" />
            <FormText
              path={path('taxIdentificationNumber')}
              label={SECRET_FIELD_LABELS.taxIdentificationNumber}
            />
          </fieldset>
          {residencies.fields.map((item, index) => (
            <fieldset key={item.id} className="field applicant-subgroup">
              <legend className="applicant-group-legend">Land {index + 2}</legend>
              <CountrySelect
                path={path(`furtherTaxResidencies.${index}.country`)}
                label="Land van belastingplicht"
              />
              <FormText
                path={path(`furtherTaxResidencies.${index}.taxIdentificationNumber`)}
                label={SECRET_FIELD_LABELS.taxIdentificationNumber}
              />
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => residencies.remove(index)}
              >
                Land {index + 2} verwijderen
              </button>
            </fieldset>
          ))}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => residencies.append(emptyTaxResidency())}
          >
            Nog een land toevoegen
          </button>
        </div>
      ) : null}
      <YesNoField path={path('taxUS')} legend={questions.taxUS ?? ''} hint={US_PERSON_HINT} />
      {taxUS === 'ja' ? (
        <FormText
          path={path('taxIdentificationNumberUS')}
          label={SECRET_FIELD_LABELS.taxIdentificationNumberUS}
          hint="9 cijfers, bijvoorbeeld 123-45-6789"
          inputMode="numeric"
        />
      ) : null}
      <YesNoField path={path('bornUS')} legend={questions.bornUS ?? ''} />
      {bornUS === 'ja' ? (
        <YesNoField path={path('usCitizen')} legend={questions.usCitizen ?? ''} />
      ) : null}
      {bornUS === 'ja' && usCitizen === 'nee' ? (
        <div className="stack">
          <p>
            Wie in de Verenigde Staten is geboren zonder de Amerikaanse nationaliteit, stuurt een
            kopie van het Certificate of Loss of Nationality (CLN) en van een niet-Amerikaans
            paspoort mee.
          </p>
          <UploadField path={path('CLN')} label="Kopie Certificate of Loss of Nationality (CLN)" />
          <UploadField
            path={path('passport.voorkant')}
            label="Niet-Amerikaans paspoort, voorkant"
          />
          <UploadField
            path={path('passport.achterkant')}
            label="Niet-Amerikaans paspoort, achterkant"
          />
        </div>
      ) : null}
    </fieldset>
  );
}
