import { jobsPageSchema } from '@bp/api-schema';
import { calendarDate, JOB_MESSAGES } from '@bp/domain';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, depositPurchases, jobRuns, transactions, users } from '../../../db/schema';
import { MESSAGES } from '../../../http/messages';
import { databaseKinds } from '../../../test/databases';
import { ADMIN, BELEGGER, createTestApp, logIn, type TestApp } from '../../../test/harness';
import { recordNavs } from '../../portfolio';
import { jobLockFor } from './job-lock';

const d = calendarDate;
const PURCHASE = 'aankoop-participaties';

describe.each(databaseKinds())('the jobs page API on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  let investor: string;
  let adminId: string;

  const as = (cookie?: string) => ({ headers: cookie ? { cookie } : {} });
  const list = (cookie?: string, query = '') =>
    t.app.inject({ url: `/api/admin/jobs${query}`, ...as(cookie) });
  const start = (name: string, date: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${name}/runs`,
      payload: { date },
      ...as(cookie),
    });
  const countOf = async (table: typeof transactions | typeof jobRuns) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // The seed's day: 2 March 2026, so the window runs from 2 February to 2 April 2026.
    t.clock.advance(new Date('2026-03-02T09:00:00Z').getTime() - t.clock.now().getTime());
    admin = await logIn(t.app, ADMIN.email, ADMIN.password);
    investor = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    const [row] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, ADMIN.email));
    if (!row) throw new Error('no admin');
    adminId = row.id;
  });
  afterAll(() => t.close());

  it('refuses an anonymous caller (401) and an investor (403) on both routes', async () => {
    const before = await countOf(jobRuns);
    expect((await list()).statusCode).toBe(401);
    expect((await start(PURCHASE, '2026-03-02')).statusCode).toBe(401);
    const forbidden = await list(investor);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: MESSAGES.adminOnly });
    expect((await start(PURCHASE, '2026-03-02', investor)).statusCode).toBe(403);
    expect(await countOf(jobRuns)).toBe(before);
  });

  it('lists the jobs in Dutch and the window of a month either side of today', async () => {
    const response = await list(admin);
    expect(response.statusCode, response.body).toBe(200);
    const page = jobsPageSchema.parse(response.json());
    expect(page.jobs.map((job) => job.name)).toEqual([
      'machtigingen-bijwerken',
      'maandelijkse-incasso',
      PURCHASE,
      'uitkeringen-boeken',
      'verkoop-participaties',
      'antwoorden-bijwerken',
    ]);
    expect(page.jobs.find((job) => job.name === PURCHASE)?.description).toMatch(
      /^koopt participaties voor ontvangen inleg/,
    );
    expect(page.jobs.every((job) => !job.description.includes(' / '))).toBe(true);
    expect(page.window).toEqual({ earliest: '2026-02-02', latest: '2026-04-02' });
  });

  it('starts a run (202), records who started it, and a second run of the date changes nothing', async () => {
    // The deposits waiting for the March month end get their NAV: the first run buys them.
    const waiting = await t.db
      .select({ fundId: contracts.fundId })
      .from(depositPurchases)
      .innerJoin(contracts, eq(contracts.id, depositPurchases.contractId))
      .where(isNull(depositPurchases.purchaseId));
    expect(waiting.length).toBeGreaterThan(0);
    const funds = [...new Set(waiting.map((row) => row.fundId))];
    await recordNavs(
      t.db,
      funds.map((fundId) => ({ fundId, date: d('2026-03-31'), nav: '101.2345' })),
    );

    const first = await start(PURCHASE, '2026-04-01', admin);
    expect(first.statusCode, first.body).toBe(202);
    const { runId } = first.json() as { runId: number };
    expect(runId).toEqual(expect.any(Number));
    await t.app.jobs.idle();
    const [run] = await t.db.select().from(jobRuns).where(eq(jobRuns.id, runId));
    expect(run).toMatchObject({
      job: PURCHASE,
      businessDate: '2026-04-01',
      status: 'succeeded',
      startedBy: adminId,
      forcedReason: null,
    });
    expect(run?.counts.bought).toBe(waiting.length);
    const bookings = await countOf(transactions);

    const second = await start(PURCHASE, '2026-04-01', admin);
    expect(second.statusCode, second.body).toBe(202);
    await t.app.jobs.idle();
    const { runId: againId } = second.json() as { runId: number };
    const [again] = await t.db.select().from(jobRuns).where(eq(jobRuns.id, againId));
    expect(again).toMatchObject({ status: 'succeeded', counts: { bought: 0, soldBack: 0 } });
    expect(await countOf(transactions)).toBe(bookings);

    const page = jobsPageSchema.parse((await list(admin)).json());
    expect(page.runs.slice(0, 2)).toMatchObject([
      { id: againId, job: PURCHASE, businessDate: '2026-04-01', startedBy: ADMIN.email },
      { id: runId, status: 'succeeded', startedBy: ADMIN.email, error: null },
    ]);
    expect(page.runs[1]?.finishedAt).not.toBeNull();
  });

  it('answers 409 while the job runs, and starts nothing', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken = () => {};
    const lockTaken = new Promise<void>((resolve) => (taken = resolve));
    // Another instance holds the job's lock (on PostgreSQL on its own connection).
    const other = jobLockFor(t.db, t.database.handle.embedded !== null).run(PURCHASE, async () => {
      taken();
      await held;
    });
    await lockTaken;
    const before = await countOf(jobRuns);
    const busy = await start(PURCHASE, '2026-03-02', admin);
    expect(busy.statusCode, busy.body).toBe(409);
    expect(busy.json()).toMatchObject({ message: JOB_MESSAGES.busy });
    expect(await countOf(jobRuns)).toBe(before);
    release();
    expect(await other).toMatchObject({ acquired: true });
    // Free again: another job was never held.
    const free = await start('verkoop-participaties', '2026-03-02', admin);
    expect(free.statusCode, free.body).toBe(202);
    await t.app.jobs.idle();
  });

  it('refuses a date outside the window (422, naming Datum) and an unknown job (404)', async () => {
    const before = await countOf(jobRuns);
    const message = `Datum: ${JOB_MESSAGES.outsideWindow(d('2026-02-02'), d('2026-04-02'))}`;
    for (const date of ['2026-04-03', '2026-02-01', '2150-12-31']) {
      const late = await start(PURCHASE, date, admin);
      expect(late.statusCode, date).toBe(422);
      expect(late.json()).toEqual({ message, errors: { ErrorMessage: [message] } });
    }
    expect(message).toBe('Datum: Kies een datum van 2 februari 2026 tot en met 2 april 2026.');
    const wrong = await start(PURCHASE, '2026-02-30', admin);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toMatch(/^Datum: /);
    const unknown = await start('bestaat-niet', '2026-03-02', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: JOB_MESSAGES.unknownJob });
    expect(await countOf(jobRuns)).toBe(before);
  });

  it('pages the runs, newest first', async () => {
    const all = jobsPageSchema.parse((await list(admin)).json());
    expect(all.total).toBe(await countOf(jobRuns));
    const ids = all.runs.map((run) => run.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const beyond = jobsPageSchema.parse((await list(admin, '?page=2')).json());
    expect(beyond.runs).toEqual([]);
    const bad = await list(admin, '?page=0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/^Pagina: /);
  });

  it('are in the OpenAPI document with the other admin routes', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags: string[]; responses: Record<string, unknown> }>>;
    };
    const listing = document.paths['/api/admin/jobs']?.get;
    const starting = document.paths['/api/admin/jobs/{name}/runs']?.post;
    expect(listing?.tags).toEqual(['Beheer']);
    expect(starting?.tags).toEqual(['Beheer']);
    expect(Object.keys(starting?.responses ?? {})).toEqual(
      expect.arrayContaining(['202', '401', '403', '404', '409', '422']),
    );
  });
});
