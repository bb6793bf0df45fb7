import { createHash, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { calendarDate, euro, PAYOUT_MESSAGES } from '@bp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, mailOutbox, payoutBatches, payoutItems, sellOrders } from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { ADMIN, BELEGGER, createTestApp, logIn, type TestApp } from '../../../test/harness';
import { DEMO, expectProblem, get } from '../../../test/portfolio';
import { recordNavs, verifyLedger } from '../../portfolio';
import { sellOrderJob } from '../sell-orders/sell-order-job';
import { failEvery } from '../../../test/forced-failure';
import { validatedAgainst } from '../../../test/xmllint';

/*
 * Payouts to the bank (issue 22) through the API on the seeded demo data: two sell orders of
 * the German contract (1002) are executed at the NAV of 31 March 2026 (as sell-orders.test.ts
 * does, the NAV recorded directly), collected into a batch, downloaded as pain.001 and
 * validated against the XSD with xmllint, and marked handed to the bank.
 */

const BATCHES = '/api/admin/payout-batches';
const XSD = fileURLToPath(new URL('./schema/pain.001.001.03.xsd', import.meta.url));
type Batch = { id: string; name: string; status: string; itemCount: number; total: string };

describe.each(databaseKinds())('payouts to the bank on $name', (kind) => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  let batch: Batch;
  const orderIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    admin = await logIn(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, cookie?: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
  const ledgerHolds = async () => expect((await verifyLedger(t.db)).differences).toEqual([]);
  const listed = async () => {
    const response = await call('GET', BATCHES, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ batches: Batch[]; due: { count: number; total: string } }>();
  };

  it('refuses an anonymous caller (401) and an investor (403) on every route', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', BATCHES],
      ['POST', BATCHES],
      ['GET', `${BATCHES}/${id}/pain001`],
      ['POST', `${BATCHES}/${id}/sent`],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, owner)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('has nothing to pay out before an order is executed: 409', async () => {
    expect(await listed()).toEqual({ batches: [], due: { count: 0, total: '0.00' } });
    expectProblem(await call('POST', BATCHES, admin), 409, PAYOUT_MESSAGES.nothingDue);
    expectProblem(
      await call('GET', `${BATCHES}/${randomUUID()}/pain001`, admin),
      404,
      PAYOUT_MESSAGES.batchNotFound,
    );
    expectProblem(
      await call('POST', `${BATCHES}/geen-uuid/sent`, admin),
      404,
      PAYOUT_MESSAGES.batchNotFound,
    );
  });

  it('collects the proceeds of executed sell orders into one batch, once', async () => {
    for (const units of ['1', '2']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/contracts/${DEMO.german}/sell-orders`,
        headers: { cookie: owner, 'idempotency-key': randomUUID() },
        payload: { password: BELEGGER.password, kind: 'participaties', units },
      });
      expect(response.statusCode, response.body).toBe(201);
      orderIds.push(response.json<{ id: string }>().id);
    }
    t.clock.advance(new Date('2026-04-03T08:00:00Z').getTime() - t.clock.now().getTime());
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    admin = await logIn(t.app, ADMIN.email, ADMIN.password);
    const [german] = await t.db.select().from(contracts).where(eq(contracts.id, DEMO.german));
    if (!german) throw new Error('no German demo contract');
    await recordNavs(t.db, [
      { fundId: german.fundId, date: calendarDate('2026-03-31'), nav: '100.0000' },
    ]);
    await t.app.jobs.run(sellOrderJob, calendarDate('2026-04-03'));
    // 1 and 2 units at 100, less 1% exit costs.
    expect((await listed()).due).toEqual({ count: 2, total: '297.00' });

    // An IBAN that is no SEPA account stops the batch before anything is written.
    const [firstId] = orderIds;
    await t.db
      .update(sellOrders)
      .set({ iban: 'NL00ABNA0000000000' })
      .where(eq(sellOrders.id, firstId ?? ''));
    expectProblem(
      await call('POST', BATCHES, admin),
      422,
      PAYOUT_MESSAGES.invalidIban(german.contractNumber),
    );
    expect(await t.db.select().from(payoutBatches)).toEqual([]);
    await t.db
      .update(sellOrders)
      .set({ iban: null })
      .where(eq(sellOrders.id, firstId ?? ''));

    // Two administrators at once: one batch, the other finds nothing left.
    const [first, second] = await Promise.all([
      call('POST', BATCHES, admin),
      call('POST', BATCHES, admin),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    batch = (first.statusCode === 201 ? first : second).json<Batch>();
    expect(batch).toMatchObject({
      name: 'UB-000001',
      status: 'aangemaakt',
      itemCount: 2,
      total: '297.00',
    });
    expectProblem(await call('POST', BATCHES, admin), 409, PAYOUT_MESSAGES.nothingDue);
    const items = await t.db.select().from(payoutItems);
    expect(items.map((item) => item.sourceId).sort()).toEqual([...orderIds].sort());
    expect(items.every((item) => item.batchId === batch.id)).toBe(true);
    expect(items.map((item) => item.requestedExecutionDate)).toEqual(['2026-04-09', '2026-04-09']);
    expect(await listed()).toMatchObject({ batches: [batch], due: { count: 0, total: '0.00' } });
    await ledgerHolds();
  });

  it('serves the kept pain.001 file: the same bytes every time, valid against the XSD, sums checked', async () => {
    const url = `${BATCHES}/${batch.id}/pain001`;
    const [one, two] = [await call('GET', url, admin), await call('GET', url, admin)];
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers['content-type']).toMatch(/^application\/xml/);
    expect(one.headers['content-disposition']).toBe('attachment; filename="UB-000001.xml"');
    expect(two.rawPayload.equals(one.rawPayload)).toBe(true);
    const [stored] = await t.db.select().from(payoutBatches).where(eq(payoutBatches.id, batch.id));
    expect(createHash('sha256').update(one.rawPayload).digest('hex')).toBe(stored?.pain001Sha256);

    const xml = validatedAgainst(XSD, one.body);
    const amounts = [...xml.matchAll(/<InstdAmt Ccy="EUR">([^<]+)<\/InstdAmt>/g)].map((m) => m[1]);
    const sum = amounts.reduce((total, amount) => total.plus(euro(amount ?? '0')), euro(0));
    expect(/<GrpHdr>[\s\S]*?<CtrlSum>([^<]+)<\/CtrlSum>/.exec(xml)?.[1]).toBe(sum.toFixed(2));
    expect(sum.toFixed(2)).toBe(batch.total);
    expect(/<NbOfTxs>(\d+)<\/NbOfTxs>/.exec(xml)?.[1]).toBe(String(batch.itemCount));
    expect(xml).toContain('<MsgId>BP-UB-000001</MsgId>');
    expect(xml).toContain('<IBAN>NL36INGB0007654321</IBAN>');
    expect(xml).toContain('<EndToEndId>BP-UB-000001-00001</EndToEndId>');
    expect(xml).toContain('<Ustrd>Verkoop ');
  });

  it('leaves nothing written when marking sent fails half-way (the mails cannot be queued)', async () => {
    const restore = await failEvery(t.db, 'INSERT', 'mail_outbox');
    try {
      expect((await call('POST', `${BATCHES}/${batch.id}/sent`, admin)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    const [kept] = await t.db.select().from(payoutBatches).where(eq(payoutBatches.id, batch.id));
    expect(kept).toMatchObject({ status: 'aangemaakt', sentAt: null, sentBy: null });
    const orders = await t.db.select().from(sellOrders).where(inArray(sellOrders.id, orderIds));
    expect(orders.map((order) => [order.status, order.paidOutAt])).toEqual([
      ['uitgevoerd', null],
      ['uitgevoerd', null],
    ]);
  });

  it('marks a batch sent once: the orders paid out, mailed and in the history', async () => {
    const sent = await call('POST', `${BATCHES}/${batch.id}/sent`, admin);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      id: batch.id,
      status: 'verzonden',
      sentBy: ADMIN.email,
      sentAt: t.clock.now().toISOString(),
    });
    expectProblem(
      await call('POST', `${BATCHES}/${batch.id}/sent`, admin),
      409,
      PAYOUT_MESSAGES.alreadySent,
    );
    const orders = await t.db.select().from(sellOrders).where(inArray(sellOrders.id, orderIds));
    expect(orders.map((order) => [order.status, order.paidOutAt?.toISOString()])).toEqual([
      ['uitbetaald', t.clock.now().toISOString()],
      ['uitbetaald', t.clock.now().toISOString()],
    ]);
    const mails = await t.db
      .select({ recipient: mailOutbox.recipient, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'sell-order-paid-out'));
    expect(mails).toEqual([
      { recipient: BELEGGER.email, subject: 'Opbrengst verkoopopdracht uitbetaald' },
      { recipient: BELEGGER.email, subject: 'Opbrengst verkoopopdracht uitbetaald' },
    ]);
    const history = (await get(t, `/api/contracts/${DEMO.german}/historie`, owner))
      .json<{ data: { omschrijving: string }[] }>()
      .data.filter((event) => event.omschrijving.startsWith('Uitbetaald: '));
    expect(history).toHaveLength(2);
    // Still downloadable, and the ledger still holds: the payout was booked at execution.
    expect((await call('GET', `${BATCHES}/${batch.id}/pain001`, admin)).statusCode).toBe(200);
    await ledgerHolds();
  });

  it('keeps a sent batch frozen and every batch and item in the database', async () => {
    const refused = async (statement: ReturnType<typeof sql>) => {
      await expect(t.db.execute(statement)).rejects.toThrow();
    };
    await refused(sql`update payout_batches set total = 1 where id = ${batch.id}`);
    await refused(sql`update payout_batches set status = 'aangemaakt' where id = ${batch.id}`);
    await refused(sql`delete from payout_batches where id = ${batch.id}`);
    await refused(sql`delete from payout_items where batch_id = ${batch.id}`);
    const items = await t.db
      .select({ id: payoutItems.id })
      .from(payoutItems)
      .where(and(eq(payoutItems.batchId, batch.id), eq(payoutItems.sourceKind, 'verkoop')));
    expect(items).toHaveLength(2);
  });
});
