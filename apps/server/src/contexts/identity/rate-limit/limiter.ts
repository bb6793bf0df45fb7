import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/client';
import { rateLimitCounters } from '../../../db/schema';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitState {
  /** Events counted in the sliding window, including the current one when recorded. */
  count: number;
  limited: boolean;
  /** Seconds until one more event would be allowed again. */
  retryAfterSeconds: number;
}

/** Counting granularity: a window is summed from this many buckets, so it slides smoothly. */
const BUCKETS_PER_WINDOW = 15;

export interface RateLimiterOptions {
  /**
   * True when this process is the database's only user (the embedded database: the data-folder
   * lock keeps a second server out). Plain hits are then counted in process memory: the same
   * counts every caller would see, without a statement on the embedded database, which runs on
   * the server's own thread and would hold up every other request (a calculation's hit cost
   * `/healthz` about 2 ms under load). Hits inside a caller's transaction, reservations and
   * resets stay in the database: they must commit or roll back with the work they belong to.
   */
  soleOwner?: boolean;
}

/**
 * Sliding-window counters kept in the database, not in process memory, so every instance
 * behind a load balancer sees the same counts (unless the process is the database's only user).
 */
export class RateLimiter {
  private readonly inProcess: ProcessCounters | null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    options: RateLimiterOptions = {},
  ) {
    this.inProcess = options.soleOwner ? new ProcessCounters() : null;
  }

  /**
   * Counts one event and tells whether the key is now over its limit. Counting, dropping the
   * key's buckets that left the window and reading the count are one statement (inside the
   * caller's transaction when one is passed in).
   */
  async hit(key: string, rule: RateLimitRule, db?: Database): Promise<RateLimitState> {
    const now = this.clock.now();
    const bucketStart = bucketOf(now, rule);
    if (this.inProcess && db === undefined) {
      return stateOf(this.inProcess.hit(key, bucketStart, now, rule), rule, now, rule.limit);
    }
    const windowStart = new Date(now.getTime() - rule.windowMs);
    // One statement, so atomic by itself and one round trip: on the embedded database every
    // statement runs on the server's own thread, and a hit is on the way of every limited request.
    // The upsert's RETURNING gives the current bucket's count including every event before it
    // (a concurrent upsert on the row waits for it); the other buckets are older and settled.
    const result = await (db ?? this.db).execute(sql`
      with bumped as (
        insert into ${rateLimitCounters} (key, window_start, count)
        values (${key}, ${bucketStart.toISOString()}::timestamptz, 1)
        on conflict (key, window_start) do update set count = ${rateLimitCounters.count} + 1
        returning window_start, count
      ), expired as (
        delete from ${rateLimitCounters}
        where key = ${key} and window_start <= ${windowStart.toISOString()}::timestamptz
      )
      select (extract(epoch from window_start) * 1000)::float8 as start_ms, count from bumped
      union all
      select (extract(epoch from window_start) * 1000)::float8, count from ${rateLimitCounters}
      where key = ${key}
        and window_start > ${windowStart.toISOString()}::timestamptz
        and window_start <> ${bucketStart.toISOString()}::timestamptz
      order by start_ms`);
    // node-postgres and PGlite both answer { rows: [...] }.
    const rows = (result as unknown as { rows: { start_ms: number; count: number }[] }).rows;
    const buckets = rows.map((row) => ({
      start: new Date(Number(row.start_ms)),
      count: row.count,
    }));
    return stateOf(buckets, rule, now, rule.limit);
  }

  /**
   * Counts one event inside the caller's transaction. The upsert locks the bucket's row until
   * commit, so simultaneous events on one key are counted one after the other and each reads a
   * count that includes every event before it.
   */
  private async count(
    tx: Database,
    key: string,
    rule: RateLimitRule,
  ): Promise<{ state: RateLimitState; bucketStart: Date; now: Date }> {
    const now = this.clock.now();
    const bucketStart = bucketOf(now, rule);
    await tx
      .insert(rateLimitCounters)
      .values({ key, windowStart: bucketStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      });
    await tx
      .delete(rateLimitCounters)
      .where(
        and(
          eq(rateLimitCounters.key, key),
          lte(rateLimitCounters.windowStart, new Date(now.getTime() - rule.windowMs)),
        ),
      );
    const state = await this.evaluate(tx, key, rule, now, rule.limit);
    return { state, bucketStart, now };
  }

  /**
   * Takes one of the key's slots when one is free, before the work it guards starts (a login
   * counts as failed until its password proves right). Refused when none is free, and then takes
   * none, so refused attempts do not stretch the wait. Simultaneous calls are served one after
   * the other: never more slots handed out than the limit.
   */
  async reserve(key: string, rule: RateLimitRule): Promise<RateLimitState> {
    return this.db.transaction(async (tx) => {
      const { state, bucketStart, now } = await this.count(tx, key, rule);
      if (!state.limited) return state;
      await tx
        .update(rateLimitCounters)
        .set({ count: sql`${rateLimitCounters.count} - 1` })
        .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, bucketStart)));
      return this.evaluate(tx, key, rule, now, rule.limit - 1);
    });
  }

  /** The current count without adding to it; limited once the limit has been reached. */
  async peek(key: string, rule: RateLimitRule): Promise<RateLimitState> {
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - rule.windowMs);
    const stored = await this.storedBuckets(this.db, key, windowStart);
    const inProcess = this.inProcess?.buckets(key, windowStart) ?? [];
    const buckets = [...stored, ...inProcess].sort((a, b) => a.start.getTime() - b.start.getTime());
    return stateOf(buckets, rule, now, rule.limit - 1);
  }

  /** Pass a transaction to make the reset part of a larger change. */
  async reset(key: string, db: Database = this.db): Promise<void> {
    await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    this.inProcess?.forget((counted) => counted === key);
  }

  /** Forgets every key that starts with `prefix`; pass a transaction as with reset. */
  async resetStartingWith(prefix: string, db: Database = this.db): Promise<void> {
    await db.delete(rateLimitCounters).where(sql`starts_with(${rateLimitCounters.key}, ${prefix})`);
    this.inProcess?.forget((counted) => counted.startsWith(prefix));
  }

  /** Removes counters older than any window in use; run now and then. */
  async purgeOlderThan(ageMs: number): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - ageMs);
    this.inProcess?.dropUpTo(cutoff);
    await this.db.delete(rateLimitCounters).where(lte(rateLimitCounters.windowStart, cutoff));
  }

  private async evaluate(
    db: Database,
    key: string,
    rule: RateLimitRule,
    now: Date,
    allowed: number,
  ): Promise<RateLimitState> {
    const windowStart = new Date(now.getTime() - rule.windowMs);
    const buckets = await this.storedBuckets(db, key, windowStart);
    return stateOf(buckets, rule, now, allowed);
  }

  private storedBuckets(
    db: Database,
    key: string,
    windowStart: Date,
  ): Promise<{ start: Date; count: number }[]> {
    return db
      .select({ start: rateLimitCounters.windowStart, count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.windowStart, windowStart)))
      .orderBy(asc(rateLimitCounters.windowStart));
  }
}

