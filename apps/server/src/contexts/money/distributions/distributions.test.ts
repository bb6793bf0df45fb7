import { fileURLToPath } from 'node:url';
import { DISTRIBUTION_MESSAGES, FOUR_EYES_MESSAGES, calendarDate } from '@bp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  distributionDeclarations,
  distributionPayments,
  distributions,
  funds,
  mailOutbox,
  payoutItems,
  transactions,
} from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { ADMIN, ADMIN2, BELEGGER, createTestApp, logIn, type TestApp } from '../../../test/harness';
import { DEMO, expectProblem, get } from '../../../test/portfolio';
import { validatedAgainst } from '../../../test/xmllint';
import { verifyLedger } from '../../portfolio';
import { distributionJob } from './book-distributions';

/*
 * Distributions under four eyes (issue 22) through the API on the seeded demo data, with the
 * test app's clock (2026-03-02 09:00 UTC; the funds' last NAV is that of 28 February). The Dutch
 * demo contract (1001) reinvests, the German one (1002) is paid out, the sold loans fund
 * contract (1004, herbeleggen) is paid out too.
 */

type Declaration = {
  id: string;
  status: string;
  proposedByMe: boolean;
  totals: { contracts: number; units: string; total: string; paidOut: string; reinvested: string };
  payments: Array<{ contractId: number; kind: string; amount: string; units: string | null }>;
};

const XSD = fileURLToPath(new URL('../payouts/schema/pain.001.001.03.xsd', import.meta.url));

