import { describe, expect, it } from 'vitest';
import { PERSIST_KEY } from '../../../lib/store';
import { updateApplicant, setSentUpload } from '../flow-store';
import { emptyApplicantForm } from '../steps/applicant/form-values';

const CLN_ID = '7d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a';
const FRONT_ID = '8e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8a9b';
const BACK_ID = '9f7a8b9c-0d1e-4f2a-9b4c-5d6e7f8a9b0c';

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)]);
}

describe('the applicant step in localStorage (spec §3 "Local storage")', () => {
  it('keeps the spec’s names and leaves out voorkant, achterkant and CLN', () => {
    const values = emptyApplicantForm();
    // The form's state has the spec's keys, so the rule has something to leave out.
    expect(values.mijn).toHaveProperty('postcode', '');
    expect(values.mijn).not.toHaveProperty('address');
    for (const key of ['taxNL', 'taxAbroad', 'country', 'CLN', 'passport.voorkant']) {
      expect(values.child.abroadTax).toHaveProperty(key);
    }
    values.type = 'child';
    Object.assign(values.mijn, { achternaam: 'Berg', postcode: '1234AB', land: 'NL' });
    values.mijn.kopie = { voorkant: FRONT_ID, achterkant: BACK_ID };
    Object.assign(values.child.abroadTax, { taxNL: 'ja', bornUS: 'ja', usCitizen: 'nee' });
    values.child.abroadTax.CLN = CLN_ID;
    values.child.abroadTax.passport = { voorkant: FRONT_ID, achterkant: BACK_ID };
    values.company.contactPerson.personTaxInfo.kopie = { voorkant: FRONT_ID, achterkant: BACK_ID };
    updateApplicant({ type: 'child', values: values as unknown as Record<string, unknown> });
    setSentUpload('child.abroadTax.CLN', {
      id: CLN_ID,
      name: 'cln.pdf',
      size: 3,
      type: 'application/pdf',
    });

    const raw = localStorage.getItem(PERSIST_KEY) ?? '';
    const state: unknown = JSON.parse(raw);
    const keys = keysOf(state);
    for (const never of ['voorkant', 'achterkant', 'CLN']) expect(keys).not.toContain(never);
    expect(raw).not.toContain(FRONT_ID);
    expect(raw).not.toContain(BACK_ID);
    expect(state).toMatchObject({
      state: {
        investmentFlow: {
          applicant: {
            type: 'child',
            values: {
              mijn: { achternaam: 'Berg', postcode: '1234AB', land: 'NL', kopie: {} },
              child: {
                abroadTax: { taxNL: 'ja', taxAbroad: '', bornUS: 'ja', passport: {} },
              },
            },
            // What the form shows of a sent file stays, under its form path.
            uploads: { 'child.abroadTax.CLN': { name: 'cln.pdf' } },
          },
        },
      },
    });
  });

  it('keeps each person’s `documents` under the spec’s name, with their kind and upload id', () => {
    const values = emptyApplicantForm();
    expect(values.mijn.documents).toEqual([]);
    expect(values.partner.documents).toEqual([]);
    values.type = 'child';
    values.child.documents = [{ soort: 'gezag', upload: CLN_ID }];
    updateApplicant({ type: 'child', values: values as unknown as Record<string, unknown> });
    const state: unknown = JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '');
    expect(state).toMatchObject({
      state: {
        investmentFlow: {
          applicant: {
            values: {
              mijn: { documents: [] },
              partner: { documents: [] },
              child: { documents: [{ soort: 'gezag', upload: CLN_ID }] },
            },
          },
        },
      },
    });
  });
});
