import {
  applicationPrefillResponseSchema,
  contractSummarySchema,
  createdPaymentSchema,
  investmentApplicationResponseSchema,
  z,
  type InvestmentApplicationInput,
} from '@bp/api-schema';
import { mijnInput, partnerInput } from '@bp/api-schema/test-fixtures';
import {
  APPLICANT_TYPES,
  FUND_FLOWS,
  maskBsn,
  type ApplicantType,
  type FundFlow,
} from '@bp/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { failEvery } from '../../test/forced-failure';
import {
  ADMIN,
  createTestApp,
  freshIp,
  logIn,
  NIEUW,
  TEST_DATA_ENCRYPTION_KEY,
  type TestApp,
} from '../../test/harness';
import { expectProblem, NOT_LOGGED_IN, sessions, type Sessions } from '../../test/portfolio';
import { sqlRows } from '../../test/sql-rows';
import { openText } from '../../security/sealed-text';
import { UPLOAD_MESSAGES } from '../uploads/messages';
import { sealedApplicantOf } from './create-application';
import { APPLICATION_MESSAGES } from './messages';
import { APPLICATIONS_PER_USER } from './rules';
import { sealedFieldOf } from './personal-data';
import { answersGiving, application, uploadFile, withRealUploads } from './test-support';

/** What an application writes: all of it must stay unchanged by a refused one. */
const STORED = sql`select
  (select count(*) from contracts)::text as contracts,
  (select count(*) from investment_applications)::text as applications,
  (select count(*) from contract_holders)::text as holders,
  (select count(*) from personal_info)::text as personal_info,
  (select coalesce(max(updated_at)::text, '') from personal_info) as personal_info_updated,
  (select count(*) from related_persons)::text as related_persons,
  (select count(*) from mail_outbox)::text as mails,
  (select count(*) from uploads where reference is not null)::text as claimed_uploads`;