describe.each(databaseKinds())('distributions on $name', (kind) => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  let admin2: string;
  const fundIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    admin = await logIn(t.app, ADMIN.email, ADMIN.password);
    admin2 = await logIn(t.app, ADMIN2.email, ADMIN2.password);
    for (const fund of await t.db.select({ id: funds.id, code: funds.code }).from(funds)) {
      fundIds[fund.code] = fund.id;
    }
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const declare = (code: string, body: object, cookie = admin) =>
    post(`/api/admin/funds/${fundIds[code]}/distributions`, body, cookie);
  const approve = (id: string, cookie = admin2) =>
    post(`/api/admin/distributions/${id}/approval`, {}, cookie);
  const json = (response: LightMyRequestResponse, status: number) => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json<Declaration>();
  };
  const ledgerHolds = async () => expect((await verifyLedger(t.db)).differences).toEqual([]);
  const bookingsOn = (contractId: number, date: string) =>
    t.db
      .select({ kind: transactions.kind, amount: transactions.amount, units: transactions.units })
      .from(transactions)
      .where(and(eq(transactions.contractId, contractId), eq(transactions.tradeDate, date)));

  it('refuses an anonymous caller (401) and an investor (403) on every route', async () => {
    for (const [method, url] of [
      ['POST', '/api/admin/funds/1/distributions'],
      ['POST', '/api/admin/distributions/3f0d8a52-6a0e-4d4b-9c61-2b7f1e9a0c44/approval'],
      ['GET', '/api/admin/distributions'],
    ] as const) {
      const anonymous = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const investor = await t.app.inject({
        method,
        url,
        headers: { cookie: owner },
        payload: method === 'POST' ? {} : undefined,
      });
      expect(investor.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('checks a declaration: the fund, the dates, the amount, a seeded distribution', async () => {
    const body = { exDate: '2026-02-28', payDate: '2026-03-02', amountPerUnit: '0,50' };
    expectProblem(
      await post('/api/admin/funds/999/distributions', body, admin),
      404,
      DISTRIBUTION_MESSAGES.fundNotFound,
    );
    expectProblem(
      await declare('VG-NL', { ...body, exDate: '2026-03-03', payDate: '2026-03-10' }),
      422,
      DISTRIBUTION_MESSAGES.exDateInFuture,
    );
    const early = await declare('VG-NL', { ...body, payDate: '2026-02-27' });
    expect(early.statusCode).toBe(422);
    expect(early.body).toContain(DISTRIBUTION_MESSAGES.payBeforeEx);
    const tiny = await declare('VG-NL', { ...body, amountPerUnit: '0,00001' });
    expect(tiny.statusCode).toBe(422);
    expect(tiny.body).toContain(DISTRIBUTION_MESSAGES.amountFormat);
    // VG-DE's seeded distribution of 31 December 2025.
    expectProblem(
      await declare('VG-DE', { ...body, exDate: '2025-12-31', payDate: '2026-01-15' }),
      409,
      DISTRIBUTION_MESSAGES.alreadyDeclared,
    );
    expect(await t.db.select().from(distributionDeclarations)).toEqual([]);
  });

  let dutch: Declaration;
  let german: Declaration;

  it('proposes with a preview per fund and leaves the fund returns alone until approval', async () => {
    const before = (await get(t, '/api/funds/table', owner)).json();
    const mistaken = json(
      await declare('VG-NL', { exDate: '2026-02-28', payDate: '2026-03-05', amountPerUnit: '1' }),
      201,
    );
    dutch = json(
      await declare('VG-NL', {
        exDate: '2026-02-28',
        payDate: '2026-03-02',
        amountPerUnit: '0,50',
      }),
      201,
    );
    expect(dutch).toMatchObject({ status: 'voorgesteld', proposedByMe: true, payments: [] });
    expect(dutch.totals.contracts).toBeGreaterThan(0);
    expect(dutch.totals.reinvested).not.toBe('0.00');
    german = json(
      await declare('VG-DE', {
        exDate: '2026-02-28',
        payDate: '2026-03-02',
        amountPerUnit: '1.25',
        reason: 'Halfjaarlijkse uitkering',
      }),
      201,
    );
    expect(german.totals.paidOut).not.toBe('0.00');
    // The newer proposal of the same fund and ex-date took the place of the mistaken one.
    const [replaced] = await t.db
      .select({ status: distributionDeclarations.status })
      .from(distributionDeclarations)
      .where(eq(distributionDeclarations.id, mistaken.id));
    expect(replaced?.status).toBe('vervangen');
    expectProblem(await approve(mistaken.id), 409, FOUR_EYES_MESSAGES.notOpen);
    expect((await get(t, '/api/funds/table', owner)).json()).toEqual(before);
    expect(
      await t.db.select().from(distributions).where(eq(distributions.exDate, '2026-02-28')),
    ).toEqual([]);

    const listed = await get(t, '/api/admin/distributions?status=voorgesteld', admin2);
    expect(listed.statusCode, listed.body).toBe(200);
    const open = listed.json<{ declarations: Declaration[] }>().declarations;
    // Both were proposed at the same moment of the test clock: their order is not given.
    expect(open.map((row) => [row.id, row.proposedByMe]).sort()).toEqual(
      [
        [german.id, false],
        [dutch.id, false],
      ].sort(),
    );
  });

  it('refuses the proposer (403), an unknown one (404)', async () => {
    expectProblem(await approve(dutch.id, admin), 403, FOUR_EYES_MESSAGES.ownProposal);
    expectProblem(
      await approve('3f0d8a52-6a0e-4d4b-9c61-2b7f1e9a0c44'),
      404,
      FOUR_EYES_MESSAGES.notFound,
    );
    expectProblem(await approve('geen-uuid'), 404, FOUR_EYES_MESSAGES.notFound);
  });

  it('reinvests for the Dutch contract (herbeleggen) at the NAV of 28 February, mailed', async () => {
    const approved = json(await approve(dutch.id), 200);
    expect(approved.status).toBe('goedgekeurd');
    const mine = approved.payments.find((payment) => payment.contractId === DEMO.dutch);
    expect(mine).toMatchObject({ kind: 'herbelegging' });
    const [booking] = await bookingsOn(DEMO.dutch, '2026-03-02').then((rows) =>
      rows.filter((row) => row.kind === 'herbelegging'),
    );
    expect(booking?.amount).toBe(mine?.amount);
    expect(booking?.units).toBe(mine?.units);
    const rows = (
      await get(t, `/api/contracts/${DEMO.dutch}/transacties?van=2026-03-02`, owner)
    ).json<{
      data: Array<{ soort: string }>;
    }>().data;
    expect(rows.map((row) => row.soort)).toContain('herbelegging');
    const mails = await t.db
      .select({ recipient: mailOutbox.recipient, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'distribution-booked'));
    expect(mails).toContainEqual({
      recipient: BELEGGER.email,
      subject: 'Uitkering op uw participaties',
    });
    expectProblem(await approve(dutch.id), 409, FOUR_EYES_MESSAGES.notOpen);
    // Approved: a new proposal for that fund and ex-date is refused.
    expectProblem(
      await declare('VG-NL', { exDate: '2026-02-28', payDate: '2026-03-05', amountPerUnit: '1' }),
      409,
      DISTRIBUTION_MESSAGES.alreadyDeclared,
    );
    await ledgerHolds();
  });

  it('pays out for the German contract (uitkeren) once, also when two approvals race', async () => {
    const [first, second] = await Promise.all([approve(german.id), approve(german.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const [row] = await t.db
      .select()
      .from(distributionDeclarations)
      .where(eq(distributionDeclarations.id, german.id));
    const payments = await t.db
      .select()
      .from(distributionPayments)
      .where(eq(distributionPayments.distributionId, row?.distributionId ?? 0));
    expect(payments.filter((payment) => payment.contractId === DEMO.german)).toHaveLength(1);
    const bookings = await bookingsOn(DEMO.german, '2026-03-02');
    expect(bookings.map((booking) => booking.kind)).toEqual(['uitkering']);
    // A job run for the same day books nothing again.
    const run = await t.app.jobs.run(distributionJob, calendarDate('2026-03-02'));
    expect(run).toMatchObject({ counts: { paidOut: 0, reinvested: 0 } });
    expect(await bookingsOn(DEMO.german, '2026-03-02')).toHaveLength(1);
    const rows = (
      await get(t, `/api/contracts/${DEMO.german}/transacties?van=2026-03-02`, owner)
    ).json<{
      data: Array<{ soort: string }>;
    }>().data;
    expect(rows.map((item) => item.soort)).toEqual(['uitkering']);
    await ledgerHolds();
  });

  it('pays out a sold contract even under herbeleggen, back-dated', async () => {
    const sold = json(
      await declare('VG-FIN', {
        exDate: '2024-01-31',
        payDate: '2024-02-15',
        amountPerUnit: '0,10',
      }),
      201,
    );
    const approved = json(await approve(sold.id), 200);
    expect(
      approved.payments.find((payment) => payment.contractId === DEMO.loansFundSold),
    ).toMatchObject({
      kind: 'uitkering',
      units: null,
    });
    await ledgerHolds();
  });

  it('books a later pay date by the job on that date', async () => {
    const later = json(
      await declare('VG-US', {
        exDate: '2026-02-28',
        payDate: '2026-03-16',
        amountPerUnit: '0,20',
      }),
      201,
    );
    const approved = json(await approve(later.id), 200);
    expect(approved.payments).toEqual([]);
    await t.app.jobs.run(distributionJob, calendarDate('2026-03-15'));
    expectProblem(await approve(later.id), 409, FOUR_EYES_MESSAGES.notOpen);
    const [row] = (await get(t, '/api/admin/distributions?status=goedgekeurd', admin))
      .json<{ declarations: Declaration[] }>()
      .declarations.filter((item) => item.id === later.id);
    expect(row?.payments).toEqual([]);
    const run = await t.app.jobs.run(distributionJob, calendarDate('2026-03-16'));
    expect(run).toMatchObject({ status: 'succeeded' });
    const [after] = (await get(t, '/api/admin/distributions', admin))
      .json<{ declarations: Declaration[] }>()
      .declarations.filter((item) => item.id === later.id);
    expect(after?.payments.length).toBe(after?.totals.contracts);
    await ledgerHolds();
  });

  it('puts the paid-out parts into a payout batch; the pain.001 still validates', async () => {
    const created = await post('/api/admin/payout-batches', {}, admin);
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json<{ id: string; total: string }>();
    const items = await t.db.select().from(payoutItems).where(eq(payoutItems.batchId, batch.id));
    const paidOut = await t.db
      .select()
      .from(distributionPayments)
      .where(eq(distributionPayments.kind, 'uitkering'));
    expect(items.map((item) => [item.sourceKind, item.sourceId]).sort()).toEqual(
      paidOut.map((payment) => ['uitkering', String(payment.id)]).sort(),
    );
    const file = await get(t, `/api/admin/payout-batches/${batch.id}/pain001`, admin);
    const xml = validatedAgainst(XSD, file.body);
    expect(xml).toContain('<Ustrd>Uitkering VG-DE DE-2017-000418</Ustrd>');

    const sent = await post(`/api/admin/payout-batches/${batch.id}/sent`, {}, admin);
    expect(sent.statusCode, sent.body).toBe(200);
    const paid = await t.db
      .select({ paidOutAt: distributionPayments.paidOutAt })
      .from(distributionPayments)
      .where(
        inArray(
          distributionPayments.id,
          paidOut.map((payment) => payment.id),
        ),
      );
    expect(paid.every((payment) => payment.paidOutAt?.getTime() === t.clock.now().getTime())).toBe(
      true,
    );
    const mails = await t.db
      .select({ recipient: mailOutbox.recipient })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'distribution-paid-out'));
    expect(mails).toContainEqual({ recipient: BELEGGER.email });
    await ledgerHolds();
  });
});
