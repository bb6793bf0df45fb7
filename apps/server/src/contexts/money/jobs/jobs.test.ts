import { randomUUID } from 'node:crypto';
import { bookPurchase, calendarDate } from '@bp/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collections,
  contracts,
  depositPurchases,
  fundPrices,
  funds,
  jobRuns,
  mailOutbox,
  mandates,
  payments,
  sandboxCollections,
  sandboxMandates,
  transactions,
} from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import {
  BELEGGER,
  TEST_JWT_SECRET,
  createTestApp,
  logIn,
  type TestApp,
} from '../../../test/harness';
import { DEMO, get } from '../../../test/portfolio';
import { collectionJob } from '../collections/collection-job';
import type { MandateProvider } from '../mandates/providers/mandate-provider';
import { sandboxMandateKeys } from '../mandates/sandbox/sandbox-keys';
import {
  SANDBOX_INSUFFICIENT_FUNDS_IBAN,
  SandboxMandateProvider,
} from '../mandates/sandbox/sandbox-mandate-provider';
import { settlePayment } from '../payments/settle-payment';
import type { PaymentProvider } from '../payments/providers/payment-provider';
import { verifyLedger } from '../../portfolio';
import { purchaseJob } from '../purchases/purchase-job';
import { jobLockFor } from './job-lock';
import { JobService } from './job-service';

const d = calendarDate;

/** The sandbox provider with some of its answers replaced. */
function providerLike(
  inner: SandboxMandateProvider,
  overrides: Partial<MandateProvider>,
): MandateProvider {
  return {
    name: inner.name,
    createInvite: (input) => inner.createInvite(input),
    getMandate: (mandateNumber) => inner.getMandate(mandateNumber),
    collect: (input) => inner.collect(input),
    collectionOutcome: (id) => inner.collectionOutcome(id),
    verifyExitUrl: (parameters) => inner.verifyExitUrl(parameters),
    verifyWebhook: (rawQuery, signature) => inner.verifyWebhook(rawQuery, signature),
    ...overrides,
  };
}

/** A gate the test opens: `reached` resolves when the first caller waits at it. */
function gate() {
  let arrive = () => {};
  let open = () => {};
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    reached,
    open,
    pass: async () => {
      arrive();
      await opened;
    },
  };
}

