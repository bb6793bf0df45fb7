import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, fundPrices, mailOutbox, sellOrders } from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { BELEGGER, createTestApp, logIn, type TestApp } from '../../../test/harness';
import { DEMO, get } from '../../../test/portfolio';
import { PASSWORD_CONFIRMATION_MESSAGES } from '../../identity';
import { verifyLedger } from '../../portfolio';
import { sandboxMandateKeys } from '../mandates/sandbox/sandbox-keys';
import { SandboxMandateProvider } from '../mandates/sandbox/sandbox-mandate-provider';
import { executeSellOrder } from './execute';

/*
 * The rules around a sell order that the main suite (sell-orders.test.ts) does not walk
 * through: the schedule over a weekend and a holiday, the password's rate limit, the time of
 * receipt that is never amended, one execution when two runs meet, and a cancel's traces.
 */
describe.each(databaseKinds())('sell order rules on $name', (kind) => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
  });
  afterAll(() => t.close());

  const moveTo = async (moment: string) => {
    t.clock.advance(new Date(moment).getTime() - t.clock.now().getTime());
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
  };
  const order = (body: Record<string, unknown>, key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/contracts/${DEMO.german}/sell-orders`,
      headers: { cookie: owner, 'idempotency-key': key },
      payload: { password: BELEGGER.password, ...body },
    });
  const dealingDateAt = async (moment: string) => {
    await moveTo(moment);
    const response = await get(t, `/api/contracts/${DEMO.german}/sell-orders/quote`, owner);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ dealingDate: string; cancellableUntil: string }>();
  };

  it('closes two business days before a month end on a weekend, and counts over Easter', async () => {
    // Sunday 31 May 2026: the cut-off is Thursday 28 May, 14:00 summer time (12:00 UTC).
    expect(await dealingDateAt('2026-05-28T11:59:00Z')).toEqual(
      expect.objectContaining({
        dealingDate: '2026-05-31',
        cancellableUntil: '2026-05-28T12:00:00.000Z',
      }),
    );
    expect((await dealingDateAt('2026-05-28T12:01:00Z')).dealingDate).toBe('2026-06-30');
    // 31 March 2027: Good Friday and Easter Monday move its cut-off back to Thursday 25 March.
    expect(await dealingDateAt('2027-03-25T12:59:00Z')).toEqual(
      expect.objectContaining({
        dealingDate: '2027-03-31',
        cancellableUntil: '2027-03-25T13:00:00.000Z',
      }),
    );
    expect((await dealingDateAt('2027-03-26T09:00:00Z')).dealingDate).toBe('2027-04-30');
    await moveTo('2026-03-02T09:00:00Z');
  });

  it('refuses the sixth wrong password in 15 minutes, and then even the right one', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await order({ kind: 'alles', password: 'Nog-een-gok-2026' });
      expect(wrong.json().message).toBe(PASSWORD_CONFIRMATION_MESSAGES.wrongPassword);
    }
    const locked = await order({ kind: 'participaties', units: '1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(PASSWORD_CONFIRMATION_MESSAGES.tooManyAttempts);
    await moveTo('2026-03-02T09:16:00Z');
    expect((await order({ kind: 'participaties', units: '1' })).statusCode).toBe(201);
  });

  it('never amends the time an order was received', async () => {
    const [row] = await t.db.select().from(sellOrders).limit(1);
    if (!row) throw new Error('no order');
    await expect(
      t.db
        .update(sellOrders)
        .set({ receivedAt: new Date('2026-01-01T00:00:00Z') })
        .where(eq(sellOrders.id, row.id)),
    ).rejects.toThrow();
  });

  it('executes an order once when two runs meet it', async () => {
    const [row] = await t.db.select().from(sellOrders).limit(1);
    if (!row) throw new Error('no order');
    const [contract] = await t.db.select().from(contracts).where(eq(contracts.id, DEMO.german));
    if (!contract) throw new Error('no contract');
    await t.db
      .insert(fundPrices)
      .values({ fundId: contract.fundId, valuationDate: row.dealingDate, nav: '90.0000' });
    const deps = {
      db: t.db,
      clock: t.clock,
      mailOutbox: t.app.mailOutbox,
      mailContext: { productName: 'Beleggersportaal', publicUrl: t.config.publicUrl },
      log: t.app.log,
      mandateProvider: new SandboxMandateProvider({
        db: t.db,
        clock: t.clock,
        keys: sandboxMandateKeys(t.config.jwtSecret),
        publicUrl: t.config.publicUrl,
        log: t.app.log,
      }),
    };
    const outcomes = await Promise.all([
      executeSellOrder(deps, row.id),
      executeSellOrder(deps, row.id),
    ]);
    expect(outcomes.sort()).toEqual(['executed', 'skipped']);
    expect((await verifyLedger(t.db)).differences).toEqual([]);
    const mails = await t.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'sell-order-executed'));
    expect(mails).toHaveLength(1);
  });

  it('records a cancel in the history and confirms it by mail', async () => {
    const placed = await order({ kind: 'bedrag', amount: '500' });
    expect(placed.statusCode, placed.body).toBe(201);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/contracts/${DEMO.german}/sell-orders/${placed.json<{ id: string }>().id}`,
      headers: { cookie: owner },
    });
    expect(cancelled.statusCode).toBe(204);
    const history = (await get(t, `/api/contracts/${DEMO.german}/historie`, owner))
      .json<{ data: { omschrijving: string }[] }>()
      .data.map((event) => event.omschrijving);
    expect(history).toContain('Verkoopopdracht geannuleerd.');
    const mails = await t.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'sell-order-cancelled'));
    expect(mails).toEqual([{ subject: 'Verkoopopdracht geannuleerd' }]);
  });
});
