import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../../../http/provider-error';
import type { CreateMandateInvite } from './mandate-provider';
import { exitUrlSignature, webhookSignature } from './twikey-signatures';
import {
  TWIKEY_SESSION_MS,
  TwikeyMandateProvider,
  type TwikeyOptions,
} from './twikey-mandate-provider';
import { TwikeyWireServer } from './twikey-wire-server';

const API_KEY = '1F0A2B3C-4D5E-6F70-8192-A3B4C5D6E7F8';
const WEBSITE_KEY = 'AEB24D30D4D6F3538413A11F9C81D680326B0AF59CACA0C7D94AC18B94AC7E60';

const INVITE: CreateMandateInvite = {
  reference: 'mandaat-7',
  iban: 'NL91ABNA0417164300',
  debtor: { firstName: 'Jan', lastName: 'de Vries', email: 'jan@example.nl' },
};

let twikey: TwikeyWireServer;
let apiUrl: string;

beforeAll(async () => {
  twikey = new TwikeyWireServer(API_KEY);
  apiUrl = await twikey.start();
});

afterAll(async () => {
  await twikey.stop();
});

afterEach(() => {
  twikey.requests.length = 0;
  twikey.failures = [];
  twikey.delayMs = 0;
  twikey.transactionDetailOverride = undefined;
});

