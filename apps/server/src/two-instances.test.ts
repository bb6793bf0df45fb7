import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { bookDeposit, calendarDate } from '@bp/domain';
import { book } from './contexts/portfolio';
import { parseJobCommand } from './contexts/money';
import { openDatabase, type DatabaseHandle } from './db/client';
import { databaseKinds } from './test/databases';
import { BELEGGER, createTestApp, logIn, TEST_HASHING, type TestApp } from './test/harness';
import { DEMO } from './test/portfolio';
import { RecordingMailer } from './test/recording-mailer';
import { sqlRows } from './test/sql-rows';

const postgres = databaseKinds().find((kind) => kind.name === 'PostgreSQL');

/**
 * Two server instances (WORKERS=2, or two machines behind a load balancer) on one PostgreSQL:
 * A is a test app, B a second app on its own connection pool to the same database, with the
 * same configuration and clock. Nothing either keeps in its process memory may matter.
 */
describe.runIf(postgres)('two server instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let bDatabase: DatabaseHandle;
  const bMailer = new RecordingMailer();

  beforeAll(async () => {
    if (!postgres) return;
    a = await createTestApp(postgres);
    bDatabase = await openDatabase({ kind: 'postgres', url: a.database.url });
    b = await buildApp({
      config: a.config,
      db: bDatabase.db,
      embedded: null,
      clock: a.clock,
      passwordHashing: TEST_HASHING,
      mailer: bMailer,
    });
    await b.ready();
  });

  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const me = (app: FastifyInstance, cookie: string) =>
    app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });

  it('a session made on A works on B, and a logout on A ends it on B', async () => {
    const cookie = await logIn(a.app, BELEGGER.email, BELEGGER.password);
    expect((await me(b, cookie)).statusCode).toBe(200);
    const logout = await a.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await me(b, cookie)).statusCode).toBe(401);
    expect((await me(a.app, cookie)).statusCode).toBe(401);
  });

  it('counts the failed logins made on A and B together', async () => {
    const attacker = '192.0.2.231';
    const login = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: BELEGGER.email, password },
        remoteAddress: attacker,
      });
    // Five failures for one account and address lock it: three on A, two on B.
    for (const app of [a.app, b, a.app, b, a.app]) {
      expect((await login(app, 'Fout-wachtwoord-23')).statusCode).toBe(401);
    }
    expect((await login(b, BELEGGER.password)).statusCode).toBe(429);
    expect((await login(a.app, BELEGGER.password)).statusCode).toBe(429);
    a.clock.advanceMinutes(16);
    expect((await login(b, BELEGGER.password)).statusCode).toBe(200);
  });

  it('runs a job on one instance only: the same job started on B meanwhile is skipped', async () => {
    const date = calendarDate('2026-03-02');
    const command = parseJobCommand(['machtigingen-bijwerken', '--date', date], date);
    if (!command.ok) throw new Error(command.message);
    const { job } = command;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The same job (same name, so the same lock) that waits until B has tried.
    const slow: typeof job = {
      ...job,
      async run(deps, date) {
        started();
        await held;
        return job.run(deps, date);
      },
    };
    const onA = a.app.jobs.run(slow, date);
    await running;
    const onB = await b.jobs.run(job, date);
    release();
    expect(onB).toEqual({ status: 'skipped' });
    expect((await onA).status).not.toBe('skipped');
  });

  it('sends a queued mail once when both instances send', async () => {
    const addresses = Array.from({ length: 20 }, (_, n) => `twee.instanties.${n}@example.com`);
    for (const to of addresses) {
      await a.app.mailOutbox.enqueue(a.db, {
        kind: 'test',
        to,
        subject: 'Onderwerp',
        text: 'Tekst',
        html: '<p>Tekst</p>',
      });
    }
    const [sentA, sentB] = await Promise.all([a.app.mailOutbox.drain(), b.mailOutbox.drain()]);
    expect(sentA + sentB).toBe(addresses.length);
    const sent = [...a.mailer.sent, ...bMailer.sent]
      .map((message) => message.to)
      .filter((to) => addresses.includes(to))
      .sort();
    expect(sent).toEqual([...addresses].sort());
  });

  it('books a payment once when its webhook reaches A and B at once', async () => {
    const owner = await logIn(a.app, BELEGGER.email, BELEGGER.password);
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: owner },
      payload: { contractId: DEMO.dutch, purpose: 'bijstorting', amount: 2323.23 },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { checkoutUrl: string }).checkoutUrl.split('/').pop() ?? '';
    // The sandbox (Mollie's stand-in) has the payment paid; its webhook call comes twice.
    await a.db.execute(
      sql`update sandbox_ideal_payments set status = 'paid', paid_at = now() where id = ${id}`,
    );
    const webhook = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://www.mollie.com',
        },
        payload: `id=${id}`,
      });
    const answers = await Promise.all([webhook(a.app), webhook(b), webhook(a.app), webhook(b)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const booked = await sqlRows<{ amount: string }>(
      a.db,
      sql`select amount::text from transactions
          where contract_id = ${DEMO.dutch} and kind = 'storting' and units is null
            and amount = '2323.23'`,
    );
    expect(booked).toEqual([{ amount: '2323.23' }]);
  });

  it('keeps the answers right across instances: a booking on B is on A’s next page at once', async () => {
    const cookie = await logIn(a.app, BELEGGER.email, BELEGGER.password);
    const summaries = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/contracts/summaries', headers: { cookie } });
    const onA = await summaries(a.app);
    expect(onA.statusCode).toBe(200);
    expect((await summaries(a.app)).body).toBe(onA.body);
    // B's process has nothing kept: it serves what A kept in the database.
    const [stored] = await sqlRows<{ body: string }>(
      a.db,
      sql`select body from kept_answers where path = '/api/contracts/summaries' and user_id = (select id from users where email = ${BELEGGER.email})`,
    );
    expect(stored?.body).toBe(onA.body);
    const bMisses = b.keptAnswers.misses;
    expect((await summaries(b)).body).toBe(onA.body);
    expect(b.keptAnswers.misses).toBe(bMisses + 1);

    await book(
      bDatabase.db,
      DEMO.dutch,
      bookDeposit({
        date: calendarDate('2026-03-02'),
        kind: 'storting',
        amount: '500.00',
        entryCostRate: '0',
        nav: '140.1505',
      }),
    );
    const [before, after] = [onA.json()[0], (await summaries(a.app)).json()[0]];
    expect(Number(after.TotaalIngelegd)).toBe(Number(before.TotaalIngelegd) + 500);
    expect((await summaries(b)).json()[0]).toEqual(after);
  });
});
