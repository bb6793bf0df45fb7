import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../../http/provider-error';
import { payments } from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEMO, expectProblem, sessions, type Sessions } from '../../../test/portfolio';
import { sqlRows } from '../../../test/sql-rows';
import type {
  CreateProviderPayment,
  PaymentProvider,
  ProviderPayment,
} from './providers/payment-provider';
import { ABANDONED_CREATION_MS } from './start-payment';

/** A provider that answers from a script: an outage, or a payment it reports as it is told. */
class ScriptedProvider implements PaymentProvider {
  readonly name = 'mollie';
  down = false;
  created: CreateProviderPayment[] = [];
  reported: ProviderPayment | null = null;
  asked = 0;

  createPayment(input: CreateProviderPayment) {
    if (this.down) {
      return Promise.reject(new ProviderError('mollie', 'unavailable', 'Service Unavailable', 503));
    }
    this.created.push(input);
    const providerId = `tr_test${this.created.length}`;
    return Promise.resolve({
      providerId,
      checkoutUrl: `https://www.mollie.com/checkout/select-issuer/ideal/${providerId}`,
      status: 'open' as const,
    });
  }

  getPayment(providerId: string) {
    this.asked += 1;
    if (this.down) return Promise.reject(new ProviderError('mollie', 'timeout', 'slow'));
    if (!this.reported || this.reported.providerId !== providerId) {
      return Promise.reject(new ProviderError('mollie', 'rejected', 'No payment', 404));
    }
    return Promise.resolve(this.reported);
  }
}

describe.each(databaseKinds())('payments when the provider fails, on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  const provider = new ScriptedProvider();
  beforeAll(async () => {
    t = await createTestApp(kind, { paymentProvider: provider });
    s = await sessions(t);
  });
  afterAll(() => t.close());

  const start = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: s.owner },
      payload: { contractId: DEMO.american, purpose: 'eerste-inleg' },
    });

  it('answers a Dutch 502 when the provider is down, and a retry starts afresh', async () => {
    provider.down = true;
    expectProblem(
      await start(),
      502,
      'De betaaldienst is op dit moment niet bereikbaar. Probeer het over enkele minuten opnieuw.',
    );
    const rows = await sqlRows<{ status: string }>(
      t.db,
      sql`select status::text from payments where contract_id = ${DEMO.american}`,
    );
    expect(rows).toEqual([{ status: 'failed' }]);

    provider.down = false;
    const retry = await start();
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ status: 'open', amount: '5000.00' });
  });

  it('asks the provider with the contract number, the return page and our webhook', async () => {
    const [request] = provider.created;
    const paymentId = (
      await sqlRows<{ id: string }>(
        t.db,
        sql`select id::text from payments where status = 'open' and contract_id = ${DEMO.american}`,
      )
    )[0]?.id;
    expect(request).toEqual({
      amount: '5000.00',
      description: expect.stringMatching(/^Eerste inleg contract US-\d{4}-002071$/) as string,
      redirectUrl: `${t.config.publicUrl}/synvest-ideal-result?betaling=${paymentId}`,
      webhookUrl: `${t.config.publicUrl}/api/payments/webhook`,
      paymentId,
    });
  });

  it('answers the webhook 502 while the provider cannot be asked (it calls again), booking nothing', async () => {
    provider.down = true;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=tr_test1',
    });
    provider.down = false;

    expect(response.statusCode).toBe(502);
    const paid = await sqlRows<{ count: string }>(
      t.db,
      sql`select count(*)::text as count from payments where status = 'paid'`,
    );
    expect(paid).toEqual([{ count: '0' }]);
  });

  it('does not book a paid amount that differs from the payment, nor lets it block the contract', async () => {
    const [row] = await sqlRows<{ id: string; provider_payment_id: string }>(
      t.db,
      sql`select id::text, provider_payment_id from payments where status = 'open'`,
    );
    if (!row) throw new Error('no open payment');
    provider.reported = {
      providerId: row.provider_payment_id,
      status: 'paid',
      amount: '50.00',
      paidAt: '2026-11-24T10:00:00+00:00',
      paymentId: row.id,
    };

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: { id: row.provider_payment_id },
    });

    expect(response.statusCode).toBe(200);
    const [after] = await sqlRows<{ status: string; transaction_id: string | null }>(
      t.db,
      sql`select status::text, transaction_id::text from payments where id = ${row.id}`,
    );
    expect(after).toEqual({ status: 'failed', transaction_id: null });

    // The contract is free again: the investor starts a new payment.
    const again = await start();
    expect(again.statusCode).toBe(201);
    expect(again.json()).not.toMatchObject({ id: row.id });
  });

  it('follows open → pending → paid, booking on the day it was paid in Amsterdam', async () => {
    const [row] = await sqlRows<{ id: string; provider_payment_id: string }>(
      t.db,
      sql`select id::text, provider_payment_id from payments where status = 'open'`,
    );
    if (!row) throw new Error('no open payment');
    const hook = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: { id: row.provider_payment_id },
      });
    provider.reported = {
      providerId: row.provider_payment_id,
      status: 'pending',
      amount: '5000.00',
      paidAt: null,
      paymentId: row.id,
    };
    expect((await hook()).statusCode).toBe(200);
    expect(
      await sqlRows(t.db, sql`select status::text from payments where id = ${row.id}`),
    ).toEqual([{ status: 'pending' }]);

    // 23:30 UTC on 30 November is already 1 December in Amsterdam.
    provider.reported = { ...provider.reported, status: 'paid', paidAt: '2026-11-30T23:30:00Z' };
    expect((await hook()).statusCode).toBe(200);

    expect(
      await sqlRows(
        t.db,
        sql`select tx.trade_date::text, tx.amount::text from payments p
            join transactions tx on tx.id = p.transaction_id where p.id = ${row.id}`,
      ),
    ).toEqual([{ trade_date: '2026-12-01', amount: '5000.00' }]);
  });

  it('the result page learns a paid status itself when the webhook is late, racing it harmlessly', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: s.owner },
      payload: { contractId: DEMO.dutch, purpose: 'bijstorting', amount: '1234.56' },
    });
    const payment = created.json() as { id: string; checkoutUrl: string };
    const providerId = payment.checkoutUrl.split('/').pop() ?? '';
    const poll = () =>
      t.app.inject({ url: `/api/payments/${payment.id}`, headers: { cookie: s.owner } });

    provider.down = true;
    const whileDown = await poll();
    expect(whileDown.statusCode).toBe(200);
    expect(whileDown.json()).toMatchObject({ status: 'open' });
    provider.down = false;

    provider.reported = {
      providerId,
      status: 'paid',
      amount: '1234.56',
      paidAt: '2026-11-24T10:00:00Z',
      paymentId: payment.id,
    };
    const [page, hook, again] = await Promise.all([
      poll(),
      t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: { id: providerId } }),
      poll(),
    ]);

    expect(page.json()).toMatchObject({ status: 'paid', amount: '1234.56' });
    expect(again.json()).toMatchObject({ status: 'paid' });
    expect(hook.statusCode).toBe(200);
    expect(
      await sqlRows(
        t.db,
        sql`select count(*)::text as count from transactions tx join payments p
            on p.transaction_id = tx.id where p.id = ${payment.id}`,
      ),
    ).toEqual([{ count: '1' }]);
    expect(
      await sqlRows(
        t.db,
        sql`select count(*)::text as count from transactions where contract_id = ${DEMO.dutch}
            and kind = 'storting' and amount = 1234.56`,
      ),
    ).toEqual([{ count: '1' }]);
  });
});