describe.each(databaseKinds())('investment applications on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;

  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  function send(body: unknown, cookie: string | null = s.owner) {
    return t.app.inject({
      method: 'POST',
      url: '/api/investment-applications',
      headers: cookie ? { cookie } : {},
      payload: body as object,
      remoteAddress: freshIp(),
    });
  }

  async function stored() {
    const [row] = await sqlRows(t.db, STORED);
    return row;
  }

  function created(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(201);
    return investmentApplicationResponseSchema.parse(response.json());
  }

  /** A 422 that changed nothing, listing `expected` among its messages. */
  async function refused(body: unknown, expected: string[], cookie = s.owner) {
    const before = await stored();
    const response = await send(body, cookie);
    expect(response.statusCode, response.body).toBe(422);
    const messages = z
      .object({ errors: z.object({ ErrorMessage: z.array(z.string()) }) })
      .parse(response.json()).errors.ErrorMessage;
    for (const message of expected) expect(messages).toContain(message);
    expect(await stored()).toEqual(before);
    return messages;
  }

  const cases: [ApplicantType, FundFlow][] = [
    ['mijn', 'nederlands'],
    ['partner', 'duits'],
    ['child', 'american'],
    ['company', 'leningenfonds'],
  ];
  it('covers every applicant type and every flow', () => {
    expect(new Set(cases.map(([type]) => type))).toEqual(new Set(APPLICANT_TYPES));
    expect(new Set(cases.map(([, flow]) => flow))).toEqual(new Set(FUND_FLOWS));
  });

  it.each(cases)('creates a contract for %s in the %s flow', async (type, flow) => {
    const body = await withRealUploads(t, s.owner, application(type, flow));
    const before = await stored();
    const answer = created(await send(body));
    expect(answer).toEqual({
      contractId: answer.contractId,
      ContractID: answer.contractId,
      status: 'wacht-op-betaling',
      amountDue: '5000.00',
    });

    const [contract] = await sqlRows(
      t.db,
      sql`select c.contract_number, c.status::text, c.initial_deposit::text, c.periodic_deposit::text,
                 c.periodic_deposit_day::text, c.start_date::text, c.description,
                 c.distribution_policy::text, f.flow::text, c.user_id::text, c.iban
          from contracts c join funds f on f.id = c.fund_id where c.id = ${answer.contractId}`,
    );
    const prefix = { nederlands: 'NL', duits: 'DE', american: 'US', leningenfonds: 'LF' }[flow];
    expect(contract).toEqual({
      contract_number: expect.stringMatching(new RegExp(`^${prefix}-2026-\\d{6}$`)),
      status: 'wacht-op-betaling',
      initial_deposit: '5000.00',
      periodic_deposit: '100.00',
      // The clock stands on 2 March 2026: collected on the 2nd.
      periodic_deposit_day: '2',
      start_date: '2026-03-02',
      description: 'Pensioen',
      distribution_policy: 'herbeleggen',
      flow,
      user_id: expect.any(String),
      iban: 'NL91ABNA0417164300',
    });

    const [holder] = await sqlRows(
      t.db,
      sql`select role, related_person_id::text, company_name, kvk, rsin
          from contract_holders where contract_id = ${answer.contractId}`,
    );
    if (type === 'mijn') expect(holder).toBeUndefined();
    if (type === 'company') {
      expect(holder).toEqual({
        role: 'company',
        related_person_id: null,
        company_name: 'Van der Berg Vastgoed B.V.',
        kvk: '69599084',
        rsin: '812000006',
      });
    }
    if (type === 'partner' || type === 'child') {
      expect(holder?.role).toBe(type);
      const [person] = await sqlRows(
        t.db,
        sql`select relation::text, achternaam from related_persons where id = ${Number(holder?.related_person_id)}`,
      );
      expect(person?.relation).toBe(type === 'partner' ? 'partner' : 'kind');
    }

    const [record] = await sqlRows(
      t.db,
      sql`select applicant_type, questionnaire_id::text, profile::text, risk_acknowledged::text,
                 questionnaire_version, jsonb_array_length(uploads)::text as uploads
          from investment_applications where contract_id = ${answer.contractId}`,
    );
    expect(record).toMatchObject({
      applicant_type: type,
      profile: 'offensief',
      risk_acknowledged: 'false',
    });
    const [claimed] = await sqlRows(
      t.db,
      sql`select count(*)::text as count from uploads
          where reference = (select 'application:' || id from investment_applications where contract_id = ${answer.contractId})`,
    );
    // One scan fills every upload field here (see withRealUploads): claimed once, named per field.
    expect(claimed?.count).toBe('1');
    expect(Number(record?.uploads)).toBeGreaterThanOrEqual(2);

    const after = await stored();
    expect(Number(after?.contracts)).toBe(Number(before?.contracts) + 1);
    expect(Number(after?.mails)).toBe(Number(before?.mails) + 1);
  });

  it('mails a link to the confirmation behind the login, without personal data', async () => {
    const body = await withRealUploads(t, s.owner, application('partner', 'nederlands'));
    const answer = created(await send(body));
    await t.app.mailOutbox.drain();
    const mail = t.mailer.sent.findLast((message) => message.subject.includes('is aangemaakt'));
    expect(mail?.text).toContain(`/contractbeheer/${answer.contractId}/documenten`);
    expect(mail?.text).toContain('€\u00a05.000,00');
    for (const personal of ['111222333', '123456782', 'Berg', 'Jansen', 'NL91', 'Dorpsstraat']) {
      expect(mail?.text).not.toContain(personal);
      expect(mail?.html).not.toContain(personal);
    }
  });

  it('shows the new contract at once as unpaid, and POST /api/payments charges the deposit', async () => {
    const body = await withRealUploads(t, s.owner, application('mijn', 'american'));
    const answer = created(await send(body));
    const summaries = await t.app.inject({
      url: '/api/contracts/summaries',
      headers: { cookie: s.owner },
    });
    const summary = z
      .array(contractSummarySchema)
      .parse(summaries.json())
      .find((row) => row.ContractID === answer.contractId);
    expect(summary?.IsPaymentCompleted).toBe(false);
    expect(summary?.TeBetalen).toBe(answer.amountDue);

    // Its history starts with the contract and the payment it waits for.
    const history = await t.app.inject({
      url: `/api/contracts/${answer.contractId}/historie`,
      headers: { cookie: s.owner },
    });
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain('afgesloten in het');
    expect(history.body).toContain('Wacht op betaling van de eerste inleg');

    const payment = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: s.owner },
      payload: { contractId: answer.contractId, purpose: 'eerste-inleg' },
    });
    expect(payment.statusCode, payment.body).toBe(201);
    expect(createdPaymentSchema.parse(payment.json()).amount).toBe(answer.amountDue);
  });

  it('has the contract confirmation behind the login, as the mail says', async () => {
    const body = await withRealUploads(t, s.owner, application('company', 'nederlands'));
    const answer = created(await send(body));
    const url = `/api/contracts/${answer.contractId}/documenten/contractbevestiging`;
    const pdf = await t.app.inject({ url, headers: { cookie: s.owner } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: { cookie: s.other } })).statusCode).toBe(404);
  });

  it('refuses a post from another site', async () => {
    const before = await stored();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/investment-applications',
      headers: { cookie: s.owner, origin: 'https://evil.example' },
      payload: application('mijn', 'nederlands'),
    });
    expect(response.statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('limits the applications per investor', async () => {
    const admin = await logIn(t.app, ADMIN.email, ADMIN.password);
    for (let attempt = 0; attempt < APPLICATIONS_PER_USER.limit; attempt += 1) {
      expect((await send({}, admin)).statusCode).toBe(422);
    }
    expectProblem(await send({}, admin), 429, APPLICATION_MESSAGES.tooMany);
  });

  it('is in the OpenAPI document, both routes', async () => {
    const document = z
      .object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) })
      .parse((await t.app.inject({ url: '/api/docs/json' })).json());
    expect(Object.keys(document.paths['/api/investment-applications'] ?? {})).toContain('post');
    expect(Object.keys(document.paths['/api/investment-applications/prefill'] ?? {})).toContain(
      'get',
    );
  });

  it('owes nothing at once for a monthly deposit only', async () => {
    const body = await withRealUploads(
      t,
      s.owner,
      application('mijn', 'duits', {
        investment: { periodicDeposit: '75.00', description: 'Elke maand' },
      }),
    );
    const answer = created(await send(body));
    expect(answer.amountDue).toBe('0.00');
    const [row] = await sqlRows(
      t.db,
      sql`select initial_deposit::text, periodic_deposit::text from contracts where id = ${answer.contractId}`,
    );
    expect(row).toEqual({ initial_deposit: '0.00', periodic_deposit: '75.00' });
    // Nothing to pay by iDEAL: the first money is the first monthly collection.
    const payment = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: s.owner },
      payload: { contractId: answer.contractId, purpose: 'eerste-inleg' },
    });
    expect(payment.statusCode).toBe(409);
  });

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

  describe('prefill', () => {
    function prefill(cookie: string | null) {
      return t.app.inject({
        url: '/api/investment-applications/prefill',
        headers: cookie ? { cookie } : {},
      });
    }

    it('is null for a new investor, then holds what the application gave, masked', async () => {
      const newcomer = await logIn(t.app, NIEUW.email, NIEUW.password);
      const empty = await prefill(newcomer);
      expect(empty.statusCode).toBe(200);
      expect(applicationPrefillResponseSchema.parse(empty.json()).mijn).toBeNull();

      const body = await withRealUploads(t, newcomer, application('child', 'nederlands'));
      created(await send(body, newcomer));
      const again = await prefill(newcomer);
      const known = applicationPrefillResponseSchema.parse(again.json());
      expect(known.mijn).toEqual({
        initialen: 'J.P.',
        tussenvoegsel: 'van der',
        achternaam: 'Berg',
        geslacht: 'man',
        geboortedatum: '1980-05-17',
        bsnMasked: maskBsn('111222333'),
        identiteitsbewijs: 'paspoort',
        address: {
          postcode: '1234AB',
          huisnummer: '12a',
          straatnaam: 'Dorpsstraat',
          woonplaats: 'Utrecht',
          land: 'NL',
        },
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
      for (const secret of ['111222333', '249566758', 'XR1001R58', 'NXC3P7K91']) {
        expect(again.body).not.toContain(secret);
      }

      // The same child again is the same relation, corrected, not a second one.
      const second = await withRealUploads(t, newcomer, application('child', 'duits'));
      created(await send(second, newcomer));
      const relations = applicationPrefillResponseSchema.parse(
        (await prefill(newcomer)).json(),
      ).relations;
      expect(relations).toHaveLength(1);
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