function provider(options: Partial<TwikeyOptions> = {}) {
  return new TwikeyMandateProvider({
    apiKey: API_KEY,
    templateId: '1234',
    websiteKey: WEBSITE_KEY,
    apiUrl,
    ...options,
  });
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

describe('TwikeyMandateProvider against Twikey’s wire format', () => {
  it('logs in with a form POST of apiToken, then sends the session token on the invite', async () => {
    const invite = await provider().createInvite(INVITE);

    expect(invite.mandateNumber).toMatch(/^BP\d{4}$/);
    expect(invite.signUrl).toBe(
      `https://beleggersportaal.beta.twikey.com/p/${invite.mandateNumber}/sign`,
    );
    const [login, call] = twikey.requests;
    expect(login).toEqual({
      method: 'POST',
      path: '/creditor',
      authorization: undefined,
      contentType: 'application/x-www-form-urlencoded',
      form: { apiToken: API_KEY },
    });
    expect(call).toEqual({
      method: 'POST',
      path: '/creditor/invite',
      authorization: twikey.issuedTokens.at(-1),
      contentType: 'application/x-www-form-urlencoded',
      form: {
        ct: '1234',
        l: 'nl',
        iban: 'NL91ABNA0417164300',
        email: 'jan@example.nl',
        firstname: 'Jan',
        lastname: 'de Vries',
        customerNumber: 'mandaat-7',
      },
    });
  });

  it('logs in once for several calls within the session', async () => {
    const client = provider();
    const [first, second] = await Promise.all([
      client.createInvite(INVITE),
      client.createInvite(INVITE),
    ]);
    await client.getMandate(first.mandateNumber);

    const logins = twikey.requests.filter((request) => request.path === '/creditor');
    expect(logins).toHaveLength(1);
    expect(second.mandateNumber).not.toBe(first.mandateNumber);
  });

  it('logs in again once the session is older than 23 hours', async () => {
    let now = Date.parse('2026-11-24T09:00:00Z');
    const client = provider({ now: () => now });
    const { mandateNumber } = await client.createInvite(INVITE);
    now += TWIKEY_SESSION_MS + 1;

    await client.getMandate(mandateNumber);

    expect(twikey.requests.map((request) => request.path.split('?')[0])).toEqual([
      '/creditor',
      '/creditor/invite',
      '/creditor',
      '/creditor/mandate/detail',
    ]);
  });

  it('logs in again and repeats the call once when Twikey ends the session early (401)', async () => {
    const client = provider();
    const { mandateNumber } = await client.createInvite(INVITE);
    const firstToken = twikey.issuedTokens.at(-1);
    if (firstToken) twikey.expiredTokens.add(firstToken);
    twikey.requests.length = 0;

    const mandate = await client.getMandate(mandateNumber);

    expect(mandate.state).toBe('prepared');
    expect(twikey.requests.map((request) => request.path.split('?')[0])).toEqual([
      '/creditor/mandate/detail',
      '/creditor',
      '/creditor/mandate/detail',
    ]);
    expect(twikey.requests[2]?.authorization).not.toBe(firstToken);
  });

  it('turns a refused API key into a rejected ProviderError', async () => {
    const error = await failureOf(provider({ apiKey: 'wrong' }).createInvite(INVITE));

    expect(error).toMatchObject({
      provider: 'twikey',
      failure: 'rejected',
      providerStatus: 401,
      providerCode: 'err_invalid_apikey',
    });
  });

  it('turns a refused invite into a rejected ProviderError with Twikey’s code', async () => {
    const error = await failureOf(provider().createInvite({ ...INVITE, iban: 'geen-iban' }));

    expect(error).toMatchObject({
      failure: 'rejected',
      providerStatus: 400,
      providerCode: 'err_invalid_iban',
    });
    expect(error.message).toBe('Invalid IBAN');
  });

  it('reads the mandate states prepared → signed → cancelled / suspended from X-STATE', async () => {
    const client = provider();
    const { mandateNumber } = await client.createInvite(INVITE);

    expect(await client.getMandate(mandateNumber)).toEqual({
      mandateNumber,
      state: 'prepared',
      iban: 'NL91ABNA0417164300',
    });
    const detail = twikey.requests.at(-1);
    expect(detail?.method).toBe('GET');
    expect(detail?.path).toBe(`/creditor/mandate/detail?mndtId=${mandateNumber}`);
    for (const [twikeyState, ours] of [
      ['signed', 'signed'],
      ['active', 'signed'],
      ['suspended', 'suspended'],
      ['cancelled', 'cancelled'],
    ] as const) {
      twikey.setState(mandateNumber, twikeyState);
      expect((await client.getMandate(mandateNumber)).state).toBe(ours);
    }
  });

  it('cancels a mandate with DELETE /mandate?mndtId=…&rsn=…, after which Twikey reports it cancelled', async () => {
    const client = provider();
    const { mandateNumber } = await client.createInvite(INVITE);
    twikey.setState(mandateNumber, 'signed');

    await client.cancelMandate(mandateNumber, 'Vervangen door een nieuwe machtiging');
    const cancel = twikey.requests.at(-1);
    expect(cancel?.method).toBe('DELETE');
    const url = new URL(cancel?.path ?? '', 'https://api.beta.twikey.com');
    expect(url.pathname).toBe('/creditor/mandate');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      mndtId: mandateNumber,
      rsn: 'Vervangen door een nieuwe machtiging',
    });
    expect((await client.getMandate(mandateNumber)).state).toBe('cancelled');
    expect((await failureOf(client.cancelMandate('NOPE', 'Vervangen'))).failure).toBe('rejected');
  });

  it('reports an unknown mandate as rejected and an unknown state as an invalid response', async () => {
    const client = provider();
    expect((await failureOf(client.getMandate('NOPE'))).failure).toBe('rejected');

    const { mandateNumber } = await client.createInvite(INVITE);
    twikey.setState(mandateNumber, 'somethingnew');
    expect((await failureOf(client.getMandate(mandateNumber))).failure).toBe('invalid-response');
  });

  it('requests a collection with the amount as a decimal string', async () => {
    const client = provider();
    const { mandateNumber } = await client.createInvite(INVITE);
    twikey.setState(mandateNumber, 'signed');

    const collection = await client.collect({
      mandateNumber,
      amount: '1234.56',
      message: 'Maandelijkse inleg contract 300123',
      reference: 'c300123-2026-12',
    });

    expect(collection.collectionId).toMatch(/^\d+$/);
    expect(twikey.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/creditor/transaction',
      form: {
        mndtId: mandateNumber,
        amount: '1234.56',
        message: 'Maandelijkse inleg contract 300123',
        ref: 'c300123-2026-12',
      },
    });
  });

  it('refuses a collection amount that is not a two-decimal string before calling Twikey', async () => {
    const client = provider();
    for (const amount of ['100', '99.5', '1e2', '-1.00']) {
      await expect(
        client.collect({ mandateNumber: 'BP0001', amount, message: 'Inleg', reference: 'r' }),
      ).rejects.toThrow(TypeError);
    }
    expect(twikey.requests).toHaveLength(0);
  });

  /** A collection requested from the wire server, for the outcome tests. */
  async function requestedCollection(client: TwikeyMandateProvider): Promise<string> {
    const { mandateNumber } = await client.createInvite(INVITE);
    twikey.setState(mandateNumber, 'signed');
    const { collectionId } = await client.collect({
      mandateNumber,
      amount: '300.00',
      message: 'Maandelijkse inleg contract 300123',
      reference: 'c300123-2026-12',
    });
    return collectionId;
  }

  it('asks the transaction detail for a collection’s outcome: still open or pending → null', async () => {
    const client = provider();
    const collectionId = await requestedCollection(client);
    twikey.requests.length = 0;

    expect(await client.collectionOutcome(collectionId)).toBeNull();
    expect(twikey.requests).toEqual([
      {
        method: 'GET',
        path: `/creditor/transaction/detail?id=${collectionId}`,
        authorization: twikey.issuedTokens.at(-1),
        contentType: undefined,
        form: {},
      },
    ]);
    twikey.setTransactionState(collectionId, 'PENDING');
    expect(await client.collectionOutcome(collectionId)).toBeNull();
  });

  it('reads PAID as paid', async () => {
    const client = provider();
    const collectionId = await requestedCollection(client);
    twikey.setTransactionState(collectionId, 'PAID');

    expect(await client.collectionOutcome(collectionId)).toEqual({ status: 'paid' });
  });

  it('reads ERROR as failed with the bank’s SEPA reason code (AM04: insufficient funds)', async () => {
    const client = provider();
    const collectionId = await requestedCollection(client);
    twikey.setTransactionState(collectionId, 'ERROR', 'AM04');

    expect(await client.collectionOutcome(collectionId)).toEqual({
      status: 'failed',
      reason: 'AM04',
    });
  });

  it('reports an unknown state or a malformed answer as an invalid response', async () => {
    const client = provider();
    const collectionId = await requestedCollection(client);

    twikey.setTransactionState(collectionId, 'SOMETHINGNEW');
    expect(await failureOf(client.collectionOutcome(collectionId))).toMatchObject({
      provider: 'twikey',
      failure: 'invalid-response',
    });
    // A failure without the bank's code is a failure all the same (MS03: reason not specified).
    twikey.setTransactionState(collectionId, 'ERROR', null);
    expect(await client.collectionOutcome(collectionId)).toEqual({
      status: 'failed',
      reason: 'MS03',
    });
    twikey.setTransactionState(collectionId, 'PAID');
    for (const malformed of [
      { Entries: [] },
      { Entries: [{ id: collectionId }] },
      { Entries: [{ id: 'another', state: 'PAID' }] },
      { transactions: [{ id: collectionId, state: 'PAID' }] },
      'PAID',
    ]) {
      twikey.transactionDetailOverride = malformed;
      expect((await failureOf(client.collectionOutcome(collectionId))).failure).toBe(
        'invalid-response',
      );
    }
  });

  it('reports an unknown collection as rejected with Twikey’s code', async () => {
    const error = await failureOf(provider().collectionOutcome('999999'));

    expect(error).toMatchObject({
      failure: 'rejected',
      providerStatus: 400,
      providerCode: 'err_no_transaction',
    });
  });

  it('logs in again and asks once more when the session ended before the outcome call', async () => {
    const client = provider();
    const collectionId = await requestedCollection(client);
    twikey.setTransactionState(collectionId, 'PAID');
    const firstToken = twikey.issuedTokens.at(-1);
    if (firstToken) twikey.expiredTokens.add(firstToken);
    twikey.requests.length = 0;

    expect(await client.collectionOutcome(collectionId)).toEqual({ status: 'paid' });
    expect(twikey.requests.map((request) => request.path)).toEqual([
      `/creditor/transaction/detail?id=${collectionId}`,
      '/creditor',
      `/creditor/transaction/detail?id=${collectionId}`,
    ]);
    expect(twikey.requests[2]?.authorization).not.toBe(firstToken);
  });

  it('reports a 5xx as unavailable', async () => {
    const client = provider();
    await client.createInvite(INVITE);
    twikey.failures.push({ status: 500, code: 'err_internal', message: 'Internal error' });

    const error = await failureOf(client.createInvite(INVITE));

    expect(error).toMatchObject({ failure: 'unavailable', providerStatus: 500 });
  });

  it('gives up after its time limit with a timeout ProviderError', async () => {
    twikey.delayMs = 1_000;

    const started = Date.now();
    const error = await failureOf(provider({ timeoutMs: 100 }).createInvite(INVITE));

    expect(error).toMatchObject({ provider: 'twikey', failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('reports a refused connection as unavailable', async () => {
    const error = await failureOf(
      provider({ apiUrl: 'http://127.0.0.1:1/creditor' }).createInvite(INVITE),
    );

    expect(error.failure).toBe('unavailable');
  });

  it('reads the mandate feed page by page, resuming after X-LAST with X-RESUME-AFTER', async () => {
    const client = provider();
    const start = String(twikey.feed.at(-1)?.position ?? 0);
    const numbers: string[] = [];
    for (let n = 0; n < 3; n += 1) numbers.push((await client.createInvite(INVITE)).mandateNumber);
    const [signed = '', cancelled = '', suspended = ''] = numbers;
    twikey.setState(signed, 'signed');
    twikey.setState(cancelled, 'cancelled');
    twikey.setState(suspended, 'suspended');
    twikey.feedPageSize = 2;
    twikey.requests.length = 0;

    const first = await client.mandateFeed(start);
    expect(first.changes).toEqual([
      { mandateNumber: signed, state: 'signed' },
      { mandateNumber: cancelled, state: 'cancelled' },
    ]);
    const second = await client.mandateFeed(first.position);
    // An amendment does not say the new state: null, so the caller asks for that one mandate.
    expect(second.changes).toEqual([{ mandateNumber: suspended, state: null }]);
    expect(await client.mandateFeed(second.position)).toEqual({ changes: [], position: null });
    expect(
      twikey.requests.map(({ method, path, resumeAfter }) => ({ method, path, resumeAfter })),
    ).toEqual([
      { method: 'GET', path: '/creditor/mandate', resumeAfter: start },
      { method: 'GET', path: '/creditor/mandate', resumeAfter: first.position },
      { method: 'GET', path: '/creditor/mandate', resumeAfter: second.position },
    ]);
    twikey.feedPageSize = 100;
  });

  it('reports a mandate feed that Twikey cannot answer (5xx) as unavailable', async () => {
    const client = provider();
    twikey.failures.push({ status: 500, code: 'err_internal', message: 'Internal error' });
    expect((await failureOf(client.mandateFeed(null))).failure).toBe('unavailable');
  });

  it('verifies the exit URL with the website key and the webhook with the API key', () => {
    const client = provider();
    const signature = exitUrlSignature(WEBSITE_KEY, 'BP0001', 'ok');
    expect(client.verifyExitUrl({ mandateNumber: 'BP0001', status: 'ok', signature })).toBe(true);
    expect(client.verifyExitUrl({ mandateNumber: 'BP0002', status: 'ok', signature })).toBe(false);

    const query = 'mandateNumber=BP0001&type=contract&event=Update';
    const xSignature = webhookSignature(API_KEY, query) ?? '';
    expect(client.verifyWebhook(query, xSignature)).toBe(true);
    expect(client.verifyWebhook(query, webhookSignature(WEBSITE_KEY, query) ?? '')).toBe(false);
    expect(client.verifyWebhook(query, undefined)).toBe(false);
  });
});
