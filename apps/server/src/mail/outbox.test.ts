import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BackgroundTasks } from '../background-tasks';
import { openDatabase } from '../db/client';
import { mailOutbox, users } from '../db/schema';
import type { ManualClock } from '../test/clock';
import { databaseKinds } from '../test/databases';
import { failEvery } from '../test/forced-failure';
import { createTestApp, freshIp, type TestApp } from '../test/harness';
import { RecordingMailer } from '../test/recording-mailer';
import type { Mailer, MailMessage } from './mailer';
import { MailOutbox, retryDelayMs, type OutboxMail } from './outbox';

const quietLog = {
  warn: () => undefined,
  error: () => undefined,
  info: () => undefined,
} as unknown as FastifyBaseLogger;

/** Fails the first `failures` sends, then records like the recording mailer. */
class FlakyMailer extends RecordingMailer {
  constructor(private failures: number) {
    super();
  }

  override async send(message: MailMessage): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('SMTP onbereikbaar');
    }
    await super.send(message);
  }
}

function mail(to: string, kind = 'test'): OutboxMail {
  return { kind, to, subject: 'Onderwerp', text: 'Tekst', html: '<p>Tekst</p>' };
}

function outboxOn(
  db: TestApp['db'],
  mailer: Mailer,
  clock: ManualClock,
  soleOwner: boolean,
): MailOutbox {
  return new MailOutbox({
    db,
    mailer,
    clock,
    log: quietLog,
    background: new BackgroundTasks(quietLog),
    soleOwner,
  });
}

