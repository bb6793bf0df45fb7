import { bookPurchase, bookSellBack, calendarDate, formatEuro } from '@bp/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionSellBacks,
  collections,
  contracts,
  depositPurchases,
  fundPrices,
  funds,
  mailOutbox,
  mandates,
  providerFeedPositions,
  transactions,
  users,
} from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { ADMIN, BELEGGER, createTestApp, logIn, type TestApp } from '../../../test/harness';
import { DEMO, get } from '../../../test/portfolio';
import type { JobDeps } from '../jobs/job';
import { jobLockFor } from '../jobs/job-lock';
import { JobService } from '../jobs/job-service';
import { TwikeyMandateProvider } from '../mandates/providers/twikey-mandate-provider';
import { TwikeyWireServer } from '../mandates/providers/twikey-wire-server';
import { verifyLedger } from '../../portfolio';
import { correctPublishedNav } from '../nav-correction/correction';
import { purchaseJob } from '../purchases/purchase-job';
import { collectionJob } from './collection-job';

/*
 * A collection is not final when it is paid: SEPA Core lets the debtor reclaim it for 8 weeks,
 * and Twikey reports it later in its transaction feed as the same transaction, now ERROR with
 * the bank's code (MD06: refund asked by the debtor). Field names of the feed's entries (`id`,
 * `seq`, `state`, `bkerror`, …) as twikey-api-go types them (`Transaction`, transaction.go at
 * a7a4d7a8; its TransactionFeed sends `X-RESUME-AFTER`) and twikey-api-python
 * (twikey/model/transaction_response.py). The local wire server speaks that format.
 */

const API_KEY = '1F0A2B3C-4D5E-6F70-8192-A3B4C5D6E7F8';
const d = calendarDate;

