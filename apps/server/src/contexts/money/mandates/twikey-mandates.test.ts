import { calendarDate } from '@bp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, mailOutbox, mandates, providerFeedPositions } from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { freePort } from '../../../test/free-port';
import { BELEGGER, createTestApp, logIn, type TestApp } from '../../../test/harness';
import { DEMO } from '../../../test/portfolio';
import { mandateFeedJob } from './mandate-feed-job';
import { TwikeyWireServer } from './providers/twikey-wire-server';

/*
 * The app configured for Twikey (TWIKEY_API_KEY), against the local server that speaks Twikey's
 * wire format: invites through POST /api/mandates, Twikey's GET webhook, and the mandate feed
 * read by the `machtigingen-bijwerken` job as the catch-up for a webhook that never came.
 */

const API_KEY = '1F0A2B3C-4D5E-6F70-8192-A3B4C5D6E7F8';
const WEBSITE_KEY = 'AEB24D30D4D6F3538413A11F9C81D680326B0AF59CACA0C7D94AC18B94AC7E60';

describe.each(databaseKinds())('mandates through Twikey on $name', (kind) => {
  let t: TestApp;
  let twikey: TwikeyWireServer;
  let base: string;
  let owner: string;

  beforeAll(async () => {
    twikey = new TwikeyWireServer(API_KEY);
    const apiUrl = await twikey.start();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(kind, {
      env: {
        PUBLIC_URL: base,
        TWIKEY_API_KEY: API_KEY,
        TWIKEY_TEMPLATE_ID: '1234',
        TWIKEY_WEBSITE_KEY: WEBSITE_KEY,
        TWIKEY_API_URL: apiUrl,
      },
    });
    await t.app.listen({ host: '127.0.0.1', port });
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
  });

  afterAll(async () => {
    await t.close();
    await twikey.stop();
  });

  /** A copy of the Dutch demo contract (€ 300 monthly), for one mandate story. */
  async function contractCopy(suffix: string): Promise<number> {
    const [template] = await t.db.select().from(contracts).where(eq(contracts.id, DEMO.dutch));
    if (!template) throw new Error('the demo data changed');
    const { id: _id, createdAt: _createdAt, ...copy } = template;
    const [created] = await t.db
      .insert(contracts)
      .values({ ...copy, contractNumber: `${template.contractNumber}-${suffix}` })
      .returning({ id: contracts.id });
    if (!created) throw new Error('no copy');
    return created.id;
  }

  /** A mandate prepared through our API: the invite goes to Twikey (the wire server). */
  async function prepared(suffix: string) {
    const contractId = await contractCopy(suffix);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/mandates',
      headers: { cookie: owner },
      payload: { contractId, iban: 'NL91 ABNA 0417 1643 00', accountHolder: 'Jan de Vries' },
    });
    expect(answer.statusCode).toBe(201);
    const { id } = answer.json<{ id: string }>();
    const [row] = await t.db.select().from(mandates).where(eq(mandates.id, id));
    if (!row) throw new Error('no mandate');
    return { id, mandateNumber: row.providerMandateNumber };
  }

  const statusOf = async (id: string) =>
    (await t.db.select().from(mandates).where(eq(mandates.id, id)))[0]?.status;
  const signedMails = () =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'mandate-signed'));
  const feedCalls = () => twikey.requests.filter((request) => request.path === '/creditor/mandate');
  const detailCalls = () =>
    twikey.requests.filter((request) => request.path.startsWith('/creditor/mandate/detail'));

  it('sends Twikey only documented invite fields; the exit URL is the template’s', async () => {
    await prepared('INVITE');
    const invite = twikey.requests.find((request) => request.path === '/creditor/invite');
    // Twikey's invite fields (api.twikey.com "Invite a customer"; twikey-api-python
    // InviteRequest._field_map). The return address is not one: it is the template's exit URL.
    const documented = [
      'ct',
      'l',
      'iban',
      'bic',
      'email',
      'firstname',
      'lastname',
      'mandateNumber',
      'customerNumber',
      'mobile',
      'address',
      'city',
      'zip',
      'country',
    ];
    expect(Object.keys(invite?.form ?? {}).filter((name) => !documented.includes(name))).toEqual(
      [],
    );
    expect(invite?.form).toMatchObject({
      ct: '1234',
      l: 'nl',
      iban: 'NL91ABNA0417164300',
      email: BELEGGER.email,
      firstname: 'Jan',
      lastname: 'de Vries',
    });
  });

  it('signs a mandate on Twikey’s GET webhook, after asking Twikey; a forged one changes nothing', async () => {
    const { id, mandateNumber } = await prepared('WEBHOOK');
    twikey.setState(mandateNumber, 'signed');
    const mailsBefore = (await signedMails()).length;
    const webhookUrl = `${base}/api/mandates/webhook`;

    const forger = new TwikeyWireServer('not-the-api-key-of-this-creditor');
    const forged = await forger.sendWebhook(webhookUrl, {
      type: 'contract',
      mandateNumber,
      state: 'signed',
    });
    expect(forged).toBe(401);
    expect(await statusOf(id)).toBe('prepared');

    twikey.requests.length = 0;
    const status = await twikey.sendWebhook(webhookUrl, {
      type: 'contract',
      mandateNumber,
      state: 'signed',
      reason: 'Ondertekend door Jan de Vries',
    });
    expect(status).toBe(204);
    expect(await statusOf(id)).toBe('signed');
    expect(detailCalls().map((request) => request.path)).toEqual([
      `/creditor/mandate/detail?mndtId=${mandateNumber}`,
    ]);
    expect(await signedMails()).toHaveLength(mailsBefore + 1);
  });

  it('catches up on missed webhooks from the mandate feed, resuming after the stored X-LAST', async () => {
    const signed = await prepared('FEED-SIGNED');
    const cancelled = await prepared('FEED-CANCELLED');
    const suspended = await prepared('FEED-SUSPENDED');
    await t.db
      .update(mandates)
      .set({ status: 'signed', signedAt: t.clock.now() })
      .where(eq(mandates.id, suspended.id));
    const notOurs = twikey.mandates.size;
    // Everything the earlier tests did is in the feed too; this run reads it all, in pages of 2.
    twikey.feedPageSize = 2;
    twikey.setState(signed.mandateNumber, 'signed');
    twikey.setState(cancelled.mandateNumber, 'cancelled');
    twikey.setState(suspended.mandateNumber, 'suspended');
    expect(notOurs).toBeGreaterThan(0);
    twikey.requests.length = 0;

    const first = await t.app.jobs.run(mandateFeedJob, calendarDate('2026-04-02'));

    expect(first).toMatchObject({ status: 'succeeded', counts: { errors: 0 } });
    expect(await statusOf(signed.id)).toBe('signed');
    expect(await statusOf(cancelled.id)).toBe('cancelled');
    expect(await statusOf(suspended.id)).toBe('suspended');
    // No detail call per record: only the amendment, whose new state the feed does not say.
    expect(detailCalls().map((request) => request.path)).toEqual([
      `/creditor/mandate/detail?mndtId=${suspended.mandateNumber}`,
    ]);
    const calls = feedCalls();
    const lastPosition = String(twikey.feed.at(-1)?.position);
    expect(calls[0]?.resumeAfter).toBeUndefined();
    expect(calls.slice(1).every((call) => call.resumeAfter !== undefined)).toBe(true);
    expect(calls.at(-1)?.resumeAfter).toBe(lastPosition);
    const [stored] = await t.db
      .select()
      .from(providerFeedPositions)
      .where(eq(providerFeedPositions.feed, 'twikey:mandate'));
    expect(stored?.position).toBe(lastPosition);

    // The next run resumes after the stored position and reads only what is new.
    const later = await prepared('FEED-LATER');
    twikey.setState(later.mandateNumber, 'signed');
    twikey.requests.length = 0;
    const second = await t.app.jobs.run(mandateFeedJob, calendarDate('2026-04-03'));
    expect(second).toMatchObject({
      status: 'succeeded',
      counts: { pages: 1, applied: 1, errors: 0 },
    });
    expect(feedCalls()[0]?.resumeAfter).toBe(lastPosition);
    expect(await statusOf(later.id)).toBe('signed');
    expect(detailCalls()).toEqual([]);
  });

  it('keeps the last full page’s position when Twikey fails half-way, and reads on from there', async () => {
    const [before] = await t.db
      .select()
      .from(providerFeedPositions)
      .where(eq(providerFeedPositions.feed, 'twikey:mandate'));
    const one = await prepared('HALF-1');
    const two = await prepared('HALF-2');
    const three = await prepared('HALF-3');
    twikey.feedPageSize = 2;
    for (const { mandateNumber } of [one, two, three]) twikey.setState(mandateNumber, 'signed');
    const afterFirstPage = String(twikey.feed.at(-2)?.position);
    twikey.requests.length = 0;
    // The second feed call fails (null: the first answers as usual): the first page's two
    // mandates are signed, the third is not.
    twikey.failures.push(null, { status: 500, code: 'err_internal', message: 'Internal error' });
    const failed = await t.app.jobs.run(mandateFeedJob, calendarDate('2026-04-04'));
    twikey.failures = [];

    expect(failed).toMatchObject({ status: 'partly-failed', counts: { errors: 1 } });
    expect(await statusOf(one.id)).toBe('signed');
    expect(await statusOf(two.id)).toBe('signed');
    expect(await statusOf(three.id)).toBe('prepared');
    const [kept] = await t.db
      .select()
      .from(providerFeedPositions)
      .where(eq(providerFeedPositions.feed, 'twikey:mandate'));
    expect(kept?.position).toBe(afterFirstPage);
    expect(kept?.position).not.toBe(before?.position);

    const again = await t.app.jobs.run(mandateFeedJob, calendarDate('2026-04-05'));
    expect(again).toMatchObject({ status: 'succeeded', counts: { applied: 1, errors: 0 } });
    expect(await statusOf(three.id)).toBe('signed');
  });
});
