import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDate } from '@bp/domain';
import {
  collections,
  contracts,
  mailOutbox,
  mandates,
  sandboxMandates,
  users,
} from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { freePort } from '../../../test/free-port';
import {
  BELEGGER,
  NIEUW,
  TEST_JWT_SECRET,
  createTestApp,
  logIn,
  type TestApp,
} from '../../../test/harness';
import { exitUrlSignature, webhookSignature } from './providers/twikey-signatures';
import { sandboxMandateKeys } from './sandbox/sandbox-keys';
import {
  SANDBOX_INSUFFICIENT_FUNDS_IBAN,
  SandboxMandateProvider,
} from './sandbox/sandbox-mandate-provider';

const SANDBOX_API_KEY = sandboxMandateKeys(TEST_JWT_SECRET).apiKey;

describe.each(databaseKinds())('mandates through the sandbox provider on $name', (kind) => {
  let t: TestApp;
  let base: string;
  let belegger: string;
  let nieuw: string;
  /** The demo investor's contracts with a monthly deposit, and one without. */
  let monthly: number[];
  let withoutMonthly: number;
  /** Awaiting payment with a monthly deposit: without a one-off deposit, and with one. */
  let monthlyOnlyAwaiting: number;
  let oneOffAwaiting: number;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(kind, { env: { PUBLIC_URL: base } });
    await t.app.listen({ host: '127.0.0.1', port });
    belegger = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    nieuw = await logIn(t.app, NIEUW.email, NIEUW.password);
    const [owner] = await t.db.select().from(users).where(eq(users.email, BELEGGER.email));
    if (!owner) throw new Error('no demo investor');
    const own = await t.db.select().from(contracts).where(eq(contracts.userId, owner.id));
    const template = own.find((c) => c.periodicDeposit !== null);
    const without = own.find((c) => c.periodicDeposit === null);
    if (!template || !without) throw new Error('the demo data changed');
    // Enough contracts with a monthly deposit for one mandate story each. Copies: the demo
    // contract itself already has its signed mandate (the seed), which a new one must not meet.
    const { id: _id, createdAt: _createdAt, ...copy } = template;
    const extra = await t.db
      .insert(contracts)
      .values(
        [0, 1, 2, 3, 4].map((n) => ({
          ...copy,
          contractNumber: `${template.contractNumber}-M${n}`,
        })),
      )
      .returning({ id: contracts.id });
    monthly = extra.map((c) => c.id);
    withoutMonthly = without.id;
    const [monthlyOnly, withOneOff] = await t.db
      .insert(contracts)
      .values([
        {
          ...copy,
          contractNumber: `${template.contractNumber}-W1`,
          status: 'wacht-op-betaling' as const,
          initialDeposit: '0.00',
        },
        {
          ...copy,
          contractNumber: `${template.contractNumber}-W2`,
          status: 'wacht-op-betaling' as const,
          initialDeposit: '2500.00',
        },
      ])
      .returning({ id: contracts.id });
    if (!monthlyOnly || !withOneOff) throw new Error('no awaiting contracts');
    monthlyOnlyAwaiting = monthlyOnly.id;
    oneOffAwaiting = withOneOff.id;
  });

  it('starts a monthly-only contract on the first signature; one awaiting its one-off deposit waits on', async () => {
    const statusOfContract = async (id: number) =>
      (await t.db.select().from(contracts).where(eq(contracts.id, id)))[0]?.status;
    for (const contractId of [monthlyOnlyAwaiting, oneOffAwaiting]) {
      const created = await prepare(contractId);
      expect((await choose(created.signUrl, 'ondertekenen')).status).toBe(303);
      expect((await api('GET', `/api/mandates/${created.id}`, belegger)).body.status).toBe(
        'signed',
      );
    }
    expect(await statusOfContract(monthlyOnlyAwaiting)).toBe('actief');
    expect(await statusOfContract(oneOffAwaiting)).toBe('wacht-op-betaling');
  });

  afterAll(async () => {
    await t.close();
  });

  async function api(method: string, path: string, cookie: string, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function prepare(contractId: number, iban = 'NL91 ABNA 0417 1643 00') {
    const created = await api('POST', '/api/mandates', belegger, {
      contractId,
      iban,
      accountHolder: 'J. de Vries',
    });
    expect(created.status).toBe(201);
    return created.body as { id: string; status: string; signUrl: string };
  }

  /** Presses a button on the sandbox's page, as a browser's form post. */
  async function choose(signUrl: string, keuze: string) {
    return fetch(signUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ keuze }).toString(),
      redirect: 'manual',
    });
  }

  /**
   * A new prepared mandate on a contract whose earlier ones are removed, signed at the provider
   * without its webhook: only a proper webhook or exit URL may tell us.
   */
  async function signedOnlyAtProvider(contractId: number) {
    await t.db.delete(mandates).where(eq(mandates.contractId, contractId));
    const created = await prepare(contractId);
    const number = (await statusOf(created.id))?.providerMandateNumber ?? '';
    await t.db
      .update(sandboxMandates)
      .set({ state: 'signed' })
      .where(eq(sandboxMandates.mandateNumber, number));
    return { created, number };
  }

  async function statusOf(id: string) {
    const [row] = await t.db.select().from(mandates).where(eq(mandates.id, id));
    return row;
  }

  async function signedMails() {
    return t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'mandate-signed'));
  }

  async function webhook(rawQuery: string, signature?: string) {
    return fetch(`${base}/api/mandates/webhook?${rawQuery}`, {
      headers: signature === undefined ? {} : { 'x-signature': signature },
    });
  }

  it('prepares a mandate and serves a marked, accessible test page for it', async () => {
    const created = await prepare(monthly[0] ?? 0);
    expect(created).toEqual({
      id: expect.any(String),
      status: 'prepared',
      signUrl: expect.any(String),
    });
    expect(created.signUrl.startsWith(`${base}/sandbox/mandaat/`)).toBe(true);

    const page = await fetch(created.signUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    // Else Chromium posts the form with `Origin: null`, which the page refuses as foreign.
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const html = await page.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('name="viewport"');
    expect(html).toContain('Testomgeving');
    expect(html).toContain('Stichting Beleggersportaal');
    expect(html).toContain('J. de Vries');
    expect(html).toContain('NL•• •••• •••• ••43 00');
    expect(html).not.toContain('0417');
    expect(html).toContain('>Ondertekenen</button>');
    expect(html).toContain('>Annuleren</button>');

    const read = await api('GET', `/api/mandates/${created.id}`, belegger);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: created.id,
      status: 'prepared',
      iban: 'NL•• •••• •••• ••43 00',
      accountHolder: 'J. de Vries',
      contractId: monthly[0],
      signedAt: null,
    });
    expect(read.body.monthlyDeposit).toMatch(/^\d+\.\d{2}$/);
    expect(read.body.collectionDay).toEqual(expect.any(Number));
    expect(JSON.stringify(read.body)).not.toContain('NL91ABNA');
  });

  it('refuses a choice posted to the test page from another site, and changes nothing', async () => {
    const again = await api('POST', '/api/mandates', belegger, {
      contractId: monthly[0],
      iban: 'NL91 ABNA 0417 1643 00',
      accountHolder: 'J. de Vries',
    });
    const { id, signUrl } = again.body as { id: string; signUrl: string };
    const forged = await fetch(signUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://kwaadwillend.example',
      },
      body: new URLSearchParams({ keuze: 'ondertekenen' }).toString(),
      redirect: 'manual',
    });
    expect(forged.status).toBe(403);
    expect((await statusOf(id))?.status).toBe('prepared');
  });

  it('signs on the page: webhook over HTTP, signed exit URL, one mail, shown on the contract', async () => {
    const contractId = monthly[1] ?? 0;
    const created = await prepare(contractId);
    const mailsBefore = (await signedMails()).length;

    const answer = await choose(created.signUrl, 'ondertekenen');
    expect(answer.status).toBe(303);
    const exit = new URL(answer.headers.get('location') ?? '');
    expect(exit.pathname).toBe('/twikey-result');
    // The template's exit URL, the same for every invite: {0} mandate number, {1} status, {3} sig.
    expect([...exit.searchParams.keys()]).toEqual(['mndtId', 'status', 'sig']);
    expect(exit.searchParams.get('mndtId')).toBe(
      (await statusOf(created.id))?.providerMandateNumber,
    );
    expect(exit.searchParams.get('status')).toBe('ok');
    const provider = sandboxFor(t);
    expect(
      provider.verifyExitUrl({
        mandateNumber: exit.searchParams.get('mndtId') ?? '',
        status: 'ok',
        signature: exit.searchParams.get('sig') ?? '',
      }),
    ).toBe(true);

    const read = await api('GET', `/api/mandates/${created.id}`, belegger);
    expect(read.body.status).toBe('signed');
    expect(read.body.signedAt).toEqual(expect.any(String));
    const mails = await signedMails();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.subject).toBe('Machtiging ondertekend');
    expect(mails.at(-1)?.textBody).toContain('NL•• •••• •••• ••43 00');
    expect(mails.at(-1)?.textBody).not.toContain('NL91ABNA');

    const onContract = await api('GET', `/api/contracts/${contractId}/machtiging`, belegger);
    expect(onContract.status).toBe(200);
    expect(onContract.body.machtiging).toMatchObject({
      id: created.id,
      status: 'signed',
      iban: 'NL•• •••• •••• ••43 00',
      signedAt: read.body.signedAt,
    });

    // Twikey retries a webhook: the same, validly signed message again changes nothing.
    const row = await statusOf(created.id);
    const rawQuery = new URLSearchParams({
      type: 'contract',
      mandateNumber: row?.providerMandateNumber ?? '',
      state: 'signed',
    }).toString();
    for (let replay = 0; replay < 3; replay += 1) {
      const again = await webhook(rawQuery, webhookSignature(SANDBOX_API_KEY, rawQuery) ?? '');
      expect(again.status).toBe(204);
    }
    expect(await signedMails()).toHaveLength(mailsBefore + 1);
    expect((await statusOf(created.id))?.signedAt).toEqual(row?.signedAt);

    // A second press on the page is refused; the state stays.
    const second = await choose(created.signUrl, 'annuleren');
    expect(second.status).toBe(409);
    expect((await statusOf(created.id))?.status).toBe('signed');

    // A signed mandate is not replaced by a new request.
    const another = await api('POST', '/api/mandates', belegger, {
      contractId,
      iban: 'NL91ABNA0417164300',
      accountHolder: 'J. de Vries',
    });
    expect(another.status).toBe(409);
  });

  it('goes signed → suspended → cancelled through the page, and never back from cancelled', async () => {
    const created = await prepare(monthly[2] ?? 0);
    expect((await choose(created.signUrl, 'ondertekenen')).status).toBe(303);
    const suspend = await choose(created.signUrl, 'opschorten');
    expect(suspend.status).toBe(303);
    expect(suspend.headers.get('location')).toBe(created.signUrl);
    expect((await api('GET', `/api/mandates/${created.id}`, belegger)).body).toMatchObject({
      status: 'suspended',
      suspendedAt: expect.any(String),
    });
    const page = await (await fetch(created.signUrl)).text();
    expect(page).toContain('Opgeschort');

    // Twikey reactivates a suspended mandate: signed again, without a second mail.
    const mailsBefore = (await signedMails()).length;
    const row = await statusOf(created.id);
    const number = row?.providerMandateNumber ?? '';
    await t.db
      .update(sandboxMandates)
      .set({ state: 'signed' })
      .where(eq(sandboxMandates.mandateNumber, number));
    const rawQuery = `type=contract&mandateNumber=${number}&state=signed`;
    expect(
      (await webhook(rawQuery, webhookSignature(SANDBOX_API_KEY, rawQuery) ?? '')).status,
    ).toBe(204);
    expect((await statusOf(created.id))?.status).toBe('signed');
    expect(await signedMails()).toHaveLength(mailsBefore);

    expect((await choose(created.signUrl, 'intrekken')).status).toBe(303);
    const cancelled = await statusOf(created.id);
    expect(cancelled?.status).toBe('cancelled');
    expect(cancelled?.cancelledAt).not.toBeNull();

    // Even a validly signed webhook cannot bring a cancelled mandate back.
    await t.db
      .update(sandboxMandates)
      .set({ state: 'signed' })
      .where(eq(sandboxMandates.mandateNumber, number));
    expect(
      (await webhook(rawQuery, webhookSignature(SANDBOX_API_KEY, rawQuery) ?? '')).status,
    ).toBe(204);
    expect((await statusOf(created.id))?.status).toBe('cancelled');
  });

  it('cancels on the page: back to the exit URL with status cancelled, no mail', async () => {
    const created = await prepare(monthly[3] ?? 0, 'DE89 3704 0044 0532 0130 00');
    const mailsBefore = (await signedMails()).length;
    const answer = await choose(created.signUrl, 'annuleren');
    expect(answer.status).toBe(303);
    const exit = new URL(answer.headers.get('location') ?? '');
    expect(exit.searchParams.get('mndtId')).toBe(
      (await statusOf(created.id))?.providerMandateNumber,
    );
    expect(exit.searchParams.get('status')).toBe('cancelled');
    const read = await api('GET', `/api/mandates/${created.id}`, belegger);
    expect(read.body).toMatchObject({ status: 'cancelled', iban: 'DE•• •••• •••• •••• ••30 00' });
    expect(await signedMails()).toHaveLength(mailsBefore);
    const onContract = await api('GET', `/api/contracts/${monthly[3]}/machtiging`, belegger);
    expect(onContract.body.machtiging).toMatchObject({ id: created.id, status: 'cancelled' });
  });

  it('refuses a forged, missing or wrong-length signature with 401 and changes nothing', async () => {
    const contractId = monthly[4] ?? monthly[0] ?? 0;
    const { created, number } = await signedOnlyAtProvider(contractId);
    const rawQuery = `type=contract&mandateNumber=${number}&state=signed`;
    const good = webhookSignature(SANDBOX_API_KEY, rawQuery) ?? '';
    const forged = webhookSignature('not-the-sandbox-key-at-all', rawQuery) ?? '';
    const otherQuery = webhookSignature(SANDBOX_API_KEY, `${rawQuery}x`) ?? '';
    for (const signature of [
      undefined,
      '',
      forged,
      otherQuery,
      good.slice(0, 62),
      `${good}00`,
      'z'.repeat(64),
    ]) {
      const answer = await webhook(rawQuery, signature);
      expect(answer.status, String(signature)).toBe(401);
      const body = (await answer.json()) as { message: string };
      expect(body.message).toBe('De handtekening van dit bericht klopt niet.');
    }
    expect((await statusOf(created.id))?.status).toBe('prepared');
    // The exemption from the Origin check is for the webhook only, and a browser's Origin does
    // not make a forged webhook any better.
    const fromBrowser = await fetch(`${base}/api/mandates/webhook?${rawQuery}`, {
      headers: { origin: 'https://evil.example', 'x-signature': forged },
    });
    expect(fromBrowser.status).toBe(401);
    expect((await statusOf(created.id))?.status).toBe('prepared');

    const accepted = await webhook(rawQuery, good.toLowerCase());
    expect(accepted.status).toBe(204);
    expect((await statusOf(created.id))?.status).toBe('signed');
  });

  it('applies concurrent copies of one webhook once, with one mail', async () => {
    const contractId = monthly[3] ?? 0;
    const { created, number } = await signedOnlyAtProvider(contractId);
    const mailsBefore = (await signedMails()).length;
    const rawQuery = `type=contract&mandateNumber=${number}&state=signed`;
    const signature = webhookSignature(SANDBOX_API_KEY, rawQuery) ?? '';
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => webhook(rawQuery, signature)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(204));
    expect((await statusOf(created.id))?.status).toBe('signed');
    expect(await signedMails()).toHaveLength(mailsBefore + 1);
  });

  it('answers a signed webhook about an unknown mandate or another event with 204 and no change', async () => {
    const rawQuery = 'type=contract&mandateNumber=SBXNOTOURS&state=signed';
    expect(
      (await webhook(rawQuery, webhookSignature(SANDBOX_API_KEY, rawQuery) ?? '')).status,
    ).toBe(204);
    const payment = 'type=payment&id=123';
    expect((await webhook(payment, webhookSignature(SANDBOX_API_KEY, payment) ?? '')).status).toBe(
      204,
    );
    // The payment event starts a catch-up on the transaction feed; left running, it would settle
    // the collection a later test makes before that test sends its own event.
    await t.app.backgroundTasks.idle();
  });

  it('takes Twikey’s webhook as Twikey sends it: GET, the event in the query, X-Signature over it', async () => {
    const contractId = monthly[4] ?? 0;
    const { created, number } = await signedOnlyAtProvider(contractId);
    const mailsBefore = (await signedMails()).length;
    const url = `/api/mandates/webhook?type=contract&mandateNumber=${number}&state=signed`;
    const rawQuery = url.slice(url.indexOf('?') + 1);
    const good = webhookSignature(SANDBOX_API_KEY, rawQuery) ?? '';

    const forged = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-signature': webhookSignature('guessed', rawQuery) ?? '' },
    });
    expect(forged.statusCode).toBe(401);
    expect((await statusOf(created.id))?.status).toBe('prepared');
    // The form Twikey never sends is gone: a POST changes nothing.
    const post = await t.app.inject({ method: 'POST', url, headers: { 'x-signature': good } });
    expect(post.statusCode).toBe(404);
    expect((await statusOf(created.id))?.status).toBe('prepared');

    const answer = await t.app.inject({ method: 'GET', url, headers: { 'x-signature': good } });
    expect(answer.statusCode).toBe(204);
    expect((await statusOf(created.id))?.status).toBe('signed');
    expect(await signedMails()).toHaveLength(mailsBefore + 1);
  });

  it('settles pending collections when a signed type=payment webhook arrives', async () => {
    const contractId = monthly[4] ?? 0;
    const [mandate] = await t.db
      .select()
      .from(mandates)
      .where(and(eq(mandates.contractId, contractId), eq(mandates.status, 'signed')));
    if (!mandate) throw new Error('the previous test signs this contract’s mandate');
    await t.app.backgroundTasks.idle();
    const { collectionId } = await sandboxFor(t).collect({
      mandateNumber: mandate.providerMandateNumber,
      amount: '100.00',
      message: 'Maandelijkse inleg',
      reference: `${contractId}-2026-10`,
    });
    const [pending] = await t.db
      .insert(collections)
      .values({
        contractId,
        mandateId: mandate.id,
        month: calendarDate('2026-10-01'),
        collectionDate: calendarDate('2026-10-01'),
        amount: '100.00',
        status: 'pending',
        provider: 'sandbox',
        providerCollectionId: collectionId,
        requestedAt: t.clock.now(),
      })
      .returning({ id: collections.id });
    const rawQuery = `type=payment&id=${collectionId}`;

    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/mandates/webhook?${rawQuery}`,
      headers: { 'x-signature': webhookSignature('guessed', rawQuery) ?? '' },
    });
    expect(refused.statusCode).toBe(401);
    await t.app.backgroundTasks.idle();
    const statusOfCollection = async () =>
      (
        await t.db
          .select()
          .from(collections)
          .where(eq(collections.id, pending?.id ?? ''))
      )[0]?.status;
    expect(await statusOfCollection()).toBe('pending');

    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/mandates/webhook?${rawQuery}`,
      headers: { 'x-signature': webhookSignature(SANDBOX_API_KEY, rawQuery) ?? '' },
    });
    expect(answer.statusCode).toBe(204);
    await t.app.backgroundTasks.idle();
    expect(await statusOfCollection()).toBe('paid');
  });

  it('signs end to end through app.inject: page, Twikey-style GET webhook, checked exit URL', async () => {
    const contractId = monthly[2] ?? 0;
    await t.db.delete(mandates).where(eq(mandates.contractId, contractId));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/mandates',
      headers: { cookie: belegger },
      payload: { contractId, iban: 'NL91ABNA0417164300', accountHolder: 'J. de Vries' },
    });
    expect(created.statusCode).toBe(201);
    const { id, signUrl } = created.json<{ id: string; signUrl: string }>();
    const pagePath = new URL(signUrl).pathname;
    expect((await t.app.inject({ method: 'GET', url: pagePath })).statusCode).toBe(200);

    // The sandbox sends its webhook to our listening server, as Twikey would: a GET.
    const choice = await t.app.inject({
      method: 'POST',
      url: pagePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'keuze=ondertekenen',
    });
    expect(choice.statusCode).toBe(303);
    expect((await statusOf(id))?.status).toBe('signed');

    const exit = new URL(String(choice.headers.location));
    expect(`${exit.origin}${exit.pathname}`).toBe(`${base}/twikey-result`);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/mandates/exit',
      headers: { cookie: belegger },
      payload: Object.fromEntries(exit.searchParams),
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id, status: 'signed', iban: 'NL•• •••• •••• ••43 00' });
  });

  it('checks the exit URL’s signature: a bad one changes nothing, a good one fetches the state', async () => {
    const contractId = monthly[3] ?? 0;
    // Signed at the provider, but its webhook never came.
    const { created, number } = await signedOnlyAtProvider(contractId);
    const keys = sandboxMandateKeys(TEST_JWT_SECRET);
    const exitUrl = (mndtId: string, status: string, sig: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/mandates/exit',
        headers: { cookie: belegger },
        payload: { mndtId, status, sig },
      });
    const good = exitUrlSignature(keys.websiteKey, number, 'ok');

    for (const [mndtId, status, sig] of [
      [number, 'ok', exitUrlSignature('not-the-website-key', number, 'ok')],
      [number, 'ok', exitUrlSignature(keys.apiKey, number, 'ok')],
      [number, 'cancelled', good],
      [number, 'ok', good.slice(0, 60)],
      [number, 'ok', 'z'.repeat(64)],
    ] as const) {
      const refused = await exitUrl(mndtId, status, sig);
      expect(refused.statusCode, sig).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(
        'De link waarmee u terugkwam van de machtigingspagina is niet echt of is gewijzigd, dus wij hebben niets met uw machtiging gedaan. Bekijk de status van uw machtiging bij de gegevens van uw contract.',
      );
    }
    expect((await statusOf(created.id))?.status).toBe('prepared');
    const incomplete = await exitUrl(number, 'ok', '');
    expect(incomplete.statusCode).toBe(422);

    // Genuine, but another investor's mandate: as unknown as a missing one.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/mandates/exit',
          headers: { cookie: nieuw },
          payload: { mndtId: number, status: 'ok', sig: good },
        })
      ).statusCode,
    ).toBe(404);
    expect((await statusOf(created.id))?.status).toBe('prepared');

    const accepted = await exitUrl(number, 'ok', good);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: created.id, status: 'signed' });
    expect((await statusOf(created.id))?.status).toBe('signed');
  });

  it("answers 404 for another investor's contract and mandate", async () => {
    await t.db.delete(mandates).where(eq(mandates.contractId, monthly[0] ?? 0));
    const created = await prepare(monthly[0] ?? 0);
    const read = await api('GET', `/api/mandates/${created.id}`, nieuw);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('Deze machtiging bestaat niet of hoort niet bij uw account.');
    expect((await api('GET', '/api/mandates/not-a-uuid', belegger)).status).toBe(404);
    expect((await api('GET', `/api/mandates/${crypto.randomUUID()}`, belegger)).status).toBe(404);
    const post = await api('POST', '/api/mandates', nieuw, {
      contractId: monthly[0],
      iban: 'NL91ABNA0417164300',
      accountHolder: 'Iemand Anders',
    });
    expect(post.status).toBe(404);
    expect((await api('GET', `/api/contracts/${monthly[0]}/machtiging`, nieuw)).status).toBe(404);
    expect((await api('GET', `/api/mandates/${created.id}`, '')).status).toBe(401);
  });

  it('reuses a prepared mandate for the same account and replaces one for another', async () => {
    const contractId = monthly[0] ?? 0;
    await t.db.delete(mandates).where(eq(mandates.contractId, contractId));
    const first = await prepare(contractId);
    const again = await api('POST', '/api/mandates', belegger, {
      contractId,
      iban: 'nl91abna0417164300',
      accountHolder: ' J. de Vries ',
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first);
    const other = await prepare(contractId, 'NL20INGB0001234567');
    expect(other.id).not.toBe(first.id);
    expect((await statusOf(first.id))?.status).toBe('cancelled');
    const open = await t.db
      .select()
      .from(mandates)
      .where(and(eq(mandates.contractId, contractId), eq(mandates.status, 'prepared')));
    expect(open.map((m) => m.id)).toEqual([other.id]);
    // The superseded one's late signature changes nothing on our side.
    expect((await choose(first.signUrl, 'ondertekenen')).status).toBe(303);
    expect((await statusOf(first.id))?.status).toBe('cancelled');
  });

  it('words invalid input in Dutch, naming the field, and refuses a contract without a monthly deposit', async () => {
    const post = (body: Record<string, unknown>) =>
      api('POST', '/api/mandates', belegger, {
        contractId: monthly[0],
        iban: 'NL91ABNA0417164300',
        accountHolder: 'J. de Vries',
        ...body,
      });
    const messages = async (body: Record<string, unknown>) => {
      const answer = await post(body);
      expect(answer.status).toBe(422);
      return (answer.body.errors as { ErrorMessage: string[] }).ErrorMessage;
    };
    expect(await messages({ iban: 'NL91ABNA0417164301' })).toEqual([
      'IBAN: Vul een geldig IBAN in, bijvoorbeeld NL91 ABNA 0417 1643 00.',
    ]);
    expect(await messages({ iban: '' })).toEqual(['IBAN: Vul een IBAN in.']);
    expect(await messages({ iban: 'TR33 0006 1005 1978 6457 8413 26' })).toEqual([
      'IBAN: Vul een IBAN in van een bank in een SEPA-land.',
    ]);
    expect(await messages({ accountHolder: '   ' })).toEqual([
      'Rekeninghouder: Vul de naam van de rekeninghouder in.',
    ]);
    const noDeposit = await post({ contractId: withoutMonthly });
    expect(noDeposit.status).toBe(409);
    expect(noDeposit.body.message).toContain('geen maandelijkse inleg');
  });

  it('collects: AM04 for the documented test IBAN, paid for every other, recorded by the sandbox', async () => {
    const provider = sandboxFor(t);
    const outcomes: Record<string, unknown> = {};
    for (const [index, iban] of [SANDBOX_INSUFFICIENT_FUNDS_IBAN, 'NL91ABNA0417164300'].entries()) {
      const contractId = monthly[index] ?? 0;
      await t.db.delete(mandates).where(eq(mandates.contractId, contractId));
      const created = await prepare(contractId, iban);
      const number = (await statusOf(created.id))?.providerMandateNumber ?? '';
      await expect(
        provider.collect({
          mandateNumber: number,
          amount: '100.00',
          message: 'Inleg',
          reference: `${contractId}-2026-11`,
        }),
      ).rejects.toMatchObject({ failure: 'rejected' });
      expect((await choose(created.signUrl, 'ondertekenen')).status).toBe(303);
      const collection = await provider.collect({
        mandateNumber: number,
        amount: '100.00',
        message: 'Maandelijkse inleg',
        reference: `${contractId}-2026-11`,
      });
      expect(await provider.collectionOutcome(collection.collectionId)).toEqual(collection.outcome);
      outcomes[iban] = collection.outcome;
    }
    expect(outcomes).toEqual({
      [SANDBOX_INSUFFICIENT_FUNDS_IBAN]: { status: 'failed', reason: 'AM04' },
      NL91ABNA0417164300: { status: 'paid' },
    });
    expect(await provider.collectionOutcome('SBXTXUNKNOWN')).toBeNull();
  });
});

/** A second handle on the sandbox's records, as the collection job would build it. */
function sandboxFor(t: TestApp): SandboxMandateProvider {
  return new SandboxMandateProvider({
    db: t.db,
    clock: t.clock,
    keys: sandboxMandateKeys(t.config.jwtSecret),
    publicUrl: t.config.publicUrl,
    log: t.app.log,
  });
}