describe.each(databaseKinds())('reversed collections through Twikey on $name', (kind) => {
  let t: TestApp;
  let twikey: TwikeyWireServer;
  let deps: JobDeps;
  let jobs: JobService;
  let owner: string;
  /** Reversed before its units were bought; reversed after; refused as UNPAID. */
  let early: number;
  let late: number;
  let unpaid: number;
  let entryCosts: string;

  const at = async (moment: string) => {
    t.clock.advance(new Date(moment).getTime() - t.clock.now().getTime());
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
  };

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
  }

  const bookingsOf = (contractId: number) =>
    t.db
      .select({
        date: transactions.tradeDate,
        kind: transactions.kind,
        amount: transactions.amount,
        units: transactions.units,
        nav: transactions.nav,
      })
      .from(transactions)
      .where(eq(transactions.contractId, contractId))
      .orderBy(asc(transactions.id));

  async function collectionOf(contractId: number, month = '2026-04-01') {
    const [row] = await t.db
      .select()
      .from(collections)
      .where(and(eq(collections.contractId, contractId), eq(collections.month, month)));
    if (!row) throw new Error(`no collection for contract ${contractId} in ${month}`);
    return row;
  }

  const twikeyIdOf = async (contractId: number, month?: string) =>
    (await collectionOf(contractId, month)).providerCollectionId ?? '';

  async function contractOf(contractId: number) {
    const response = await get(t, `/api/contracts/${contractId}`, owner);
    expect(response.statusCode).toBe(200);
    const [contract] = response.json() as Record<string, unknown>[];
    return contract;
  }

  async function historyOf(contractId: number) {
    const response = await get(t, `/api/contracts/${contractId}/historie`, owner);
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { datum: string; omschrijving: string }[] }).data;
  }

  const mailsOf = (mailKind: string) =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, mailKind));

  const serviceWith = (overrides: Partial<JobDeps>) =>
    new JobService(
      { ...deps, ...overrides },
      jobLockFor(t.db, t.database.handle.embedded !== null),
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
    deps = {
      db: t.db,
      clock: t.clock,
      mailOutbox: t.app.mailOutbox,
      mailContext: { productName: 'Beleggersportaal', publicUrl: t.config.publicUrl },
      mandateProvider: provider,
      log: t.app.log,
    };
    jobs = serviceWith({});
    early = await copyOfDutch('EARLY');
    late = await copyOfDutch('LATE');
    unpaid = await copyOfDutch('UNPAID');
    for (const contractId of [early, late, unpaid]) await signedAtTwikey(provider, contractId);
    const [fund] = await t.db
      .select({ id: funds.id, entryCosts: funds.entryCosts })
      .from(contracts)
      .innerJoin(funds, eq(funds.id, contracts.fundId))
      .where(eq(contracts.id, DEMO.dutch));
    if (!fund) throw new Error('no fund');
    entryCosts = fund.entryCosts;
    await t.db.insert(fundPrices).values([
      { fundId: fund.id, valuationDate: '2026-04-30', nav: '100.0000' },
      { fundId: fund.id, valuationDate: '2026-05-31', nav: '110.0000' },
    ]);
    await at('2026-04-02T04:30:00Z');
    expect(await jobs.run(collectionJob, d('2026-04-02'))).toMatchObject({
      counts: { pending: 3, errors: 0 },
    });
    twikey.setTransactionState(await twikeyIdOf(early), 'PAID');
    twikey.setTransactionState(await twikeyIdOf(late), 'PAID');
    // Twikey gives no bank code with this one.
    twikey.setTransactionState(await twikeyIdOf(unpaid), 'UNPAID');
    await at('2026-04-03T04:30:00Z');
  });

  afterAll(async () => {
    await twikey.stop();
    await t.close();
  });

  it('records UNPAID as an ordinary failed collection, not as an error, and a second run does nothing', async () => {
    expect(await jobs.run(collectionJob, d('2026-04-03'))).toMatchObject({
      status: 'succeeded',
      counts: { collected: 2, failed: 1, reversed: 0, pending: 0, errors: 0 },
      errors: [],
    });
    expect(await collectionOf(unpaid)).toMatchObject({ status: 'failed', reason: 'MS03' });
    expect(await historyOf(unpaid)).toContainEqual({
      datum: '2026-04-02',
      omschrijving: 'Incasso mislukt: geweigerd door de bank, zonder opgave van reden (MS03).',
    });
    expect(await mailsOf('collection-failed')).toHaveLength(1);

    await at('2026-04-04T04:30:00Z');
    expect(await jobs.run(collectionJob, d('2026-04-04'))).toMatchObject({
      status: 'succeeded',
      counts: { collected: 0, failed: 0, reversed: 0, pending: 0, errors: 0 },
    });
    expect(await mailsOf('collection-failed')).toHaveLength(1);
    expect(await bookingsOf(unpaid)).toEqual([]);
  });

  it('turns a paid collection reversed before its purchase into teruggeboekt with a storno, a history line and a mail', async () => {
    expect(await contractOf(early)).toMatchObject({ TotaalIngelegd: '300.00' });
    twikey.reverseTransaction(await twikeyIdOf(early));
    await at('2026-04-10T04:30:00Z');

    expect(await jobs.run(collectionJob, d('2026-04-10'))).toMatchObject({
      status: 'succeeded',
      counts: { collected: 0, failed: 0, reversed: 1, errors: 0 },
    });
    const reversed = await collectionOf(early);
    expect(reversed).toMatchObject({
      status: 'teruggeboekt',
      reason: 'MD06',
      reversedOn: '2026-04-10',
    });
    expect(await bookingsOf(early)).toEqual([
      { date: '2026-04-03', kind: 'periodieke-storting', amount: '300.00', units: null, nav: null },
      { date: '2026-04-10', kind: 'storno', amount: '300.00', units: null, nav: null },
    ]);
    const [storno] = await t.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.contractId, early), eq(transactions.kind, 'storno')));
    expect(reversed.stornoId).toBe(storno?.id);
    // Nothing will buy units for money that went back.
    expect(
      await t.db.select().from(depositPurchases).where(eq(depositPurchases.contractId, early)),
    ).toEqual([]);
    expect(await contractOf(early)).toMatchObject({
      HuidigeWaarde: '0.00',
      Participaties: '0.0000',
      TotaalOnttrokken: '300.00',
      Resultaat: '0.00',
      AankoopTegenKoersVan: null,
    });
    expect(await historyOf(early)).toContainEqual({
      datum: '2026-04-10',
      omschrijving: `Incasso van april 2026 (${formatEuro('300.00')}) teruggeboekt door uw bank: teruggeboekt op uw verzoek (MD06).`,
    });
    const mails = await mailsOf('collection-reversed');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('teruggeboekt op uw verzoek (MD06)');
    expect(mails[0]?.textBody).toContain('nog niet belegd');

    // A replayed page and a second run change nothing.
    await t.db.delete(providerFeedPositions);
    expect(await jobs.run(collectionJob, d('2026-04-10'))).toMatchObject({
      counts: { collected: 0, failed: 0, reversed: 0, errors: 0 },
    });
    expect(await bookingsOf(early)).toHaveLength(2);
    expect(await mailsOf('collection-reversed')).toHaveLength(1);
    expect((await verifyLedger(t.db)).differences).toEqual([]);
  });

  it('sells back the units bought for a reversed collection at the NAV of the next valuation date', async () => {
    await at('2026-05-01T04:30:00Z');
    // The LATE collection, and the demo contract's seeded deposit of March (seed date 2 March),
    // which waits for a NAV dated on or after 31 March: the first here is that of 30 April.
    expect(await jobs.run(purchaseJob, d('2026-05-01'))).toMatchObject({
      counts: { bought: 2, soldBack: 0, errors: 0 },
    });
    const bought = bookPurchase({
      date: d('2026-04-30'),
      amount: '300.00',
      entryCostRate: entryCosts,
      nav: '100.0000',
    });
    const units = bought.at(-1)?.units ?? '';

    twikey.reverseTransaction(await twikeyIdOf(late));
    await at('2026-05-05T04:30:00Z');
    expect(await jobs.run(collectionJob, d('2026-05-05'))).toMatchObject({
      counts: { reversed: 1, errors: 0 },
    });
    expect(await collectionOf(late)).toMatchObject({
      status: 'teruggeboekt',
      reversedOn: '2026-05-05',
      stornoId: null,
    });
    expect(
      await t.db
        .select({ units: collectionSellBacks.units, date: collectionSellBacks.valuationDate })
        .from(collectionSellBacks)
        .where(eq(collectionSellBacks.contractId, late)),
    ).toEqual([{ units, date: '2026-05-31' }]);
    const mail = (await mailsOf('collection-reversed')).find((item) =>
      item.textBody.includes('-LATE'),
    );
    expect(mail?.textBody).toContain('verkocht tegen de koers van 31 mei 2026');
    // Until the sale the contract holds its units, and the deposit still counts.
    expect(await contractOf(late)).toMatchObject({
      Participaties: units,
      TotaalOnttrokken: '0.00',
    });

    // Forward pricing: not at a NAV known when the reversal came, not before its date.
    await at('2026-05-10T04:30:00Z');
    expect(await jobs.run(purchaseJob, d('2026-05-10'))).toMatchObject({
      counts: { soldBack: 0, errors: 0 },
    });
    await at('2026-06-01T04:30:00Z');
    expect(await jobs.run(purchaseJob, d('2026-06-01'))).toMatchObject({
      counts: { soldBack: 1, errors: 0 },
    });
    expect((await bookingsOf(late)).slice(1)).toEqual([
      ...bought,
      ...bookSellBack({
        date: d('2026-05-31'),
        units,
        nav: '110.0000',
        reversedAmount: '300.00',
      }),
    ]);
    // 2,9400 units × 110 = € 323,40 for the € 300,00 the bank took back: the € 23,40 the NAV
    // rose beyond the entry costs goes back to the administrator, as it would have paid a loss.
    expect((await bookingsOf(late)).slice(-3)).toEqual([
      { date: '2026-05-31', kind: 'verkoop', amount: '323.40', units: '-2.9400', nav: '110.0000' },
      { date: '2026-05-31', kind: 'storno', amount: '300.00', units: null, nav: null },
      { date: '2026-05-31', kind: 'verrekening-af', amount: '23.40', units: null, nav: null },
    ]);
    // Where the contract stood before the deposit: nothing held, no gain or loss.
    expect(await contractOf(late)).toMatchObject({
      Participaties: '0.0000',
      HuidigeWaarde: '0.00',
      InAfwachtingVanAankoop: '0.00',
      TotaalIngelegd: '300.00',
      TotaalOnttrokken: '300.00',
      Resultaat: '0.00',
    });
    // Newest day first, the day's bookings in the order they were made.
    const listed = await get(t, `/api/contracts/${late}/transacties?perPagina=3`, owner);
    expect(
      listed.json().data.map((row: Record<string, string>) => [row.soort, row.omschrijving]),
    ).toEqual([
      ['verkoop', 'Verkoop 2,9400 participaties tegen koers 110,0000'],
      ['storno', 'Incasso teruggeboekt door uw bank'],
      [
        'verrekening-af',
        'Terug naar de administratie: koerswinst op de teruggeboekte incasso komt u niet toe',
      ],
    ]);
    const csv = await get(t, `/api/contracts/${late}/transacties?formaat=csv`, owner);
    expect(csv.body).toContain(
      '31-05-2026;Verrekening teruggeboekte incasso naar de administratie;',
    );
    expect((await collectionOf(late)).stornoId).not.toBeNull();
    expect(await jobs.run(purchaseJob, d('2026-06-01'))).toMatchObject({
      counts: { bought: 0, soldBack: 0 },
    });
    expect((await verifyLedger(t.db)).differences).toEqual([]);
  });

  it('writes nothing when a reversal fails half-way, and reads the feed again from before it', async () => {
    // The May collection of `early` (collected on 5 May), paid and then reclaimed.
    twikey.setTransactionState(await twikeyIdOf(early, '2026-05-01'), 'PAID');
    await at('2026-06-02T04:30:00Z');
    await jobs.run(collectionJob, d('2026-06-02'));
    expect(await collectionOf(early, '2026-05-01')).toMatchObject({ status: 'paid' });
    const bookingsBefore = await bookingsOf(early);
    const mailsBefore = await t.db.$count(mailOutbox);
    twikey.reverseTransaction(await twikeyIdOf(early, '2026-05-01'));
    const reversalSeq = twikey.transactionFeed.at(-1)?.seq ?? 0;

    const failing = serviceWith({
      mailOutbox: {
        enqueue: () => Promise.reject(new Error('outbox down')),
        wake: () => {},
      },
    });
    await at('2026-06-03T04:30:00Z');
    expect(await failing.run(collectionJob, d('2026-06-03'))).toMatchObject({
      status: 'partly-failed',
      counts: { reversed: 0, errors: 1 },
      errors: [expect.stringContaining('outbox down')],
    });
    expect(await collectionOf(early, '2026-05-01')).toMatchObject({
      status: 'paid',
      reversedOn: null,
    });
    expect(await bookingsOf(early)).toEqual(bookingsBefore);
    expect(await t.db.$count(mailOutbox)).toBe(mailsBefore);
    // Stored up to the entry before the reversal, not past it.
    const [stored] = await t.db.select().from(providerFeedPositions);
    expect(stored?.position).toBe(String(reversalSeq - 1));

    twikey.requests.length = 0;
    expect(await jobs.run(collectionJob, d('2026-06-03'))).toMatchObject({
      status: 'succeeded',
      counts: { reversed: 1, errors: 0 },
    });
    expect(twikey.requests[0]?.resumeAfter).toBe(String(reversalSeq - 1));
    expect(await collectionOf(early, '2026-05-01')).toMatchObject({ status: 'teruggeboekt' });
    expect((await verifyLedger(t.db)).differences).toEqual([]);
  });

  it('sells back again at a corrected NAV (issue 22): the sale and settlement redone, the links moved', async () => {
    const [contract] = await t.db
      .select({ fundId: contracts.fundId })
      .from(contracts)
      .where(eq(contracts.id, late));
    const [admin] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, ADMIN.email));
    if (!contract || !admin) throw new Error('the demo data changed');
    const result = await correctPublishedNav(t.db, deps, {
      fundId: contract.fundId,
      valuationDate: d('2026-05-31'),
      nav: '105.0000',
      correctedBy: admin.id,
      reason: 'Koers van mei gecorrigeerd',
      proposalId: null,
    });
    expect(result).toMatchObject({ sellBacks: 1, previousNav: '110.0000', nav: '105.0000' });
    // The sell-back of 2,9400 units, reversed and sold again at 105: € 308,70 for € 300,00.
    const rows = (await bookingsOf(late)).slice(-6);
    expect(rows.slice(0, 3)).toEqual([
      { date: '2026-05-31', kind: 'verkoop', amount: '323.40', units: '2.9400', nav: '110.0000' },
      { date: '2026-05-31', kind: 'storno', amount: '300.00', units: null, nav: null },
      { date: '2026-05-31', kind: 'verrekening-af', amount: '23.40', units: null, nav: null },
    ]);
    expect(rows.slice(3)).toEqual(
      bookSellBack({
        date: d('2026-05-31'),
        units: '2.9400',
        nav: '105',
        reversedAmount: '300.00',
      }),
    );
    const [sellBack] = await t.db
      .select({ saleId: collectionSellBacks.saleId })
      .from(collectionSellBacks)
      .where(eq(collectionSellBacks.contractId, late));
    const newest = await t.db
      .select({ id: transactions.id, kind: transactions.kind })
      .from(transactions)
      .where(eq(transactions.contractId, late))
      .orderBy(asc(transactions.id));
    const lastOf = (kind: string) => newest.filter((row) => row.kind === kind).at(-1)?.id;
    expect(sellBack?.saleId).toBe(lastOf('verkoop'));
    expect((await collectionOf(late)).stornoId).toBe(lastOf('storno'));
    expect(await contractOf(late)).toMatchObject({
      Participaties: '0.0000',
      TotaalIngelegd: '300.00',
      TotaalOnttrokken: '300.00',
      Resultaat: '0.00',
    });
    expect((await verifyLedger(t.db)).differences).toEqual([]);
  });
});