describe.each(databaseKinds())('jobs on $name', (kind) => {
  let t: TestApp;
  /** The demo investor's session, renewed whenever the clock jumps. */
  let owner: string;
  /** The demo contracts with a monthly deposit of € 300 on the 1st, paid by SEPA mandate. */
  let paying: number;
  let broke: number;
  let unknownMandate: number;
  let sandbox: SandboxMandateProvider;

  const at = async (moment: string) => {
    t.clock.advance(new Date(moment).getTime() - t.clock.now().getTime());
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
  };

  async function signedMandate(contractId: number, iban: string, known = true) {
    const mandateNumber = `SBXTEST${contractId}`;
    if (known) {
      await t.db.insert(sandboxMandates).values({
        mandateNumber,
        reference: randomUUID(),
        iban,
        debtorName: 'J. de Vries',
        state: 'signed',
        redirectUrl: '/twikey-result',
        createdAt: t.clock.now(),
      });
    }
    const [owner] = await t.db
      .select({ userId: contracts.userId })
      .from(contracts)
      .where(eq(contracts.id, contractId));
    if (!owner) throw new Error('no contract');
    await t.db.insert(mandates).values({
      contractId,
      userId: owner.userId,
      provider: 'sandbox',
      providerMandateNumber: mandateNumber,
      status: 'signed',
      iban,
      accountHolder: 'J. de Vries',
      signUrl: 'http://localhost/sandbox',
      createdAt: t.clock.now(),
      signedAt: t.clock.now(),
    });
  }

  /** A copy of the Dutch demo contract, without bookings, owned by the demo investor. */
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

  /** Another instance's jobs: its own service and lock (on PostgreSQL its own connection). */
  const serviceWith = (mandateProvider: MandateProvider) =>
    new JobService(
      {
        db: t.db,
        clock: t.clock,
        mailOutbox: t.app.mailOutbox,
        mailContext: { productName: 'Beleggersportaal', publicUrl: t.config.publicUrl },
        mandateProvider,
        log: t.app.log,
      },
      jobLockFor(t.db, t.database.handle.embedded !== null),
    );

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

  const countOf = async (table: typeof sandboxCollections | typeof transactions) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

  async function summaryOf(contractId: number) {
    const response = await get(t, '/api/contracts/summaries', owner);
    const summary = (response.json() as { ContractID: number; AankoopTegenKoersVan: string }[])
      .filter((item) => item.ContractID === contractId)
      .at(0);
    const [contract] = (await get(t, `/api/contracts/${contractId}`, owner)).json() as {
      AankoopTegenKoersVan: string | null;
    }[];
    expect(contract?.AankoopTegenKoersVan).toBe(summary?.AankoopTegenKoersVan);
    return summary;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    sandbox = new SandboxMandateProvider({
      db: t.db,
      clock: t.clock,
      keys: sandboxMandateKeys(TEST_JWT_SECRET),
      publicUrl: t.config.publicUrl,
      log: t.app.log,
    });
    paying = DEMO.dutch;
    broke = await copyOfDutch('AM04');
    unknownMandate = await copyOfDutch('ONBEKEND');
    await signedMandate(paying, 'NL91ABNA0417164300');
    await signedMandate(broke, SANDBOX_INSUFFICIENT_FUNDS_IBAN);
    // The seed books up to its day (2 March 2026); the jobs run from April on.
    await at('2026-04-02T04:30:00Z');
  });

  afterAll(() => t.close());

  it('collects once per contract and month, however often it runs', async () => {
    const transactionsBefore = await countOf(transactions);
    const first = await t.app.jobs.run(collectionJob, d('2026-04-02'));
    expect(first).toMatchObject({
      status: 'succeeded',
      counts: { collected: 1, failed: 1, pending: 0, errors: 0 },
      errors: [],
    });
    const april = (await bookingsOf(paying)).filter((booking) => booking.date >= '2026-04-01');
    expect(april).toEqual([
      {
        date: '2026-04-02',
        kind: 'periodieke-storting',
        amount: '300.00',
        units: null,
        nav: null,
      },
    ]);
    const collectedBefore = await countOf(sandboxCollections);

    for (const date of ['2026-04-02', '2026-04-20']) {
      const again = await t.app.jobs.run(collectionJob, d(date));
      expect(again).toMatchObject({
        status: 'succeeded',
        counts: { collected: 0, failed: 0, pending: 0, errors: 0 },
      });
    }
    // Nothing booked again, and the provider was not asked again.
    expect(await countOf(sandboxCollections)).toBe(collectedBefore);
    expect(await countOf(transactions)).toBe((transactionsBefore ?? 0) + 1);
    const rows = await t.db.select().from(collections).orderBy(asc(collections.contractId));
    expect(rows.map((row) => [row.contractId, row.month, row.status, row.amount])).toEqual([
      [paying, '2026-04-01', 'paid', '300.00'],
      [broke, '2026-04-01', 'failed', '300.00'],
    ]);
  });

  it('records a failed collection on the history with its reason and mails the investor', async () => {
    expect(await bookingsOf(broke)).toEqual([]);
    const [failed] = await t.db.select().from(collections).where(eq(collections.contractId, broke));
    expect(failed).toMatchObject({ status: 'failed', reason: 'AM04', transactionId: null });

    const history = await get(t, `/api/contracts/${broke}/historie`, owner);
    expect(history.statusCode).toBe(200);
    const events = (history.json() as { data: { datum: string; omschrijving: string }[] }).data;
    expect(events).toContainEqual({
      datum: '2026-04-02',
      omschrijving: 'Incasso mislukt: onvoldoende saldo (AM04).',
    });

    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'collection-failed'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: BELEGGER.email, subject: 'Incasso mislukt' });
    expect(mails[0]?.textBody).toMatch(/€\s300,00 voor april 2026 op contract NL-2019-001234-AM04/);
    expect(mails[0]?.textBody).toContain('onvoldoende saldo (AM04)');
  });

  it('buys received deposits at the NAV of the next valuation date, once', async () => {
    // The unpaid American contract's first deposit is paid today.
    const [unpaid] = await t.db.select().from(contracts).where(eq(contracts.id, DEMO.american));
    if (!unpaid) throw new Error('the demo data changed');
    const [payment] = await t.db
      .insert(payments)
      .values({
        contractId: DEMO.american,
        userId: unpaid.userId,
        purpose: 'eerste-inleg',
        amount: '5000.00',
        provider: 'sandbox',
        providerPaymentId: 'tr_jobs_test',
        createdAt: t.clock.now(),
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error('no payment');
    const unusedProvider = {} as PaymentProvider;
    const settled = await settlePayment(
      {
        db: t.db,
        clock: t.clock,
        config: t.config,
        provider: unusedProvider,
        mailOutbox: t.app.mailOutbox,
        mailContext: { productName: 'Beleggersportaal', publicUrl: t.config.publicUrl },
      },
      payment.id,
      {
        providerId: 'tr_jobs_test',
        status: 'paid',
        amount: '5000.00',
        paidAt: t.clock.now().toISOString(),
        paymentId: payment.id,
      },
      t.app.log,
    );
    expect(settled).toBe('paid');
    expect(await summaryOf(DEMO.american)).toMatchObject({
      IsPaymentCompleted: true,
      AankoopTegenKoersVan: '2026-04-30',
    });
    // The Dutch demo contract's seeded deposit of 1 March waits as a live one would, before
    // the collection of April: the earliest valuation date is shown.
    expect(await summaryOf(paying)).toMatchObject({ AankoopTegenKoersVan: '2026-03-31' });
    expect(await summaryOf(DEMO.german)).toMatchObject({ AankoopTegenKoersVan: null });

    // No NAV for the valuation date yet: nothing to buy.
    expect(await t.app.jobs.run(purchaseJob, d('2026-04-02'))).toMatchObject({
      status: 'succeeded',
      counts: { bought: 0, errors: 0 },
    });
    const allFunds = await t.db.select({ id: funds.id, entryCosts: funds.entryCosts }).from(funds);
    await t.db.insert(fundPrices).values(
      allFunds.flatMap((fund) => [
        { fundId: fund.id, valuationDate: '2026-03-31', nav: '101.0000' },
        { fundId: fund.id, valuationDate: '2026-04-30', nav: '103.1234' },
      ]),
    );
    // The NAV of 30 April is not the run's to use on 2 April; that of 31 March buys the seeded
    // March deposit.
    expect(await t.app.jobs.run(purchaseJob, d('2026-04-02'))).toMatchObject({
      counts: { bought: 1 },
    });
    expect(await summaryOf(paying)).toMatchObject({ AankoopTegenKoersVan: '2026-04-30' });

    await at('2026-05-01T04:30:00Z');
    expect(await t.app.jobs.run(purchaseJob, d('2026-05-01'))).toMatchObject({
      status: 'succeeded',
      counts: { bought: 2, errors: 0 },
    });
    const [american] = await t.db
      .select({ entryCosts: funds.entryCosts })
      .from(contracts)
      .innerJoin(funds, eq(funds.id, contracts.fundId))
      .where(eq(contracts.id, DEMO.american));
    expect(await bookingsOf(DEMO.american)).toEqual([
      { date: '2026-04-02', kind: 'storting', amount: '5000.00', units: null, nav: null },
      ...bookPurchase({
        date: d('2026-04-30'),
        amount: '5000.00',
        entryCostRate: american?.entryCosts ?? '',
        nav: '103.1234',
      }),
    ]);
    const bought = await t.db
      .select()
      .from(depositPurchases)
      .where(eq(depositPurchases.contractId, DEMO.american));
    expect(bought).toHaveLength(1);
    expect(bought[0]?.purchaseId).not.toBeNull();

    const transactionsAfter = await countOf(transactions);
    expect(await t.app.jobs.run(purchaseJob, d('2026-05-01'))).toMatchObject({
      counts: { bought: 0 },
    });
    expect(await countOf(transactions)).toBe(transactionsAfter);
    expect(await summaryOf(DEMO.american)).toMatchObject({ AankoopTegenKoersVan: null });
    expect(await summaryOf(paying)).toMatchObject({ AankoopTegenKoersVan: null });
    // The kept positions agree with the ledger the jobs wrote.
    expect((await verifyLedger(t.db)).differences).toEqual([]);
  });

  it('lets one of two concurrent runs of a job do the work', async () => {
    const held = gate();
    const service = () =>
      serviceWith(
        providerLike(sandbox, {
          collect: async (input) => {
            await held.pass();
            return sandbox.collect(input);
          },
        }),
      );
    // 1 May is a TARGET2 holiday and a weekend follows: May's collection is on Monday 4 May.
    const may = d('2026-05-04');
    const first = service().run(collectionJob, may);
    await held.reached;
    // Another instance (its own service, its own connection) finds the job busy.
    expect(await service().run(collectionJob, may)).toEqual({ status: 'skipped' });
    expect(await t.app.jobs.run(collectionJob, may)).toEqual({ status: 'skipped' });
    held.open();
    expect(await first).toMatchObject({
      status: 'succeeded',
      counts: { collected: 1, failed: 1, errors: 0 },
    });
    const runs = await t.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, 'maandelijkse-incasso'), eq(jobRuns.businessDate, may)));
    expect(runs).toHaveLength(1);
  });

  it('records a contract that fails in the run and goes on with the others', async () => {
    await signedMandate(unknownMandate, 'NL91ABNA0417164300', false);
    await at('2026-06-01T04:30:00Z');
    const june = d('2026-06-01');
    const run = await t.app.jobs.run(collectionJob, june);
    expect(run).toMatchObject({
      status: 'partly-failed',
      counts: { collected: 1, failed: 1, pending: 0, errors: 1 },
    });
    if (run.status === 'skipped') throw new Error('skipped');
    expect(run.errors).toEqual([expect.stringContaining('NL-2019-001234-ONBEKEND')]);
    // The provider refused: nothing was collected, so the claim is withdrawn for a later run.
    expect(
      await t.db.select().from(collections).where(eq(collections.contractId, unknownMandate)),
    ).toEqual([]);

    const [row] = await t.db.select().from(jobRuns).where(eq(jobRuns.id, run.runId));
    expect(row).toMatchObject({
      job: 'maandelijkse-incasso',
      businessDate: '2026-06-01',
      status: 'partly-failed',
      counts: { collected: 1, failed: 1, pending: 0, errors: 1 },
      startedAt: new Date('2026-06-01T04:30:00Z'),
      finishedAt: new Date('2026-06-01T04:30:00Z'),
    });
    expect(row?.error).toContain('NL-2019-001234-ONBEKEND');
  });

  it('keeps a run of every job with its counts, skipped runs aside', async () => {
    const collected = (paid: number, failed: number) => ({
      collected: paid,
      failed,
      reversed: 0,
      pending: 0,
      errors: 0,
    });
    const runs = await t.db.select().from(jobRuns).orderBy(asc(jobRuns.id));
    expect(runs.every((run) => run.status !== 'running' && run.finishedAt !== null)).toBe(true);
    expect(runs.map((run) => [run.job, run.businessDate, run.status, run.counts] as const)).toEqual(
      [
        ['maandelijkse-incasso', '2026-04-02', 'succeeded', collected(1, 1)],
        ['maandelijkse-incasso', '2026-04-02', 'succeeded', collected(0, 0)],
        ['maandelijkse-incasso', '2026-04-20', 'succeeded', collected(0, 0)],
        ['aankoop-participaties', '2026-04-02', 'succeeded', { bought: 0, soldBack: 0, errors: 0 }],
        ['aankoop-participaties', '2026-04-02', 'succeeded', { bought: 1, soldBack: 0, errors: 0 }],
        ['aankoop-participaties', '2026-05-01', 'succeeded', { bought: 2, soldBack: 0, errors: 0 }],
        ['aankoop-participaties', '2026-05-01', 'succeeded', { bought: 0, soldBack: 0, errors: 0 }],
        ['maandelijkse-incasso', '2026-05-04', 'succeeded', collected(1, 1)],
        ['maandelijkse-incasso', '2026-06-01', 'partly-failed', { ...collected(1, 1), errors: 1 }],
      ],
    );
  });

  it('leaves a collection the provider reports later pending until a run learns its outcome', async () => {
    let known = false;
    const later = serviceWith(
      providerLike(sandbox, {
        // As Twikey: an id now, the outcome later.
        collect: async (input) => ({ collectionId: (await sandbox.collect(input)).collectionId }),
        collectionOutcome: async (id) => (known ? sandbox.collectionOutcome(id) : null),
      }),
    );
    await at('2026-07-01T04:30:00Z');
    const before = await countOf(transactions);
    expect(await later.run(collectionJob, d('2026-07-01'))).toMatchObject({
      counts: { collected: 0, failed: 0, pending: 2 },
    });
    expect(await later.run(collectionJob, d('2026-07-02'))).toMatchObject({
      counts: { collected: 0, failed: 0, pending: 2 },
    });
    expect(await countOf(transactions)).toBe(before);
    known = true;
    await at('2026-07-03T04:30:00Z');
    expect(await later.run(collectionJob, d('2026-07-03'))).toMatchObject({
      counts: { collected: 1, failed: 1, pending: 0 },
    });
    const july = (await bookingsOf(paying)).filter((booking) => booking.date >= '2026-07-01');
    expect(july).toEqual([
      { date: '2026-07-03', kind: 'periodieke-storting', amount: '300.00', units: null, nav: null },
    ]);
    expect(await later.run(collectionJob, d('2026-07-04'))).toMatchObject({
      counts: { collected: 0, failed: 0, pending: 0 },
    });
  });
});