describe('retry delays', () => {
  it('start at 30 seconds, double each attempt and stop growing at an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe.each(databaseKinds())('the mail outbox on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.backgroundTasks.idle();
    await t.db.delete(mailOutbox);
  });

  const register = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email, consent: true },
      remoteAddress: freshIp(),
    });
  const rowsTo = (email: string) =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

  it('stores the confirmation mail in the registration’s transaction and sends it after the reply', async () => {
    const email = 'outbox.nieuw@example.com';
    expect((await register(email)).statusCode).toBe(202);
    await t.app.backgroundTasks.idle();
    const [row, ...more] = await rowsTo(email);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      kind: 'registration-confirmation',
      status: 'sent',
      attempts: 1,
      lastError: null,
      claimedUntil: null,
      subject: 'Bevestig uw account bij Beleggersportaal Vastgoed',
    });
    expect(row?.sentAt).toEqual(t.clock.now());
    expect(t.mailer.to(email)).toHaveLength(1);
    expect(t.mailer.to(email)[0]?.text).toBe(row?.textBody);
  });

  it('stores the notice to an existing account and the reset link the same way', async () => {
    expect((await register('belegger@example.com')).statusCode).toBe(202);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: 'belegger@example.com' },
      remoteAddress: freshIp(),
    });
    expect(forgot.statusCode).toBe(202);
    await t.app.backgroundTasks.idle();
    const rows = await t.db
      .select({ kind: mailOutbox.kind, status: mailOutbox.status })
      .from(mailOutbox)
      .orderBy(asc(mailOutbox.id));
    expect(rows).toEqual([
      { kind: 'already-registered', status: 'sent' },
      { kind: 'password-reset', status: 'sent' },
    ]);
  });

  it('rolls the mail back with the action, and the action with the mail', async () => {
    const noToken = 'outbox.geen.link@example.com';
    let restore = await failEvery(t.db, 'INSERT', 'one_time_tokens');
    try {
      expect((await register(noToken)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await rowsTo(noToken)).toEqual([]);

    const noMail = 'outbox.geen.mail@example.com';
    restore = await failEvery(t.db, 'INSERT', 'mail_outbox');
    try {
      expect((await register(noMail)).statusCode).toBe(500);
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/password/forgot',
        payload: { email: 'belegger@example.com' },
        remoteAddress: freshIp(),
      });
      expect(forgot.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await t.db.select().from(users).where(eq(users.email, noMail))).toEqual([]);
    await t.app.backgroundTasks.idle();
    expect(t.mailer.to(noMail)).toEqual([]);
  });

  it('retries a failed send with backoff, keeping the error, and gives up after the last attempt', async () => {
    const flaky = new FlakyMailer(1);
    const outbox = outboxOn(t.db, flaky, t.clock, kind.name === 'PGlite');
    await outbox.enqueue(t.db, mail('outbox.flaky@example.com'));
    expect(await outbox.drain()).toBe(0);
    const [failed] = await t.db.select().from(mailOutbox);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMTP onbereikbaar',
    });
    expect(failed?.nextAttemptAt).toEqual(new Date(t.clock.now().getTime() + 30_000));

    // Not due yet: nothing is tried.
    t.clock.advance(29_999);
    expect(await outbox.drain()).toBe(0);
    t.clock.advance(1);
    expect(await outbox.drain()).toBe(1);
    const [sent] = await t.db.select().from(mailOutbox);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(flaky.sent.map((message) => message.to)).toEqual(['outbox.flaky@example.com']);

    const broken = new FlakyMailer(Number.POSITIVE_INFINITY);
    const giving = new MailOutbox({
      db: t.db,
      mailer: broken,
      clock: t.clock,
      log: quietLog,
      background: new BackgroundTasks(quietLog),
      soleOwner: false,
      settings: { maxAttempts: 3 },
    });
    await giving.enqueue(t.db, mail('outbox.kapot@example.com'));
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await giving.drain();
      t.clock.advance(retryDelayMs(attempt));
    }
    const [given] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'outbox.kapot@example.com'));
    expect(given).toMatchObject({ status: 'failed', attempts: 3, lastError: 'SMTP onbereikbaar' });
    expect(await giving.drain()).toBe(0);
  });

  it('does not hold up the reply while the transport is slow', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: Mailer = { send: () => gate, close: () => undefined };
    const slowApp = await createTestApp(kind, { mailer: slow, seed: false });
    const { app } = slowApp;
    const db = slowApp.db;
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email: 'traag@example.com', consent: true },
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(202);
      const [row] = await db.select().from(mailOutbox);
      expect(row?.status).toBe('pending');
      release();
      await app.backgroundTasks.idle();
      const [after] = await db.select().from(mailOutbox);
      expect(after?.status).toBe('sent');
    } finally {
      release();
      await slowApp.close();
    }
  });

  it('sends after a restart what a crashed worker had claimed but not sent', async () => {
    // A worker claims the mail and dies before sending: the row is claimed, not sent.
    const dead = outboxOn(
      t.db,
      { send: () => new Promise(() => undefined), close: () => undefined },
      t.clock,
      false,
    );
    await dead.enqueue(t.db, mail('outbox.herstart@example.com'));
    void dead.drain();
    await expect
      .poll(async () => (await t.db.select().from(mailOutbox))[0]?.claimedUntil)
      .not.toBeNull();

    const restarted = new RecordingMailer();
    const next = outboxOn(t.db, restarted, t.clock, kind.name === 'PGlite');
    await next.start();
    await next.stop();
    if (kind.name === 'PostgreSQL') {
      // Another instance may still be sending it: wait for the lease, then it is due again.
      expect(restarted.sent).toEqual([]);
      t.clock.advance(30_000);
      expect(await next.drain()).toBe(1);
    }
    // The embedded database has one process: its start voids the dead one's claim at once.
    expect(restarted.to('outbox.herstart@example.com')).toHaveLength(1);
    const [row] = await t.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it.runIf(kind.name === 'PostgreSQL')(
    'lets two instances on one PostgreSQL claim each mail once',
    async () => {
      const second = await openDatabase({ kind: 'postgres', url: t.database.url });
      try {
        const addresses = Array.from({ length: 60 }, (_, n) => `outbox.twee.${n}@example.com`);
        for (const address of addresses) await t.app.mailOutbox.enqueue(t.db, mail(address));
        const slowRecorder = () => {
          const recorder = new RecordingMailer();
          const send = recorder.send.bind(recorder);
          recorder.send = async (message) => {
            await new Promise((resolve) => setTimeout(resolve, 5));
            await send(message);
          };
          return recorder;
        };
        const [mailA, mailB] = [slowRecorder(), slowRecorder()];
        const workerA = outboxOn(t.db, mailA, t.clock, false);
        const workerB = outboxOn(second.db as TestApp['db'], mailB, t.clock, false);
        const [sentA, sentB] = await Promise.all([workerA.drain(), workerB.drain()]);
        expect(sentA + sentB).toBe(60);
        expect(sentA).toBeGreaterThan(0);
        expect(sentB).toBeGreaterThan(0);
        const all = [...mailA.sent, ...mailB.sent].map((message) => message.to).sort();
        expect(all).toEqual([...addresses].sort());
        const statuses = await t.db
          .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
          .from(mailOutbox);
        expect(statuses.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      } finally {
        await second.close();
      }
    },
  );
});
