import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, providerProblem } from '../../../../http/provider-error';
import { MolliePaymentProvider } from './mollie-payment-provider';
import { MollieWireServer, refusedUrl } from './mollie-wire-server';
import type { CreateProviderPayment } from './payment-provider';

const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

const PAYMENT: CreateProviderPayment = {
  amount: '1234.56',
  description: 'Eerste inleg contract 300123',
  redirectUrl: 'https://portaal.example.nl/ideal-result?betaling=pay-1',
  webhookUrl: 'https://portaal.example.nl/api/payments/webhook',
  paymentId: 'pay-1',
};

let mollie: MollieWireServer;
let apiUrl: string;
let previousTlsSetting: string | undefined;

beforeAll(async () => {
  // The client trusts only its own bundled CA list, so our self-signed local server is
  // accepted by switching verification off for this test file's worker only.
  previousTlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  mollie = new MollieWireServer(API_KEY);
  apiUrl = await mollie.start();
});

afterAll(async () => {
  await mollie.stop();
  if (previousTlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTlsSetting;
});

afterEach(() => {
  mollie.requests.length = 0;
  mollie.failures = [];
  mollie.delayMs = 0;
});

function provider(options: { apiKey?: string; timeoutMs?: number } = {}) {
  return new MolliePaymentProvider({ apiKey: API_KEY, apiUrl, ...options });
}

async function failureOf(work: Promise<unknown>): Promise<ProviderError> {
  const error: unknown = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ProviderError))
    throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

