import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { updateApplicant } from '../../flow-store';
import { putFile } from '../../../../lib/file-store';
import { mockApplicantApi, openApplicantStep, section } from './applicant-test-helpers';
import { emptyApplicantForm, type ApplicantFormValues } from './form-values';
import { waitingFileKey } from './waiting-files';

/** Step 3 completed earlier: what the browser stored of it (no BSN, no document numbers). */
function storeCompletedStep(values: ApplicantFormValues) {
  updateApplicant({
    type: values.type === '' ? null : values.type,
    values: values as unknown as Record<string, unknown>,
  });
}

describe('step 3 resumed after its numbers were left out of the browser (issue 17)', () => {
  it('names each field to type again under its section, and keeps the chosen type', async () => {
    mockApplicantApi();
    const values = emptyApplicantForm();
    values.type = 'partner';
    values.mijn.achternaam = 'Berg';
    values.partner.abroadTax.taxAbroad = 'ja';
    values.partner.abroadTax.taxUS = 'ja';
    storeCompletedStep(values);
    await openApplicantStep();

    const notice = screen.getByRole('region', { name: 'Opnieuw invullen' });
    expect(notice).toHaveTextContent(
      'Om uw gegevens te beschermen bewaren we uw BSN, documentnummer en fiscale nummers niet. Vul deze opnieuw in:',
    );
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Uw persoonlijke gegevens: Burgerservicenummer (BSN), Documentnummer',
      'Gegevens van uw partner: Burgerservicenummer (BSN), Documentnummer, Fiscaal identificatienummer (TIN) in dat land (Land 1), Amerikaans fiscaal nummer (SSN of ITIN)',
    ]);
    // The labels are the fields' own.
    const partner = within(section('Gegevens van uw partner'));
    expect(partner.getByLabelText('Amerikaans fiscaal nummer (SSN of ITIN)')).toHaveValue('');
    expect(partner.getByLabelText('Fiscaal identificatienummer (TIN) in dat land')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Samen met mijn partner' })).toBeChecked();
    expect(within(section('Uw persoonlijke gegevens')).getByLabelText('Achternaam')).toHaveValue(
      'Berg',
    );
    // Nothing is wrong yet: no generic errors for a step the investor completed.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the contact person’s numbers for a company', async () => {
    mockApplicantApi();
    const values = emptyApplicantForm();
    values.type = 'company';
    storeCompletedStep(values);
    await openApplicantStep();
    expect(
      within(screen.getByRole('region', { name: 'Opnieuw invullen' })).getByRole('listitem'),
    ).toHaveTextContent('Contactpersoon: Burgerservicenummer (BSN), Documentnummer');
    expect(screen.getByRole('radio', { name: 'Voor mijn bedrijf' })).toBeChecked();
  });

  it('shows no file another flow’s application left waiting', async () => {
    await putFile(
      waitingFileKey('mijn.kopie.voorkant', 'nederlands'),
      new File(['paspoort'], 'ander-paspoort.pdf', { type: 'application/pdf' }),
    );
    await putFile(
      waitingFileKey('mijn.kopie.achterkant', 'american'),
      new File(['paspoort'], 'eigen-paspoort.pdf', { type: 'application/pdf' }),
    );
    mockApplicantApi();
    const values = emptyApplicantForm();
    values.type = 'mijn';
    storeCompletedStep(values);
    await openApplicantStep();
    // This flow's own waiting file shows, so the fields have looked.
    expect(await screen.findByText(/Nog niet verstuurd: eigen-paspoort\.pdf/)).toBeVisible();
    expect(screen.queryByText(/ander-paspoort\.pdf/)).toBeNull();
  });
});
