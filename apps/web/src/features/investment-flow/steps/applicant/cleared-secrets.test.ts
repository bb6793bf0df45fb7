import { describe, expect, it } from 'vitest';
import { initialApplicantState, type ApplicantFlowState } from '../../state';
import { clearedSecretFields, clearedSecretsSentence } from './cleared-secrets';
import { emptyApplicantForm, emptyTaxResidency } from './form-values';

function stored(
  change: (values: ReturnType<typeof emptyApplicantForm>) => void,
): ApplicantFlowState {
  const values = emptyApplicantForm();
  change(values);
  return {
    ...initialApplicantState(),
    type: values.type === '' ? null : values.type,
    values: values as unknown as Record<string, unknown>,
  };
}

describe('the fields a resumed application must have typed again (issue 17)', () => {
  it('names the BSN and document number of each person of the chosen type', () => {
    const child = stored((values) => (values.type = 'child'));
    expect(clearedSecretFields(child)).toEqual([
      {
        heading: 'Uw persoonlijke gegevens',
        labels: ['Burgerservicenummer (BSN)', 'Documentnummer'],
      },
      { heading: 'Gegevens van uw kind', labels: ['Burgerservicenummer (BSN)', 'Documentnummer'] },
    ]);
    expect(clearedSecretsSentence(clearedSecretFields(child))).toBe(
      'Om uw gegevens te beschermen bewaren we uw BSN en documentnummer niet. Vul deze opnieuw in: Uw persoonlijke gegevens: Burgerservicenummer (BSN), Documentnummer; Gegevens van uw kind: Burgerservicenummer (BSN), Documentnummer.',
    );
  });

  it('adds a TIN per foreign country and the US number only when the answers ask for them', () => {
    const mijn = stored((values) => {
      values.type = 'mijn';
      values.mijn.abroadTax.taxAbroad = 'ja';
      values.mijn.abroadTax.furtherTaxResidencies = [emptyTaxResidency()];
      values.mijn.abroadTax.taxUS = 'ja';
      // Another type's block is not asked.
      values.partner.abroadTax.taxUS = 'ja';
    });
    expect(clearedSecretFields(mijn)).toEqual([
      {
        heading: 'Uw persoonlijke gegevens',
        labels: [
          'Burgerservicenummer (BSN)',
          'Documentnummer',
          'Fiscaal identificatienummer (TIN) in dat land (Land 1)',
          'Fiscaal identificatienummer (TIN) in dat land (Land 2)',
          'Amerikaans fiscaal nummer (SSN of ITIN)',
        ],
      },
    ]);
    expect(clearedSecretsSentence(clearedSecretFields(mijn))).toMatch(
      /^Om uw gegevens te beschermen bewaren we uw BSN, documentnummer en fiscale nummers niet\./,
    );
  });

  it('names the company’s contact person, and nothing when step 3 was never completed', () => {
    expect(clearedSecretFields(stored((values) => (values.type = 'company')))).toEqual([
      { heading: 'Contactpersoon', labels: ['Burgerservicenummer (BSN)', 'Documentnummer'] },
    ]);
    expect(clearedSecretFields({ ...initialApplicantState(), type: 'mijn' })).toEqual([]);
    expect(clearedSecretFields(initialApplicantState())).toEqual([]);
  });
});
