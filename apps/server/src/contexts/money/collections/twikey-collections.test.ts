import { calendarDate } from '@bp/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collections,
  contracts,
  mailOutbox,
  mandates,
  providerFeedPositions,
  transactions,
} from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { BELEGGER, createTestApp, logIn, type TestApp } from '../../../test/harness';
import { DEMO, get } from '../../../test/portfolio';
import { jobLockFor } from '../jobs/job-lock';
import { JobService } from '../jobs/job-service';
import { TwikeyMandateProvider } from '../mandates/providers/twikey-mandate-provider';
import { TwikeyWireServer } from '../mandates/providers/twikey-wire-server';
import { collectionJob } from './collection-job';

/*
 * The monthly collection with the real Twikey adapter against the local server that speaks
 * Twikey's wire format: Twikey answers a collection with an id, and a later run learns its
 * outcome from the transaction feed (`GET /transaction` with `X-RESUME-AFTER`, field names as
 * twikey-api-go's `Transaction`, transaction.go at a7a4d7a8), never one detail call per record.
 */

const API_KEY = '1F0A2B3C-4D5E-6F70-8192-A3B4C5D6E7F8';
const d = calendarDate;

describe.each(databaseKinds())('collections through Twikey on $name', (kind) => {
  let t: TestApp;
  let twikey: TwikeyWireServer;
  let jobs: JobService;
  let owner: string;
  let paying: number;
  let broke: number;
  const mandateNumbers = new Map<number, string>();

  const at = async (moment: string) => {
    t.clock.advance(new Date(moment).getTime() - t.clock.now().getTime());
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
  };

  /** A copy of the Dutch demo contract (€ 300 monthly on the 1st), without bookings. */
  async function copyOfDutch(suffix: string): Promise<number> {
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

  /** A mandate signed at Twikey (the wire server) and recorded as ours. */
  async function signedAtTwikey(provider: TwikeyMandateProvider, contractId: number) {
    const { mandateNumber, signUrl } = await provider.createInvite({
      reference: `mandaat-${contractId}`,
      iban: 'NL91ABNA0417164300',
      debtor: { firstName: 'Jan', lastName: 'de Vries', email: BELEGGER.email },
    });
    twikey.setState(mandateNumber, 'signed');
    const [contract] = await t.db
      .select({ userId: contracts.userId })
      .from(contracts)
      .where(eq(contracts.id, contractId));
    if (!contract) throw new Error('no contract');
    await t.db.insert(mandates).values({
      contractId,
      userId: contract.userId,
      provider: 'twikey',
      providerMandateNumber: mandateNumber,
      status: 'signed',
      iban: 'NL91ABNA0417164300',
      accountHolder: 'J. de Vries',
      signUrl,
      createdAt: t.clock.now(),
      signedAt: t.clock.now(),
    });
    mandateNumbers.set(contractId, mandateNumber);
  }

  const bookingsOf = (contractId: number) =>
    t.db
      .select({
        date: transactions.tradeDate,
        kind: transactions.kind,
        amount: transactions.amount,
      })
      .from(transactions)
      .where(eq(transactions.contractId, contractId))
      .orderBy(asc(transactions.id));

  async function collectionOf(contractId: number) {
    const [row] = await t.db
      .select()
      .from(collections)
      .where(eq(collections.contractId, contractId));
    if (!row) throw new Error(`no collection for contract ${contractId}`);
    return row;
  }

  const detailCalls = () =>
    twikey.requests.filter((request) => request.path.startsWith('/creditor/transaction/detail'));
  const feedCalls = () =>
    twikey.requests.filter(
      (request) => request.method === 'GET' && request.path.startsWith('/creditor/transaction?'),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    twikey = new TwikeyWireServer(API_KEY);
    const apiUrl = await twikey.start();
    const provider = new TwikeyMandateProvider({
      apiKey: API_KEY,
      templateId: '1234',
      websiteKey: 'AEB24D30D4D6F3538413A11F9C81D680326B0AF59CACA0C7D94AC18B94AC7E60',
      apiUrl,
    });
    jobs = new JobService(
      {
        db: t.db,
        clock: t.clock,
        mailOutbox: t.app.mailOutbox,
        mailContext: { productName: 'Beleggersportaal', publicUrl: t.config.publicUrl },
        mandateProvider: provider,
        log: t.app.log,
      },
      jobLockFor(t.db, t.database.handle.embedded !== null),
    );
    paying = await copyOfDutch('TWIKEY');
    broke = await copyOfDutch('TWIKEY-AM04');
    await signedAtTwikey(provider, paying);
    await signedAtTwikey(provider, broke);
    // The seed books up to its day (2 March 2026); the job runs from April on.
    await at('2026-04-02T04:30:00Z');
  });

  afterAll(async () => {
    await twikey.stop();
    await t.close();
  });

  it('leaves the collections pending while Twikey has no answer from the bank', async () => {
    expect(await jobs.run(collectionJob, d('2026-04-02'))).toMatchObject({
      status: 'succeeded',
      counts: { collected: 0, failed: 0, pending: 2, errors: 0 },
    });
    const requested = await collectionOf(paying);
    expect(requested).toMatchObject({ status: 'pending', provider: 'twikey' });
    expect(requested.providerCollectionId).toMatch(/^\d+$/);

    twikey.requests.length = 0;
    await at('2026-04-03T04:30:00Z');
    expect(await jobs.run(collectionJob, d('2026-04-03'))).toMatchObject({
      status: 'succeeded',
      counts: { collected: 0, failed: 0, pending: 2, errors: 0 },
    });
    // One feed read (the page with news, then the empty one), no detail call per collection.
    expect(detailCalls()).toEqual([]);
    expect(feedCalls().length).toBeGreaterThanOrEqual(1);
    expect(
      feedCalls().every((request) => twikey.issuedTokens.includes(request.authorization ?? '')),
    ).toBe(true);
    expect(await bookingsOf(paying)).toEqual([]);
  });

  it('books a PAID collection and records an ERROR one with the bank’s reason (AM04)', async () => {
    twikey.setTransactionState((await collectionOf(paying)).providerCollectionId ?? '', 'PAID');
    twikey.setTransactionState(
      (await collectionOf(broke)).providerCollectionId ?? '',
      'ERROR',
      'AM04',
    );
    await at('2026-04-06T04:30:00Z');

    expect(await jobs.run(collectionJob, d('2026-04-06'))).toMatchObject({
      status: 'succeeded',
      counts: { collected: 1, failed: 1, pending: 0, errors: 0 },
    });
    expect(await bookingsOf(paying)).toEqual([
      { date: '2026-04-06', kind: 'periodieke-storting', amount: '300.00' },
    ]);
    expect(await bookingsOf(broke)).toEqual([]);
    expect(await collectionOf(paying)).toMatchObject({ status: 'paid' });
    expect(await collectionOf(broke)).toMatchObject({ status: 'failed', reason: 'AM04' });

    const history = await get(t, `/api/contracts/${broke}/historie`, owner);
    expect(history.statusCode).toBe(200);
    const events = (history.json() as { data: { datum: string; omschrijving: string }[] }).data;
    // Dated on the day the collection was requested, as with an outcome known at once.
    expect(events).toContainEqual({
      datum: '2026-04-02',
      omschrijving: 'Incasso mislukt: onvoldoende saldo (AM04).',
    });
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'collection-failed'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('onvoldoende saldo (AM04)');
  });

  it('only reads the feed from its stored position, and books nothing more once both are settled', async () => {
    twikey.requests.length = 0;
    await at('2026-04-07T04:30:00Z');
    const [stored] = await t.db.select().from(providerFeedPositions);
    expect(stored).toMatchObject({ feed: 'twikey:transactions' });

    expect(await jobs.run(collectionJob, d('2026-04-07'))).toMatchObject({
      status: 'succeeded',
      counts: { collected: 0, failed: 0, pending: 0, errors: 0 },
    });
    expect(twikey.requests.map((request) => [request.path, request.resumeAfter])).toEqual([
      ['/creditor/transaction?include=seq', String(stored?.position)],
    ]);
    expect(await bookingsOf(paying)).toHaveLength(1);
  });

  it('names the contract in the run’s errors when Twikey answers a state it does not know', async () => {
    // 1 May is a TARGET2 holiday and a weekend follows: May's collection is on Monday 4 May.
    await at('2026-05-04T04:30:00Z');
    expect(await jobs.run(collectionJob, d('2026-05-04'))).toMatchObject({
      counts: { pending: 2 },
    });
    const [may] = await t.db
      .select()
      .from(collections)
      .where(and(eq(collections.contractId, paying), eq(collections.month, '2026-05-01')));
    twikey.setTransactionState(may?.providerCollectionId ?? '', 'SOMETHINGNEW');

    await at('2026-05-05T04:30:00Z');
    const run = await jobs.run(collectionJob, d('2026-05-05'));

    expect(run).toMatchObject({
      status: 'partly-failed',
      counts: { collected: 0, failed: 0, pending: 2, errors: 1 },
      errors: [
        `NL-2019-001234-TWIKEY: Unknown transaction state "SOMETHINGNEW" (transaction ${may?.providerCollectionId ?? ''})`,
      ],
    });
    expect((await bookingsOf(paying)).filter((booking) => booking.date >= '2026-05-01')).toEqual(
      [],
    );
    // The feed stays at the entry it could not apply: the next run tries it again.
    twikey.requests.length = 0;
    await at('2026-05-06T04:30:00Z');
    expect(await jobs.run(collectionJob, d('2026-05-06'))).toMatchObject({
      counts: { errors: 1 },
    });
  });
});
