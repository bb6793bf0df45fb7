import {
  DUE_DILIGENCE_EVIDENCE_THRESHOLD,
  DUE_DILIGENCE_MESSAGES,
  IDENTITY_DOCUMENT_COUNTRY_MESSAGES,
} from '@bp/domain';
import type { mijnInput } from '@bp/api-schema/test-fixtures';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investmentApplications } from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { sessions, type Sessions } from '../../../test/portfolio';
import { sqlRows } from '../../../test/sql-rows';
import { APPLICATION_MESSAGES } from './messages';
import { application, applicationRequests, uploadFile, withRealUploads } from './test-support';

/** Issue 16 point 11: the Wwft identification and due diligence of an application. */
describe.each(databaseKinds())('Wwft due diligence of investment applications on $name', (kind) => {
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

  async function storedAnswers(contractId: number) {
    const [row] = await t.db
      .select({
        pep: investmentApplications.pep,
        pepFunctie: investmentApplications.pepFunctie,
        herkomstVermogen: investmentApplications.herkomstVermogen,
        herkomstToelichting: investmentApplications.herkomstToelichting,
        uploads: investmentApplications.uploads,
      })
      .from(investmentApplications)
      .where(eq(investmentApplications.contractId, contractId));
    return row;
  }

  it('stores the answers with the application', async () => {
    const body = await withRealUploads(t, s.owner, {
      ...application('mijn', 'nederlands'),
      dueDiligence: {
        pep: true,
        pepFunctie: 'Mijn schoonvader is burgemeester van Zeist.',
        herkomstVermogen: 'anders',
        herkomstToelichting: 'Prijzengeld van een schaaktoernooi',
      },
    });
    const { contractId } = created(await send(body));
    expect(await storedAnswers(contractId)).toMatchObject({
      pep: true,
      pepFunctie: 'Mijn schoonvader is burgemeester van Zeist.',
      herkomstVermogen: 'anders',
      herkomstToelichting: 'Prijzengeld van een schaaktoernooi',
    });
  });

  it('refuses an application without the PEP and origin answers with a Dutch 422', async () => {
    const body = await withRealUploads(t, s.owner, application('partner', 'nederlands'));
    const { dueDiligence: _left, ...without } = body;
    await refused(without, [DUE_DILIGENCE_MESSAGES.missing]);
    await refused({ ...body, dueDiligence: { pep: false } }, [
      DUE_DILIGENCE_MESSAGES.herkomstVermogen,
    ]);
    await refused({ ...body, dueDiligence: { herkomstVermogen: 'salaris' } }, [
      DUE_DILIGENCE_MESSAGES.pep,
    ]);
  });

  it('refuses a first deposit from the threshold without evidence, and takes it with', async () => {
    const base = await withRealUploads(t, s.owner, application('mijn', 'nederlands'));
    const body = {
      ...base,
      investment: { ...base.investment, initialDeposit: DUE_DILIGENCE_EVIDENCE_THRESHOLD },
    };
    await refused(body, [DUE_DILIGENCE_MESSAGES.bewijsUpload]);

    const evidence = await uploadFile(t, s.owner);
    const { contractId } = created(
      await send({ ...body, dueDiligence: { ...body.dueDiligence, bewijsUpload: evidence } }),
    );
    expect((await storedAnswers(contractId))?.uploads).toContainEqual({
      field: 'dueDiligence.bewijsUpload',
      id: evidence,
    });
    const [upload] = await sqlRows<{ reference: string | null }>(
      t.db,
      sql`select reference from uploads where id = ${evidence}`,
    );
    expect(upload?.reference).toMatch(/^application:/);
  });

  it('identifies with a German passport; refuses a US identity card and an unknown country', async () => {
    const base = await withRealUploads(t, s.owner, application('mijn', 'nederlands'));
    const withDocument = (document: Partial<ReturnType<typeof mijnInput>>) => ({
      ...base,
      applicant: { type: 'mijn' as const, mijn: { ...base.applicant.mijn, ...document } },
    });
    created(
      await send(
        withDocument({
          identiteitsbewijs: 'paspoort',
          identiteitsbewijsLand: 'DE',
          identiteitsbewijsCard: 'C01X00T47',
        }),
      ),
    );
    await refused(
      withDocument({
        identiteitsbewijs: 'identiteitskaart',
        identiteitsbewijsLand: 'US',
        identiteitsbewijsCard: '123456789',
      }),
      [`Uw gegevens: ${IDENTITY_DOCUMENT_COUNTRY_MESSAGES.identityCardOutsideEuEea}`],
    );
    const messages = await refused(
      withDocument({
        identiteitsbewijs: 'paspoort',
        identiteitsbewijsLand: 'XX',
        identiteitsbewijsCard: 'C01X00T47',
      }),
      [],
    );
    expect(messages.some((m) => m.includes(APPLICATION_MESSAGES.unknownCountry))).toBe(true);
  });
});
