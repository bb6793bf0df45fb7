import { createServer } from 'node:net';
import {
  contractSchema,
  contractSummarySchema,
  createdPaymentSchema,
  paymentSchema,
  z,
  type CreatedPayment,
} from '@bp/api-schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  CONTRACT_NOT_FOUND,
  DEMO,
  expectProblem,
  get,
  sessions,
  type Sessions,
} from '../../../test/portfolio';
import { sqlRows } from '../../../test/sql-rows';
import { verifyLedger } from '../../portfolio';
import { TEST_ENVIRONMENT_NOTICE } from './sandbox/checkout-page';

/** A port that was free a moment ago: PUBLIC_URL must name it before the app is built. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The money path end to end over real HTTP: the sandbox checkout page is fetched and submitted
 * like a browser would, and the sandbox calls our webhook over the network, as Mollie does.
 */
describe.each(databaseKinds())('payments by iDEAL through the sandbox on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  let publicUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp(kind, { env: { PUBLIC_URL: publicUrl } });
    await t.app.listen({ port, host: '127.0.0.1' });
    s = await sessions(t);
  });
  afterAll(() => t.close());

  function createPayment(body: object, cookie = s.owner) {
    return t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie },
      payload: body,
    });
  }

  async function created(body: object): Promise<CreatedPayment> {
    const response = await createPayment(body);
    expect(response.statusCode).toBe(201);
    return createdPaymentSchema.parse(response.json());
  }

  /** Chooses an outcome on the hosted checkout page, as the investor's browser would. */
  async function choose(checkoutUrl: string, status: string, headers: Record<string, string> = {}) {
    return fetch(checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ status }).toString(),
      redirect: 'manual',
    });
  }

  function webhook(payload: string, contentType = 'application/x-www-form-urlencoded') {
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      // A provider is another site: the Origin check must not refuse it.
      headers: { 'content-type': contentType, origin: 'https://www.mollie.com' },
      payload,
    });
  }

  async function paymentStatus(id: string, cookie = s.owner) {
    const response = await get(t, `/api/payments/${id}`, cookie);
    expect(response.statusCode).toBe(200);
    return paymentSchema.parse(response.json());
  }

  async function deposits(contractId: number) {
    return sqlRows<{ amount: string; trade_date: string }>(
      t.db,
      sql`select amount::text, trade_date::text from transactions
          where contract_id = ${contractId} and kind = 'storting' and units is null
          order by id`,
    );
  }

  async function bookedPayments(contractId: number) {
    return sqlRows<{ id: string; transaction_id: string | null }>(
      t.db,
      sql`select id::text, transaction_id::text from payments where contract_id = ${contractId}
          and status = 'paid'`,
    );
  }

  async function contractStatus(contractId: number) {
    const response = await get(t, `/api/contracts/${contractId}`, s.owner);
    expect(response.statusCode).toBe(200);
    const [contract] = z.array(contractSchema).parse(response.json());
    return { paid: contract?.IsPaymentCompleted, status: contract?.Status };
  }

  async function providerId(checkoutUrl: string): Promise<string> {
    const id = checkoutUrl.split('/').pop();
    if (!id) throw new Error(`no id in ${checkoutUrl}`);
    return id;
  }

  it('refuses a first deposit above the iDEAL maximum in Dutch, starting no payment', async () => {
    const before = await sqlRows<{ count: string }>(
      t.db,
      sql`select count(*)::text as count from payments where contract_id = ${DEMO.american}`,
    );
    await t.db.execute(
      sql`update contracts set initial_deposit = '60000.00' where id = ${DEMO.american}`,
    );
    try {
      const response = await createPayment({ contractId: DEMO.american, purpose: 'eerste-inleg' });
      expect(response.statusCode).toBe(422);
      expect(JSON.stringify(response.json())).toContain(
        'Met iDEAL kunt u per betaling ten hoogste €\u00a050.000,00 betalen.',
      );
    } finally {
      await t.db.execute(
        sql`update contracts set initial_deposit = '5000.00' where id = ${DEMO.american}`,
      );
    }
    const after = await sqlRows<{ count: string }>(
      t.db,
      sql`select count(*)::text as count from payments where contract_id = ${DEMO.american}`,
    );
    expect(after).toEqual(before);
  });

  it('serves a hosted checkout page in Dutch, marked as a test environment', async () => {
    const payment = await created({ contractId: DEMO.american, purpose: 'eerste-inleg' });
    expect(payment).toMatchObject({
      status: 'open',
      amount: '5000.00',
      contractId: DEMO.american,
      purpose: 'eerste-inleg',
    });
    expect(payment.checkoutUrl).toMatch(
      new RegExp(`^${publicUrl}/sandbox/ideal/checkout/sbx_[0-9a-f]{32}$`),
    );

    const page = await fetch(payment.checkoutUrl);
    const html = await page.text();

    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // Else Chromium posts the form with `Origin: null`, which the checkout refuses as foreign.
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('name="viewport"');
    expect(html).toContain(TEST_ENVIRONMENT_NOTICE);
    expect(html).toContain('€\u00a05.000,00');
    for (const label of ['Betaald', 'Mislukt', 'Geannuleerd', 'Verlopen']) {
      expect(html).toContain(`>${label}</button>`);
    }
  });

  it('reuses the open payment for the same contract and purpose, also when asked twice at once', async () => {
    const first = await created({ contractId: DEMO.american, purpose: 'eerste-inleg' });
    const [second, third] = await Promise.all([
      created({ contractId: DEMO.american, purpose: 'eerste-inleg' }),
      created({ contractId: DEMO.american, purpose: 'eerste-inleg' }),
    ]);

    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const open = await sqlRows<{ count: string }>(
      t.db,
      sql`select count(*)::text as count from payments where contract_id = ${DEMO.american}
          and status in ('open', 'pending')`,
    );
    expect(open).toEqual([{ count: '1' }]);
  });

  it('refuses a checkout choice posted from another site, and the payment stays open', async () => {
    const payment = await created({ contractId: DEMO.american, purpose: 'eerste-inleg' });

    const response = await choose(payment.checkoutUrl, 'paid', { origin: 'https://evil.example' });

    expect(response.status).toBe(403);
    expect((await paymentStatus(payment.id)).status).toBe('open');
  });

  it.each(['failed', 'canceled', 'expired'] as const)(
    '%s: nothing is booked, the contract stays unpaid and a new payment can start',
    async (outcome) => {
      const payment = await created({ contractId: DEMO.american, purpose: 'eerste-inleg' });

      const response = await choose(payment.checkoutUrl, outcome);

      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(
        `${publicUrl}/synvest-ideal-result?betaling=${payment.id}`,
      );
      expect(await paymentStatus(payment.id)).toMatchObject({ status: outcome, paidAt: null });
      expect(await deposits(DEMO.american)).toEqual([]);
      expect(await contractStatus(DEMO.american)).toEqual({
        paid: false,
        status: 'wacht-op-betaling',
      });
      // The checkout is closed now; a new request gets a new payment.
      expect((await fetch(payment.checkoutUrl)).status).toBe(404);
      const again = await created({ contractId: DEMO.american, purpose: 'eerste-inleg' });
      expect(again.id).not.toBe(payment.id);
      expect(again.checkoutUrl).not.toBe(payment.checkoutUrl);
    },
  );

  it('refuses a top-up on a contract that is not paid yet', async () => {
    const response = await createPayment({
      contractId: DEMO.american,
      purpose: 'bijstorting',
      amount: '500.00',
    });
    expectProblem(response, 409, 'Bijstorten kan alleen op een actief contract.');
  });

  it('paid: one deposit booked, the contract paid, a confirmation mail, the ledger consistent', async () => {
    const payment = await created({ contractId: DEMO.american, purpose: 'eerste-inleg' });

    const response = await choose(payment.checkoutUrl, 'paid');

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `${publicUrl}/synvest-ideal-result?betaling=${payment.id}`,
    );
    const paid = await paymentStatus(payment.id);
    expect(paid).toMatchObject({
      id: payment.id,
      status: 'paid',
      amount: '5000.00',
      contractId: DEMO.american,
      purpose: 'eerste-inleg',
      method: 'ideal',
    });
    expect(paid.paidAt).not.toBeNull();
    expect(await deposits(DEMO.american)).toEqual([
      { amount: '5000.00', trade_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string },
    ]);
    expect(await bookedPayments(DEMO.american)).toEqual([
      { id: payment.id, transaction_id: expect.any(String) as string },
    ]);
    expect(await contractStatus(DEMO.american)).toEqual({ paid: true, status: 'actief' });
    const summaries = await get(t, '/api/contracts/summaries', s.owner);
    const summary = z
      .array(contractSummarySchema)
      .parse(summaries.json())
      .find((row) => row.ContractID === DEMO.american);
    expect(summary?.TeBetalen).toBe('0.00');

    await t.app.mailOutbox.drain();
    const mail = t.mailer.sent.find((message) => message.subject === 'Betaling ontvangen');
    expect(mail?.text).toContain('€\u00a05.000,00');

    const verification = await verifyLedger(t.db);
    expect(verification.differences).toEqual([]);
  });

  it('a replayed webhook books nothing more', async () => {
    const [paid] = await bookedPayments(DEMO.american);
    const checkout = await sqlRows<{ provider_payment_id: string }>(
      t.db,
      sql`select provider_payment_id from payments where id = ${paid?.id ?? ''}`,
    );
    const id = checkout[0]?.provider_payment_id ?? '';

    expect((await webhook(new URLSearchParams({ id }).toString())).statusCode).toBe(200);
    expect((await webhook(JSON.stringify({ id }), 'application/json')).statusCode).toBe(200);

    expect(await deposits(DEMO.american)).toHaveLength(1);
  });

  it('refuses a second first deposit once the contract is paid', async () => {
    const response = await createPayment({ contractId: DEMO.american, purpose: 'eerste-inleg' });
    expectProblem(response, 409, 'De eerste inleg van dit contract is al betaald.');
  });

  it('books a top-up of 1234.56 exactly once when two webhooks race, amounts decimal end to end', async () => {
    const before = await deposits(DEMO.dutch);
    const payment = await created({
      contractId: DEMO.dutch,
      purpose: 'bijstorting',
      amount: 1234.56,
    });
    expect(payment.amount).toBe('1234.56');
    expect(payment.checkoutUrl).toContain('/sandbox/ideal/checkout/');
    const id = await providerId(payment.checkoutUrl);
    // The provider's record is paid; its own webhook call has not come yet.
    await t.db.execute(
      sql`update sandbox_ideal_payments set status = 'paid', paid_at = now() where id = ${id}`,
    );

    const answers = await Promise.all([
      webhook(`id=${id}`),
      webhook(`id=${id}`),
      webhook(JSON.stringify({ id }), 'application/json'),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const after = await deposits(DEMO.dutch);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)?.amount).toBe('1234.56');
    expect(await paymentStatus(payment.id)).toMatchObject({ status: 'paid', amount: '1234.56' });
    expect((await verifyLedger(t.db)).differences).toEqual([]);
  });

  it.each([
    ['99.99', 'Het bedrag van een bijstorting moet minimaal € 100,00 zijn.'],
    ['50000.01', 'Met iDEAL kunt u per betaling ten hoogste € 50.000,00 betalen.'],
    ['60000.00', 'Met iDEAL kunt u per betaling ten hoogste € 50.000,00 betalen.'],
  ])('refuses a top-up of %s in Dutch', async (amount, message) => {
    const response = await createPayment({
      contractId: DEMO.dutch,
      purpose: 'bijstorting',
      amount,
    });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toContain(message.replace(/€ /g, '€\u00a0'));
  });

  it.each([[12.345], ['12,50'], ['1e3']])('refuses the malformed amount %j', async (amount) => {
    const response = await createPayment({
      contractId: DEMO.dutch,
      purpose: 'bijstorting',
      amount,
    });
    expect(response.statusCode).toBe(422);
  });

  it('asks for the amount of a top-up', async () => {
    const response = await createPayment({ contractId: DEMO.dutch, purpose: 'bijstorting' });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toContain('Vul het bedrag in dat u wilt bijstorten.');
  });

  it("answers 404 for another investor's contract and payment", async () => {
    const payment = await created({
      contractId: DEMO.dutch,
      purpose: 'bijstorting',
      amount: '250',
    });
    expect(payment.amount).toBe('250.00');

    expectProblem(
      await createPayment(
        { contractId: DEMO.dutch, purpose: 'bijstorting', amount: '250' },
        s.other,
      ),
      404,
      CONTRACT_NOT_FOUND,
    );
    expectProblem(
      await get(t, `/api/payments/${payment.id}`, s.other),
      404,
      'Betaling niet gevonden.',
    );
    expectProblem(
      await get(t, '/api/payments/not-a-uuid', s.owner),
      404,
      'Betaling niet gevonden.',
    );
    expect((await get(t, `/api/payments/${payment.id}`)).statusCode).toBe(401);
  });

  it('ignores a forged webhook: an unknown id changes nothing and still answers 200', async () => {
    const before = await sqlRows<{ status: string }>(
      t.db,
      sql`select status::text from payments order by id`,
    );

    for (const id of ['sbx_00000000000000000000000000000000', 'tr_WDqYK6vllg', '../../etc']) {
      expect((await webhook(`id=${encodeURIComponent(id)}`)).statusCode).toBe(200);
    }

    expect(
      await sqlRows<{ status: string }>(t.db, sql`select status::text from payments order by id`),
    ).toEqual(before);
  });

  it('believes a paid status only when the provider names this very payment', async () => {
    const payment = await created({
      contractId: DEMO.dutch,
      purpose: 'bijstorting',
      amount: '250',
    });
    const id = await providerId(payment.checkoutUrl);
    await t.db.execute(
      sql`update sandbox_ideal_payments set status = 'paid', paid_at = now(),
          metadata_payment_id = ${crypto.randomUUID()} where id = ${id}`,
    );
    const before = await deposits(DEMO.dutch);

    expect((await webhook(`id=${id}`)).statusCode).toBe(200);

    // Not believed, and not left to block the contract: failed, nothing booked.
    expect((await paymentStatus(payment.id)).status).toBe('failed');
    expect(await deposits(DEMO.dutch)).toEqual(before);
  });

  it('expires an abandoned sandbox checkout after 15 minutes, as iDEAL does, freeing the contract', async () => {
    const payment = await created({
      contractId: DEMO.dutch,
      purpose: 'bijstorting',
      amount: '400',
    });
    const other = { contractId: DEMO.dutch, purpose: 'bijstorting', amount: '450' };
    expect((await createPayment(other)).statusCode).toBe(409);

    t.clock.advanceMinutes(15);
    expect((await fetch(payment.checkoutUrl)).status).toBe(404);
    expect((await choose(payment.checkoutUrl, 'paid')).status).toBe(404);
    expect((await paymentStatus(payment.id)).status).toBe('expired');
    const next = await created(other);
    expect(next).toMatchObject({ status: 'open', amount: '450.00' });
    expect((await fetch(next.checkoutUrl)).status).toBe(200);
  });

  it('still refuses POST /api/payments from another site (only the webhook is exempt)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: s.owner, origin: 'https://evil.example' },
      payload: { contractId: DEMO.dutch, purpose: 'bijstorting', amount: '250' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers a webhook without an id with 422', async () => {
    expect((await webhook('')).statusCode).toBe(422);
  });

  it('documents the three endpoints in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/api/payments'] ?? {})).toContain('post');
    expect(Object.keys(document.paths['/api/payments/{id}'] ?? {})).toContain('get');
    expect(Object.keys(document.paths['/api/payments/webhook'] ?? {})).toContain('post');
  });
});