/** The bucket an event at `now` is counted in. */
function bucketOf(now: Date, rule: RateLimitRule): Date {
  const bucketMs = Math.max(1000, Math.floor(rule.windowMs / BUCKETS_PER_WINDOW));
  return new Date(Math.floor(now.getTime() / bucketMs) * bucketMs);
}

/** The state of a key from its buckets in the window, oldest first. */
function stateOf(
  buckets: readonly { start: Date; count: number }[],
  rule: RateLimitRule,
  now: Date,
  allowed: number,
): RateLimitState {
  const count = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  if (count <= allowed) return { count, limited: false, retryAfterSeconds: 0 };

  // The oldest buckets leave the window first: find when enough of them have left that the
  // next event fits (count drops to limit - 1).
  let remaining = count;
  let freeAt = now.getTime() + rule.windowMs;
  for (const bucket of buckets) {
    remaining -= bucket.count;
    freeAt = bucket.start.getTime() + rule.windowMs;
    if (remaining <= rule.limit - 1) break;
  }
  const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  return { count, limited: true, retryAfterSeconds };
}

/**
 * The plain hits of a process that is its database's only user: per key, the event count per
 * bucket, oldest first. JavaScript runs one hit at a time, so each count includes every event
 * before it, as the database's row lock guarantees in the shared case.
 */
class ProcessCounters {
  private readonly counts = new Map<string, { start: Date; count: number }[]>();

  hit(
    key: string,
    bucketStart: Date,
    now: Date,
    rule: RateLimitRule,
  ): { start: Date; count: number }[] {
    const windowStart = now.getTime() - rule.windowMs;
    const kept = (this.counts.get(key) ?? []).filter(
      (bucket) => bucket.start.getTime() > windowStart,
    );
    const current = kept.find((bucket) => bucket.start.getTime() === bucketStart.getTime());
    if (current) current.count += 1;
    else kept.push({ start: bucketStart, count: 1 });
    kept.sort((a, b) => a.start.getTime() - b.start.getTime());
    this.counts.set(key, kept);
    return kept;
  }

  buckets(key: string, windowStart: Date): { start: Date; count: number }[] {
    return (this.counts.get(key) ?? []).filter((bucket) => bucket.start > windowStart);
  }

  forget(matches: (key: string) => boolean): void {
    for (const key of [...this.counts.keys()]) if (matches(key)) this.counts.delete(key);
  }

  dropUpTo(cutoff: Date): void {
    for (const [key, buckets] of this.counts) {
      const kept = buckets.filter((bucket) => bucket.start > cutoff);
      if (kept.length === 0) this.counts.delete(key);
      else this.counts.set(key, kept);
    }
  }
}
