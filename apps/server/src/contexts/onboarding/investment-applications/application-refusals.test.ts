import { type InvestmentApplicationInput } from '@bp/api-schema';
import { mijnInput, partnerInput } from '@bp/api-schema/test-fixtures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { expectProblem, NOT_LOGGED_IN, sessions, type Sessions } from '../../../test/portfolio';
import { sqlRows } from '../../../test/sql-rows';
import { UPLOAD_MESSAGES } from '../uploads/messages';
import { APPLICATION_MESSAGES } from './messages';
import {
  answersGiving,
  application,
  uploadFile,
  withRealUploads,
  applicationRequests,
} from './test-support';

describe.each(databaseKinds())('refused investment applications on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;

  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  const { send, stored, created, refused } = applicationRequests(
    () => t,
    () => s.owner,
  );

  it('refuses without a session', async () => {
    const before = await stored();
    expectProblem(await send(application('mijn', 'nederlands'), null), 401, NOT_LOGGED_IN);
    expect(await stored()).toEqual(before);
  });

  describe('refuses with 422 and stores nothing', () => {
    it('a body the schema refuses, naming each field', async () => {
      const body = await withRealUploads(t, s.owner, application('partner', 'nederlands'));
      const broken = {
        ...body,
        applicant: {
          ...body.applicant,
          mijn: { ...mijnInput(), bsn: '123456789', kopie: body.applicant.mijn?.kopie },
          partner: { ...partnerInput(), achternaam: '', kopie: body.applicant.partner?.kopie },
        },
      };
      const messages = await refused(broken, []);
      expect(messages.some((m) => m.startsWith('Uw gegevens:') && /BSN/i.test(m))).toBe(true);
      expect(messages.some((m) => m.startsWith('Partner:'))).toBe(true);
    });

    it.each([
      [
        'a BSN twice in one application',
        { partner: { bsn: '111222333' } },
        'Partner: Dit BSN is in deze aanvraag al voor een andere persoon ingevuld; iedere persoon heeft een eigen BSN.',
      ],
      [
        'an identity document that ends today',
        { mijn: { geldigTot: '2026-03-02' } },
        'Uw gegevens: Het identiteitsbewijs is verlopen: de datum "geldig tot" moet na vandaag liggen.',
      ],
      [
        'a child who is of age',
        { child: { geboortedatum: '2008-03-02' } },
        'Kind: Uw kind moet jonger zijn dan 18 jaar; een meerderjarig kind belegt zelf.',
      ],
      [
        'born in the US without citizenship and without the CLN',
        {
          child: {
            abroadTax: {
              taxNL: true,
              taxAbroad: false,
              taxUS: false,
              bornUS: true,
              usCitizen: false,
            },
          },
        },
        'Kind: Upload het Certificate of Loss of Nationality (CLN): u bent in de Verenigde Staten geboren zonder de Amerikaanse nationaliteit.',
      ],
      [
        'a US person without a US TIN',
        {
          mijn: {
            uitsluitend: false,
            abroadTax: { taxNL: true, taxAbroad: false, taxUS: true, bornUS: false },
          },
        },
        'Uw gegevens: Vul het Amerikaanse fiscale nummer (SSN of ITIN) in.',
      ],
      [
        'a mobile number that is too short, saying so',
        { partner: { mobiel: '0612' } },
        'Partner: Dit nummer is te kort: een Nederlands telefoonnummer heeft 10 cijfers, dit heeft er 4.',
      ],
      [
        'a mobile number with an unknown country code',
        { partner: { mobiel: '+999 1234567' } },
        'Partner: Het landnummer na de + kennen wij niet. Controleer het, bijvoorbeeld +49 voor Duitsland.',
      ],
    ] as const)('%s', async (_rule, patch, expected) => {
      const type = 'child' in patch ? 'child' : 'partner';
      const body = await withRealUploads(t, s.owner, application(type, 'nederlands'));
      const applicant: Record<string, unknown> = { ...body.applicant };
      for (const [block, fields] of Object.entries(patch)) {
        applicant[block] = { ...(applicant[block] as object), ...fields };
      }
      await refused({ ...body, applicant }, [expected]);
    });

    it('judges dates on the server’s day (its clock), not the wall clock', async () => {
      // The clock stands on 2 March 2026: valid until the 3rd is valid.
      const body = await withRealUploads(t, s.owner, application('mijn', 'nederlands'));
      const mijn = { ...body.applicant.mijn, geldigTot: '2026-03-03' };
      created(await send({ ...body, applicant: { ...body.applicant, mijn } }));
    });

    it('but takes a mobile number abroad (someone living in Germany)', async () => {
      const body = await withRealUploads(t, s.owner, application('mijn', 'duits'));
      const mijn = { ...body.applicant.mijn, mobiel: '+49 151 23456789' };
      created(await send({ ...body, applicant: { ...body.applicant, mijn } }));
    });

    it('a block the applicant type does not ask for, and an unknown field', async () => {
      const body = application('mijn', 'nederlands');
      const messages = await refused(
        { ...body, extra: 1, applicant: { ...body.applicant, partner: partnerInput() } },
        [],
      );
      expect(messages.length).toBeGreaterThanOrEqual(2);
    });

    it('a questionnaire of another flow', async () => {
      const body = application('mijn', 'american', {
        questionnaire: { id: 1, answers: answersGiving('nederlands', 'offensief') },
      });
      await refused(body, []);
    });

    it('answers the questionnaire cannot score', async () => {
      const body = await withRealUploads(
        t,
        s.owner,
        application('mijn', 'nederlands', {
          questionnaire: { id: 1, answers: answersGiving('nederlands', 'offensief').slice(1) },
        }),
      );
      const messages = await refused(body, []);
      expect(messages.some((message) => message.includes('Beantwoord vraag 1.'))).toBe(true);
    });

    it('amounts below the fund minimums, naming the field', async () => {
      const body = await withRealUploads(
        t,
        s.owner,
        application('mijn', 'american', {
          investment: { initialDeposit: '2499.99', periodicDeposit: '99.99', description: '' },
        }),
      );
      await refused(body, [
        'De eenmalige inleg moet minimaal €\u00a02.500,00 zijn.',
        'De maandelijkse inleg moet minimaal €\u00a0100,00 zijn.',
      ]);
    });

    it('a country that does not exist', async () => {
      const body = await withRealUploads(t, s.owner, application('mijn', 'nederlands'));
      const mijn = { ...body.applicant.mijn, nationaliteit: 'XX' };
      await refused({ ...body, applicant: { ...body.applicant, mijn } }, [
        `Uw gegevens: ${APPLICATION_MESSAGES.unknownCountry}`,
      ]);
    });

    it('another investor’s upload, naming the field', async () => {
      const body = await withRealUploads(t, s.owner, application('mijn', 'nederlands'));
      const foreign = await uploadFile(t, s.other);
      const mijn = body.applicant.mijn;
      if (!mijn) throw new Error('no mijn');
      const withForeign = {
        ...body,
        applicant: {
          ...body.applicant,
          mijn: { ...mijn, kopie: { ...mijn.kopie, achterkant: foreign } },
        },
      };
      await refused(withForeign, [`Uw gegevens: ${UPLOAD_MESSAGES.notAvailable}`]);
      const [row] = await sqlRows(t.db, sql`select reference from uploads where id = ${foreign}`);
      expect(row?.reference).toBeNull();
    });
  });

  describe('a profile below the fund’s requirement', () => {
    async function careful(acknowledged: boolean): Promise<InvestmentApplicationInput> {
      return withRealUploads(
        t,
        s.owner,
        application('mijn', 'leningenfonds', {
          questionnaire: {
            id: 3,
            answers: answersGiving('leningenfonds', 'defensief'),
            riskAcknowledged: acknowledged,
          },
        }),
      );
    }

    it('is refused without the acknowledgement', async () => {
      await refused(await careful(false), [APPLICATION_MESSAGES.riskNotAcknowledged]);
    });

    it('is accepted with it, and the acknowledgement is recorded', async () => {
      const answer = created(await send(await careful(true)));
      const [record] = await sqlRows(
        t.db,
        sql`select profile::text, required_profile::text, risk_acknowledged::text, questionnaire_version
            from investment_applications where contract_id = ${answer.contractId}`,
      );
      expect(record).toMatchObject({
        profile: 'defensief',
        required_profile: 'offensief',
        risk_acknowledged: 'true',
      });
      expect(record?.questionnaire_version).toEqual(expect.any(String));
    });
  });
});