describe.each(databaseKinds())(
  'payments left in progress do not block a contract, on $name',
  (kind) => {
    let t: TestApp;
    let s: Sessions;
    const provider = new ScriptedProvider();
    beforeAll(async () => {
      t = await createTestApp(kind, { paymentProvider: provider });
      s = await sessions(t);
    });
    afterAll(() => t.close());

    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/payments', headers: { cookie: s.owner }, payload });
    const statusOf = async (id: string) =>
      (
        await sqlRows<{ status: string }>(
          t.db,
          sql`select status::text from payments where id = ${id}`,
        )
      )[0]?.status;

    it('fails a creation a killed process left half-way once the provider call cannot still run', async () => {
      // What a process killed while it waited for the provider leaves: the row, no provider id.
      const [crashed] = await t.db
        .insert(payments)
        .values({
          contractId: DEMO.american,
          userId:
            (
              await sqlRows<{ user_id: string }>(
                t.db,
                sql`select user_id::text from contracts where id = ${DEMO.american}`,
              )
            )[0]?.user_id ?? '',
          purpose: 'eerste-inleg',
          amount: '5000.00',
          provider: provider.name,
          createdAt: t.clock.now(),
        })
        .returning();
      if (!crashed) throw new Error('no row');

      // While its provider call could still be running, the advice is to wait a little.
      expectProblem(
        await post({ contractId: DEMO.american, purpose: 'eerste-inleg' }),
        409,
        'Uw betaling wordt nog aangemaakt. Probeer het over een halve minuut opnieuw.',
      );

      // The advice holds: half a minute later (and after any restart) a new payment starts.
      t.clock.advance(30_000);
      expect(30_000).toBeGreaterThan(ABANDONED_CREATION_MS);
      const retry = await post({ contractId: DEMO.american, purpose: 'eerste-inleg' });
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toMatchObject({ status: 'open', amount: '5000.00' });
      expect(await statusOf(crashed.id)).toBe('failed');
    });

    it("asks the provider about a payment open past iDEAL's expiry before it holds up another", async () => {
      const first = await post({
        contractId: DEMO.dutch,
        purpose: 'bijstorting',
        amount: '250.00',
      });
      expect(first.statusCode).toBe(201);
      const { id, checkoutUrl } = first.json() as { id: string; checkoutUrl: string };
      const providerId = checkoutUrl.split('/').pop() ?? '';
      const other = { contractId: DEMO.dutch, purpose: 'bijstorting', amount: '300.00' };

      // Within its 15 minutes the open top-up is the investor's to finish.
      const asked = provider.asked;
      const early = await post(other);
      expect(early.statusCode).toBe(409);
      expect(JSON.stringify(early.json())).toContain('probeer het over een kwartier opnieuw');
      expect(provider.asked).toBe(asked);

      // Abandoned at the provider, which expired it (its webhook never came): the advice holds.
      provider.reported = {
        providerId,
        status: 'expired',
        amount: '250.00',
        paidAt: null,
        paymentId: id,
      };
      t.clock.advanceMinutes(15);
      const later = await post(other);
      expect(later.statusCode).toBe(201);
      expect(later.json()).toMatchObject({ amount: '300.00' });
      expect(await statusOf(id)).toBe('expired');
    });
  },
);