describe('MolliePaymentProvider against Mollie’s wire format', () => {
  it('creates an iDEAL payment with the amount as a two-decimal string and our id as metadata', async () => {
    const created = await provider().createPayment(PAYMENT);

    expect(created).toEqual({
      providerId: expect.stringMatching(/^tr_/) as string,
      checkoutUrl: `https://www.mollie.com/checkout/select-issuer/ideal/${created.providerId}`,
      status: 'open',
    });
    expect(mollie.requests).toHaveLength(1);
    const [request] = mollie.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v2/payments',
      authorization: `Bearer ${API_KEY}`,
      contentType: 'application/json',
      idempotencyKey: expect.any(String) as string,
    });
    expect(request?.body).toEqual({
      amount: { currency: 'EUR', value: '1234.56' },
      description: 'Eerste inleg contract 300123',
      redirectUrl: PAYMENT.redirectUrl,
      webhookUrl: PAYMENT.webhookUrl,
      method: 'ideal',
      metadata: { paymentId: 'pay-1' },
    });
  });

  it('refuses an amount that is not a two-decimal string before calling Mollie', async () => {
    await expect(provider().createPayment({ ...PAYMENT, amount: '1234.5' })).rejects.toThrow(
      TypeError,
    );
    await expect(provider().createPayment({ ...PAYMENT, amount: '1e3' })).rejects.toThrow(
      TypeError,
    );
    expect(mollie.requests).toHaveLength(0);
  });

  it('fetches the payment by Mollie id with the amount back as the same string', async () => {
    const { providerId } = await provider().createPayment(PAYMENT);
    mollie.requests.length = 0;

    const payment = await provider().getPayment(providerId);

    expect(payment).toEqual({
      providerId,
      status: 'open',
      amount: '1234.56',
      paidAt: null,
      paymentId: 'pay-1',
    });
    expect(mollie.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: `/v2/payments/${providerId}`,
        authorization: `Bearer ${API_KEY}`,
      }),
    ]);
  });

  it.each([
    ['open', 'open'],
    ['pending', 'pending'],
    ['authorized', 'pending'],
    ['paid', 'paid'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
  ] as const)('maps Mollie status %s onto %s', async (mollieStatus, ours) => {
    const { providerId } = await provider().createPayment({ ...PAYMENT, amount: '0.01' });
    const paidAt = mollieStatus === 'paid' ? '2026-11-24T10:03:12+00:00' : undefined;
    mollie.settle(providerId, mollieStatus, paidAt);

    const payment = await provider().getPayment(providerId);

    expect(payment.status).toBe(ours);
    expect(payment.amount).toBe('0.01');
    expect(payment.paidAt).toBe(paidAt ?? null);
  });

  it('reports a payment without our metadata with paymentId null', async () => {
    const { providerId } = await provider().createPayment(PAYMENT);
    const stored = mollie.payments.get(providerId);
    if (stored) stored.metadata = null;

    expect((await provider().getPayment(providerId)).paymentId).toBeNull();
  });

  it('turns an unknown id (a forged webhook) into a rejected ProviderError with status 404', async () => {
    const error = await failureOf(provider().getPayment('tr_doesnotexist'));

    expect(error).toMatchObject({ provider: 'mollie', failure: 'rejected', providerStatus: 404 });
    expect(error.message).toBe('No payment exists with token tr_doesnotexist.');
  });

  it.each(['', 'garbage', 'tr_x/../../customers', 'cst_8wmqcHMN4U'])(
    'refuses the malformed id %j as rejected without calling Mollie',
    async (id) => {
      const error = await failureOf(provider().getPayment(id));

      expect(error).toMatchObject({ provider: 'mollie', failure: 'rejected' });
      expect(mollie.requests).toHaveLength(0);
    },
  );

  it('turns a wrong API key into a rejected ProviderError (401)', async () => {
    const wrongKey = provider({ apiKey: 'test_wrongwrongwrongwrongwrongwrong' });

    const error = await failureOf(wrongKey.createPayment(PAYMENT));

    expect(error).toMatchObject({ failure: 'rejected', providerStatus: 401 });
  });

  it('turns a 422 from Mollie into a rejected ProviderError naming the field', async () => {
    mollie.failures.push({
      status: 422,
      title: 'Unprocessable Entity',
      detail: 'The amount is lower than the minimum',
      field: 'amount',
    });

    const error = await failureOf(provider().createPayment(PAYMENT));

    expect(error).toMatchObject({
      failure: 'rejected',
      providerStatus: 422,
      providerCode: 'amount',
    });
  });

  it('retries a 5xx as the client does, with one idempotency key, then gives up as unavailable', async () => {
    const outage = { status: 503, title: 'Service Unavailable', detail: 'Down for maintenance' };
    mollie.failures.push(outage, outage, outage);

    const error = await failureOf(provider().createPayment(PAYMENT));

    expect(error).toMatchObject({ failure: 'unavailable', providerStatus: 503 });
    expect(mollie.requests).toHaveLength(3);
    const keys = new Set(mollie.requests.map((request) => request.idempotencyKey));
    expect(keys.size).toBe(1);
  });

  it('succeeds when a retried 5xx is followed by an answer', async () => {
    mollie.failures.push({ status: 502, title: 'Bad Gateway', detail: 'Upstream' });

    const created = await provider().createPayment(PAYMENT);

    expect(created.status).toBe('open');
    expect(mollie.requests).toHaveLength(2);
  });

  it('gives up after its time limit with a timeout ProviderError', async () => {
    mollie.delayMs = 1_000;

    const started = Date.now();
    const error = await failureOf(provider({ timeoutMs: 100 }).getPayment('tr_slow'));

    expect(error).toMatchObject({ provider: 'mollie', failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('reports a refused connection as unavailable', async () => {
    const nowhere = new MolliePaymentProvider({ apiKey: API_KEY, apiUrl: await refusedUrl() });

    const error = await failureOf(nowhere.getPayment('tr_x'));

    expect(error).toMatchObject({ failure: 'unavailable', providerStatus: undefined });
  });

  it('reports an answer that is not JSON as an invalid response', async () => {
    mollie.garbage = '<html>Bad gateway</html>';

    const error = await failureOf(provider().getPayment('tr_x'));

    expect(error.failure).toBe('invalid-response');
  });

  it('reports a status Mollie does not document as an invalid response', async () => {
    const { providerId } = await provider().createPayment(PAYMENT);
    mollie.settle(providerId, 'refunded-ish');

    const error = await failureOf(provider().getPayment(providerId));

    expect(error.failure).toBe('invalid-response');
  });
});

describe('providerProblem', () => {
  it('is a Dutch 502, never a 503 (the web app shows maintenance on 503)', () => {
    const unavailable = providerProblem(new ProviderError('mollie', 'timeout', 'slow'));
    const rejected = providerProblem(new ProviderError('twikey', 'rejected', 'no', 400));

    expect(unavailable.statusCode).toBe(502);
    expect(unavailable.message).toBe(
      'De betaaldienst is op dit moment niet bereikbaar. Probeer het over enkele minuten opnieuw.',
    );
    expect(rejected.statusCode).toBe(502);
    expect(rejected.message).toMatch(/^De machtigingsdienst heeft het verzoek geweigerd\./);
  });
});
