import { applicationPrefillResponseSchema, personalInfoSchema } from '@bp/api-schema';
import { maskBsn } from '@bp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { failEvery } from '../../../test/forced-failure';
import {
  BELEGGER,
  createTestApp,
  logIn,
  NIEUW,
  TEST_DATA_ENCRYPTION_KEY,
  type TestApp,
} from '../../../test/harness';
import {
  DEMO,
  expectProblem,
  NOT_LOGGED_IN,
  sessions,
  type Sessions,
} from '../../../test/portfolio';
import { sqlRows } from '../../../test/sql-rows';
import { openText } from '../../../security/sealed-text';
import { sealedApplicantOf } from './create-application';
import { sealedFieldOf } from '../../../security/sealed-fields';
import { application, withRealUploads, applicationRequests } from './test-support';

const NEWCOMER_BSN = '999990019';

describe.each(databaseKinds())('stored investment applications on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;

  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  const { send, stored, created } = applicationRequests(
    () => t,
    () => s.owner,
  );

  it('leaves nothing when the transaction fails half-way', async () => {
    const body = await withRealUploads(t, s.owner, application('child', 'nederlands'));
    const before = await stored();
    const restore = await failEvery(t.db, 'INSERT', 'investment_applications');
    try {
      const response = await send(body);
      expect(response.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await stored()).toEqual(before);
    // And the same application goes through afterwards: its uploads were not claimed.
    created(await send(body));
  });

  it('keeps BSNs and document numbers encrypted: no plaintext in any row', async () => {
    const body = await withRealUploads(t, s.owner, application('partner', 'nederlands'));
    const answer = created(await send(body));
    const rows = await sqlRows<{ text: string }>(
      t.db,
      sql`select row_to_json(p)::text as text from personal_info p
          union all select row_to_json(r)::text from related_persons r
          union all select row_to_json(a)::text from investment_applications a
          union all select row_to_json(h)::text from contract_holders h
          union all select row_to_json(o)::text from mail_outbox o`,
    );
    const all = rows.map((row) => row.text).join('\n');
    for (const secret of ['111222333', '123456782', 'XR1001R58', 'IH12AB345', '12 345 678 903']) {
      expect(all).not.toContain(secret);
    }
    // Encrypted, not lost: the key opens them.
    const [own] = await sqlRows<{ user_id: string; bsn: string }>(
      t.db,
      sql`select user_id::text, encode(bsn_sealed, 'hex') as bsn from personal_info
          where user_id = (select user_id from contracts where id = ${answer.contractId})`,
    );
    if (!own) throw new Error('no personal info');
    expect(
      openText(
        TEST_DATA_ENCRYPTION_KEY,
        Buffer.from(own.bsn, 'hex'),
        sealedFieldOf.personalInfo(own.user_id, 'bsn'),
      ),
    ).toBe('111222333');
    const [record] = await sqlRows<{ sealed: string }>(
      t.db,
      sql`select encode(applicant_sealed, 'hex') as sealed from investment_applications where contract_id = ${answer.contractId}`,
    );
    const applicant: unknown = JSON.parse(
      openText(
        TEST_DATA_ENCRYPTION_KEY,
        Buffer.from(record?.sealed ?? '', 'hex'),
        sealedApplicantOf(answer.contractId, own.user_id),
      ),
    );
    expect(applicant).toMatchObject({ type: 'partner', partner: { bsn: '123456782' } });
  });

  it('takes and keeps the application under the spec’s names (§3 "Application data")', async () => {
    const input = application('child', 'nederlands');
    if (input.applicant.type !== 'child') throw new Error('child expected');
    input.applicant.mijn = {
      ...input.applicant.mijn,
      uitsluitend: false,
      abroadTax: {
        taxNL: true,
        taxAbroad: true,
        country: 'BE',
        taxIdentificationNumber: '85073003328',
        furtherTaxResidencies: [{ country: 'DE', taxIdentificationNumber: '12345678903' }],
        taxUS: false,
        bornUS: false,
      },
    };
    const body = await withRealUploads(t, s.owner, input);
    const answer = created(await send(body));
    const [record] = await sqlRows<{ sealed: string; user_id: string }>(
      t.db,
      sql`select encode(applicant_sealed, 'hex') as sealed, user_id::text from investment_applications
          where contract_id = ${answer.contractId}`,
    );
    if (!record) throw new Error('no application');
    const applicant: unknown = JSON.parse(
      openText(
        TEST_DATA_ENCRYPTION_KEY,
        Buffer.from(record.sealed, 'hex'),
        sealedApplicantOf(answer.contractId, record.user_id),
      ),
    );
    const upload = expect.any(String);
    expect(applicant).toMatchObject({
      mijn: {
        postcode: '1234AB',
        huisnummer: '12a',
        straatnaam: 'Dorpsstraat',
        woonplaats: 'Utrecht',
        land: 'NL',
        abroadTax: {
          taxNL: true,
          taxAbroad: true,
          country: 'BE',
          taxIdentificationNumber: '85073003328',
          furtherTaxResidencies: [{ country: 'DE', taxIdentificationNumber: '12345678903' }],
        },
      },
      child: {
        abroadTax: {
          bornUS: true,
          copyCLN: true,
          CLN: upload,
          copyPassport: true,
          passport: { voorkant: upload, achterkant: upload },
        },
      },
    });
    expect(applicant).not.toHaveProperty('mijn.address');
    // The CLN and the passport are claimed by the application under their spec paths.
    const [claims] = await sqlRows<{ uploads: string }>(
      t.db,
      sql`select uploads::text as uploads from investment_applications where contract_id = ${answer.contractId}`,
    );
    expect(claims?.uploads).toContain('applicant.child.abroadTax.CLN');
    expect(claims?.uploads).toContain('applicant.child.abroadTax.passport.voorkant');
  });

  describe('prefill', () => {
    function prefill(cookie: string | null) {
      return t.app.inject({
        url: '/api/investment-applications/prefill',
        headers: cookie ? { cookie } : {},
      });
    }

    it('is null for a new investor, then holds what the application gave, masked', async () => {
      const newcomer = await logIn(t.app, NIEUW.email, NIEUW.password);
      const before = await t.app.inject({
        url: '/api/relations/me',
        headers: { cookie: newcomer },
      });
      expect(personalInfoSchema.parse(before.json()).Id).toBe(0);
      const empty = await prefill(newcomer);
      expect(empty.statusCode).toBe(200);
      expect(applicationPrefillResponseSchema.parse(empty.json()).mijn).toBeNull();

      // A BSN of their own: the demo investor holds the fixture's since an earlier test.
      const input = application('child', 'nederlands');
      if (input.applicant.type !== 'child') throw new Error('child expected');
      input.applicant.mijn = { ...input.applicant.mijn, bsn: NEWCOMER_BSN };
      const body = await withRealUploads(t, newcomer, input);
      created(await send(body, newcomer));
      // The new investor (personal information Id 0) has personal information now.
      const me = await t.app.inject({ url: '/api/relations/me', headers: { cookie: newcomer } });
      expect(personalInfoSchema.parse(me.json()).Id).toBeGreaterThan(0);
      const again = await prefill(newcomer);
      const known = applicationPrefillResponseSchema.parse(again.json());
      expect(known.mijn).toEqual({
        initialen: 'J.P.',
        tussenvoegsel: 'van der',
        achternaam: 'Berg',
        geslacht: 'man',
        geboortedatum: '1980-05-17',
        bsnMasked: maskBsn(NEWCOMER_BSN),
        identiteitsbewijs: 'paspoort',
        postcode: '1234AB',
        huisnummer: '12a',
        straatnaam: 'Dorpsstraat',
        woonplaats: 'Utrecht',
        land: 'NL',
        nationaliteit: 'NL',
        telefoonnummer: '+31301234567',
        mobiel: '+31612345678',
        iban: 'NL91ABNA0417164300',
      });
      expect(known.relations).toEqual([
        expect.objectContaining({
          relation: 'kind',
          achternaam: 'Berg',
          bsnMasked: maskBsn('249566758'),
          identiteitsbewijs: 'paspoort',
        }),
      ]);
      for (const secret of [NEWCOMER_BSN, '249566758', 'XR1001R58', 'NXC3P7K91']) {
        expect(again.body).not.toContain(secret);
      }

      // The same child again is the same relation, corrected, not a second one.
      const second = await withRealUploads(t, newcomer, {
        ...input,
        flow: 'duits' as const,
        questionnaire: application('child', 'duits').questionnaire,
      });
      created(await send(second, newcomer));
      const relations = applicationPrefillResponseSchema.parse(
        (await prefill(newcomer)).json(),
      ).relations;
      expect(relations).toHaveLength(1);
    });

    it('offers the IBAN of the investor’s own signed mandate when their details have none', async () => {
      const ownIban = 'NL02RABO0123456789';
      const othersIban = 'DE89370400440532013000';
      const userIdOf = async (email: string) =>
        (await sqlRows<{ id: string }>(t.db, sql`select id from users where email = ${email}`))[0]
          ?.id;
      const ownerId = await userIdOf(BELEGGER.email);
      const otherId = await userIdOf(NIEUW.email);
      const [before] = await sqlRows<{ iban: string | null }>(
        t.db,
        sql`select iban from personal_info where user_id = ${ownerId}`,
      );
      const insertMandate = (userId: string | undefined, iban: string, signedAt: string) =>
        t.db.execute(sql`insert into mandates
          (contract_id, user_id, provider, provider_mandate_number, status, iban, account_holder,
           sign_url, created_at, signed_at)
          values (${DEMO.dutch}, ${userId}, 'sandbox', ${`PREFILL-${iban}`}, 'signed', ${iban},
           'Test', 'https://example.test/sign', ${signedAt}, ${signedAt})`);
      await t.db.execute(sql`update personal_info set iban = null where user_id = ${ownerId}`);
      await insertMandate(ownerId, ownIban, '2030-01-01T10:00:00Z');
      // Someone else's mandate, signed later: never theirs to see.
      await insertMandate(otherId, othersIban, '2031-01-01T10:00:00Z');
      try {
        const owner = applicationPrefillResponseSchema.parse((await prefill(s.owner)).json());
        expect(owner.mijn?.iban).toBe(ownIban);
        const other = await prefill(s.other);
        expect(other.body).not.toContain(ownIban);
      } finally {
        await t.db.execute(
          sql`delete from mandates where provider_mandate_number like 'PREFILL-%'`,
        );
        await t.db.execute(
          sql`update personal_info set iban = ${before?.iban ?? null} where user_id = ${ownerId}`,
        );
      }
    });

    it('is the owner’s own: the demo investor sees only their relations', async () => {
      const known = applicationPrefillResponseSchema.parse((await prefill(s.owner)).json());
      expect(known.mijn?.achternaam).toEqual(expect.any(String));
      expect(known.relations.map((relation) => relation.relation)).toContain('partner');
      // The seeded partner, from before applications kept a BSN: none to mask.
      expect(known.relations).toContainEqual(
        expect.objectContaining({ relation: 'partner', bsnMasked: null, geslacht: null }),
      );
      expectProblem(await prefill(null), 401, NOT_LOGGED_IN);
    });
  });
});
