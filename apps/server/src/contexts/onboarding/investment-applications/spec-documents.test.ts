import { COMPANY_EXTRACT_MESSAGES } from '@bp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, TEST_DATA_ENCRYPTION_KEY, type TestApp } from '../../../test/harness';
import { sessions, type Sessions } from '../../../test/portfolio';
import { sqlRows } from '../../../test/sql-rows';
import { openText } from '../../../security/sealed-text';
import { UPLOAD_MESSAGES } from '../uploads/messages';
import { sealedApplicantOf } from './create-application';
import { application, applicationRequests, uploadFile, withRealUploads } from './test-support';

/**
 * Issue 16 point 14: `documents` (mijn, partner, child) and the company's `kvkUploaden` and
 * `UBOUploaden` under the spec's names in POST /api/investment-applications and the stored
 * applicant; each document's upload claimed like every other upload.
 */
describe.each(databaseKinds())('documents and the extract flags on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;

  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  const { send, created, refused } = applicationRequests(
    () => t,
    () => s.owner,
  );

  /** The applicant as the application stored it (sealed), and the uploads it claimed. */
  async function storedApplication(contractId: number) {
    const [record] = await sqlRows<{ sealed: string; user_id: string; uploads: string }>(
      t.db,
      sql`select encode(applicant_sealed, 'hex') as sealed, user_id::text, uploads::text as uploads
          from investment_applications where contract_id = ${contractId}`,
    );
    if (!record) throw new Error('no application');
    const applicant: unknown = JSON.parse(
      openText(
        TEST_DATA_ENCRYPTION_KEY,
        Buffer.from(record.sealed, 'hex'),
        sealedApplicantOf(contractId, record.user_id),
      ),
    );
    return { applicant, uploads: record.uploads };
  }

  async function referenceOf(uploadId: string) {
    const [row] = await sqlRows<{ reference: string | null }>(
      t.db,
      sql`select reference from uploads where id = ${uploadId}`,
    );
    return row?.reference;
  }

  it('takes and keeps each person’s documents, and claims their uploads', async () => {
    const body = await withRealUploads(t, s.owner, application('child', 'nederlands'));
    if (body.applicant.type !== 'child') throw new Error('child expected');
    const volmacht = await uploadFile(t, s.owner);
    body.applicant.mijn.documents = [{ soort: 'volmacht', upload: volmacht }];
    const answer = created(await send(body));

    const { applicant, uploads } = await storedApplication(answer.contractId);
    expect(applicant).toMatchObject({
      mijn: { documents: [{ soort: 'volmacht', upload: volmacht }] },
      child: { documents: [{ soort: 'gezag', upload: expect.any(String) }] },
    });
    expect(uploads).toContain('applicant.mijn.documents.0.upload');
    expect(uploads).toContain('applicant.child.documents.0.upload');
    expect(await referenceOf(volmacht)).toMatch(/^application:\d+$/);
  });

  it('takes and keeps kvkUploaden and UBOUploaden beside the extracts', async () => {
    const body = await withRealUploads(t, s.owner, application('company', 'nederlands'));
    const answer = created(await send(body));
    const { applicant } = await storedApplication(answer.contractId);
    expect(applicant).toMatchObject({
      type: 'company',
      company: {
        kvkKopie: expect.any(String),
        kvkUploaden: true,
        UBOKopie: expect.any(String),
        UBOUploaden: true,
      },
    });
  });

  it('refuses another investor’s upload as a document, naming it, and changes nothing', async () => {
    const body = await withRealUploads(t, s.owner, application('partner', 'nederlands'));
    if (body.applicant.type !== 'partner') throw new Error('partner expected');
    const foreign = await uploadFile(t, s.other);
    body.applicant.partner.documents = [{ soort: 'verblijfsdocument', upload: foreign }];
    await refused(body, [`Partner, document 1: ${UPLOAD_MESSAGES.notAvailable}`]);
    expect(await referenceOf(foreign)).toBeNull();
  });

  it('refuses an extract "sent later" in Dutch, and changes nothing', async () => {
    const body = await withRealUploads(t, s.owner, application('company', 'nederlands'));
    if (body.applicant.type !== 'company') throw new Error('company expected');
    const { kvkKopie: _sent, ...company } = body.applicant.company;
    await refused(
      { ...body, applicant: { type: 'company', company: { ...company, kvkUploaden: false } } },
      [`Bedrijf: ${COMPANY_EXTRACT_MESSAGES.kvkLater}`],
    );
    await refused(
      {
        ...body,
        applicant: { type: 'company', company: { ...body.applicant.company, UBOUploaden: false } },
      },
      [`Bedrijf: ${COMPANY_EXTRACT_MESSAGES.UBOContradicts}`],
    );
  });
});
