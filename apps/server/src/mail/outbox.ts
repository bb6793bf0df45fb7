import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../background-tasks';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { Mailer } from './mailer';
import {
  claimDueMails,
  insertOutboxMail,
  insertOutboxMailForAccount,
  markFailedAttempt,
  markSent,
  releaseAllClaims,
  type OutboxMail,
} from './outbox-store';

export type { OutboxMail } from './outbox-store';

/** How the outbox worker paces itself; the defaults suit production, tests shorten them. */
export interface OutboxSettings {
  /** Mails claimed (and sent side by side) per round. */
  batchSize: number;
  /** How long a claim keeps other workers off a mail; longer than one send may take. */
  leaseMs: number;
  /** How often a running server looks for due mails (retries, a restart's leftovers). */
  pollMs: number;
  /** Attempts before a mail is given up (status failed, logged as an error). */
  maxAttempts: number;
}

export const OUTBOX_DEFAULTS: OutboxSettings = {
  batchSize: 10,
  leaseMs: 30_000,
  pollMs: 2_000,
  maxAttempts: 10,
};

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;

/** 30 s after the first failed attempt, doubling each time, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface MailOutboxDeps {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  background: BackgroundTasks;
  /** True when one process owns the database (PGlite): its start voids every old claim. */
  soleOwner: boolean;
  settings?: Partial<OutboxSettings>;
}

/**
 * The transactional outbox for mail. A service writes its mail with `enqueue(tx, mail)` in the
 * transaction of the action that causes it, and calls `wake()` after the commit; the worker
 * sends it after the reply, retries a failed send with backoff and, since the mail is a row,
 * sends what a crash or a restart left behind. Delivery is at least once: a crash between the
 * transport accepting a mail and the row being marked sent sends that one mail twice.
 */
export class MailOutbox {
  private readonly settings: OutboxSettings;
  private running: Promise<number> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: MailOutboxDeps) {
    this.settings = { ...OUTBOX_DEFAULTS, ...deps.settings };
  }

  /** Stores a mail on `db`: pass the transaction of the action, so both commit or neither. */
  async enqueue(db: Database, mail: OutboxMail): Promise<void> {
    await insertOutboxMail(db, mail, this.deps.clock.now());
  }

  /**
   * Stores a mail for the account of `email` when there is one, with the same statement either
   * way (see insertOutboxMailForAccount); resolves with whether a mail was stored.
   */
  async enqueueForAccount(db: Database, email: string, mail: OutboxMail): Promise<boolean> {
    return (await insertOutboxMailForAccount(db, email, mail, this.deps.clock.now())) > 0;
  }

  /** Sends what is due soon after the reply, without delaying it; call after the commit. */
  wake(): void {
    this.deps.background.run('mail outbox', () => this.drain());
  }

  /**
   * Sends every mail that is due, round after round, until none is left; one drain at a time
   * (a wake during a drain makes it look once more). Resolves with the number of mails sent.
   */
  drain(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = (async () => {
      let sent = 0;
      do {
        this.again = false;
        for (;;) {
          const round = await this.sendOneRound();
          if (round === null) break;
          sent += round;
        }
      } while (this.again);
      return sent;
    })();
    this.running = run.finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Starts looking for due mails every pollMs (and once right away); for a running server. */
  async start(): Promise<void> {
    if (this.deps.soleOwner) await releaseAllClaims(this.deps.db);
    const tick = () => {
      this.drain().catch((error: unknown) =>
        this.deps.log.warn({ err: error }, 'mail outbox: looking for due mails failed'),
      );
    };
    this.timer = setInterval(tick, this.settings.pollMs);
    this.timer.unref();
    tick();
  }

  /** Stops polling and waits for a drain under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One claimed batch sent; null when nothing was due. */
  private async sendOneRound(): Promise<number | null> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + this.settings.leaseMs);
    const claimed = await claimDueMails(db, now, leaseUntil, this.settings.batchSize);
    if (claimed.length === 0) return null;
    const results = await Promise.all(claimed.map((row) => this.sendOne(row)));
    return results.filter(Boolean).length;
  }

  private async sendOne(row: Awaited<ReturnType<typeof claimDueMails>>[number]): Promise<boolean> {
    const { db, clock, mailer, log } = this.deps;
    try {
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt =
        row.attempts < this.settings.maxAttempts
          ? new Date(clock.now().getTime() + retryDelayMs(row.attempts))
          : null;
      await markFailedAttempt(db, row.id, message, retryAt);
      // The id and kind, never the address: the log is no place for personal data.
      const details = { mailId: row.id, kind: row.kind, attempts: row.attempts, err: error };
      if (retryAt) log.warn({ ...details, retryAt }, 'mail outbox: sending failed, will retry');
      else log.error(details, 'mail outbox: sending failed, given up');
      return false;
    }
    await markSent(db, row.id, clock.now());
    return true;
  }
}
