import { contractSummarySchema, createdPaymentSchema, z } from '@bp/api-schema';
import { APPLICANT_TYPES, FUND_FLOWS, type ApplicantType, type FundFlow } from '@bp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { ADMIN, createTestApp, logIn, type TestApp } from '../../../test/harness';
import { expectProblem, sessions, type Sessions } from '../../../test/portfolio';
import { sqlRows } from '../../../test/sql-rows';
import { APPLICATION_MESSAGES } from './messages';
import { APPLICATIONS_PER_USER } from './rules';
import { application, withRealUploads, applicationRequests } from './test-support';

describe.each(databaseKinds())('investment applications on $name', (kind) => {
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
});
