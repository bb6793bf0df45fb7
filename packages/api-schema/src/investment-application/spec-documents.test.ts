import {
  calendarDate,
  COMPANY_EXTRACT_MESSAGES,
  SUPPORTING_DOCUMENT_MESSAGES,
  SUPPORTING_DOCUMENTS_MAXIMUM,
} from '@bp/domain';
import { describe, expect, it } from 'vitest';
import type { z } from '../zod-nl';
import { investmentApplicationSchemaOn, type InvestmentApplicationInput } from './application';
import {
  FIXTURE_TODAY,
  UPLOAD_IDS,
  applicationInput,
  childInput,
  companyInput,
  mijnInput,
  partnerInput,
} from './test-fixtures';

/** Issue 16 point 14: `documents`, `kvkUploaden` and `UBOUploaden` under the spec's names. */

const schema = investmentApplicationSchemaOn(calendarDate(FIXTURE_TODAY));
type Input = InvestmentApplicationInput;

function issues(input: unknown): { path: string; message: string }[] {
  const parsed: z.ZodSafeParseResult<unknown> = schema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const withApplicant = (applicant: Input['applicant']): Input => ({
  ...applicationInput(),
  applicant,
});

const withCompany = (company: Record<string, unknown>): unknown =>
  withApplicant({ type: 'company', company: { ...companyInput(), ...company } as never });

const withMijnDocuments = (documents: unknown): unknown =>
  withApplicant({ type: 'mijn', mijn: { ...mijnInput(), documents } as never });

describe('documents on mijn, partner and child (spec §3 "Application data")', () => {
  it('keeps each person’s documents, with their kind', () => {
    const parsed = schema.parse(
      withApplicant({
        type: 'partner',
        mijn: {
          ...mijnInput(),
          documents: [
            { soort: 'herkomst-vermogen', upload: UPLOAD_IDS.herkomstBewijs },
            { soort: 'volmacht', upload: UPLOAD_IDS.voorkant },
          ],
        },
        partner: {
          ...partnerInput(),
          documents: [{ soort: 'verblijfsdocument', upload: UPLOAD_IDS.partnerVoorkant }],
        },
      }),
    );
    if (parsed.applicant.type !== 'partner') throw new Error('partner expected');
    expect(parsed.applicant.mijn.documents).toEqual([
      { soort: 'herkomst-vermogen', upload: UPLOAD_IDS.herkomstBewijs },
      { soort: 'volmacht', upload: UPLOAD_IDS.voorkant },
    ]);
    expect(parsed.applicant.partner.documents).toEqual([
      { soort: 'verblijfsdocument', upload: UPLOAD_IDS.partnerVoorkant },
    ]);
    const child = schema.parse(
      withApplicant({ type: 'child', mijn: mijnInput(), child: childInput() }),
    );
    if (child.applicant.type !== 'child') throw new Error('child expected');
    expect(child.applicant.child.documents).toEqual([{ soort: 'gezag', upload: UPLOAD_IDS.gezag }]);
  });

  it('takes an application without documents as having none', () => {
    const { documents: _left, ...mijn } = mijnInput();
    const parsed = schema.parse(withApplicant({ type: 'mijn', mijn }));
    if (parsed.applicant.type !== 'mijn') throw new Error('mijn expected');
    expect(parsed.applicant.mijn.documents).toEqual([]);
  });

  it('asks the kind and a real upload id of each document, at its place in the list', () => {
    expect(
      issues(
        withMijnDocuments([
          { soort: 'paspoort', upload: UPLOAD_IDS.voorkant },
          { soort: 'volmacht', upload: 'mijn-volmacht.pdf' },
          { soort: 'overig' },
        ]),
      ),
    ).toEqual([
      { path: 'applicant.mijn.documents.0.soort', message: SUPPORTING_DOCUMENT_MESSAGES.soort },
      { path: 'applicant.mijn.documents.1.upload', message: SUPPORTING_DOCUMENT_MESSAGES.upload },
      { path: 'applicant.mijn.documents.2.upload', message: SUPPORTING_DOCUMENT_MESSAGES.upload },
    ]);
  });

  it('refuses proof of parental authority for an adult, the same file twice, and too many', () => {
    expect(
      issues(
        withMijnDocuments([
          { soort: 'gezag', upload: UPLOAD_IDS.voorkant },
          { soort: 'overig', upload: UPLOAD_IDS.voorkant },
        ]),
      ),
    ).toEqual([
      {
        path: 'applicant.mijn.documents.0.soort',
        message: SUPPORTING_DOCUMENT_MESSAGES.gezagForAdult,
      },
      {
        path: 'applicant.mijn.documents.1.upload',
        message: SUPPORTING_DOCUMENT_MESSAGES.duplicate,
      },
    ]);
    const many = Array.from({ length: SUPPORTING_DOCUMENTS_MAXIMUM + 1 }, (_, index) => ({
      soort: 'overig',
      upload: `3f1c2d4e-5a6b-4c7d-8e9f-${String(index).padStart(12, '0')}`,
    }));
    expect(issues(withMijnDocuments(many))).toEqual([
      { path: 'applicant.mijn.documents', message: SUPPORTING_DOCUMENT_MESSAGES.tooMany },
    ]);
  });

  it('has no documents on a company’s contact person: the spec does not list them there', () => {
    const contactPerson = { ...companyInput().contactPerson, documents: [] };
    expect(issues(withCompany({ contactPerson })).map((issue) => issue.path)).toEqual([
      'applicant.company.contactPerson',
    ]);
  });
});

describe('kvkUploaden and UBOUploaden beside kvkKopie and UBOKopie (spec §3 "Company info")', () => {
  it('keeps the flags; absent means the extract is uploaded with the application', () => {
    const parsed = schema.parse(withCompany({}));
    if (parsed.applicant.type !== 'company') throw new Error('company expected');
    expect(parsed.applicant.company).toMatchObject({
      kvkKopie: UPLOAD_IDS.kvkExtract,
      kvkUploaden: true,
      UBOKopie: UPLOAD_IDS.uboExtract,
      UBOUploaden: true,
    });
    const { kvkUploaden: _kvk, UBOUploaden: _ubo, ...older } = companyInput();
    const again = schema.parse(withApplicant({ type: 'company', company: older }));
    if (again.applicant.type !== 'company') throw new Error('company expected');
    expect(again.applicant.company).toMatchObject({ kvkUploaden: true, UBOUploaden: true });
  });

  it('refuses a flag that contradicts the upload sent with it', () => {
    expect(issues(withCompany({ kvkUploaden: false }))).toEqual([
      {
        path: 'applicant.company.kvkUploaden',
        message: COMPANY_EXTRACT_MESSAGES.kvkContradicts,
      },
    ]);
    expect(issues(withCompany({ UBOUploaden: false }))).toEqual([
      {
        path: 'applicant.company.UBOUploaden',
        message: COMPANY_EXTRACT_MESSAGES.UBOContradicts,
      },
    ]);
  });

  it('refuses sending an extract later, and asks the upload when the flag says it is sent', () => {
    expect(issues(withCompany({ kvkUploaden: false, kvkKopie: undefined }))).toEqual([
      {
        path: 'applicant.company.kvkKopie',
        message: 'Upload een uittreksel uit het Handelsregister van de KvK.',
      },
      { path: 'applicant.company.kvkUploaden', message: COMPANY_EXTRACT_MESSAGES.kvkLater },
    ]);
    expect(issues(withCompany({ UBOUploaden: false, UBOKopie: 'geen-id' }))).toContainEqual({
      path: 'applicant.company.UBOUploaden',
      message: COMPANY_EXTRACT_MESSAGES.UBOContradicts,
    });
    expect(
      issues(withCompany({ UBOUploaden: true, UBOKopie: undefined })).map((issue) => issue.path),
    ).toEqual(['applicant.company.UBOKopie']);
    expect(issues(withCompany({ kvkUploaden: 'ja' }))).toEqual([
      {
        path: 'applicant.company.kvkUploaden',
        message: 'Geef aan of u het uittreksel uit het Handelsregister meestuurt.',
      },
    ]);
  });
});
