import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestDatabase } from '../../../test/databases';
import { ManualClock } from '../../../test/clock';
import { failEvery } from '../../../test/forced-failure';
import { RateLimiter } from './limiter';

const RULE = { limit: 3, windowMs: 15 * 60_000 };

const COUNTING = [
  { counting: 'in the database', soleOwner: false },
  { counting: 'in process memory (the database has one user)', soleOwner: true },
];

describe.each(
  databaseKinds().flatMap((kind) => COUNTING.map((mode) => ({ ...mode, kind, name: kind.name }))),
)('RateLimiter on $name, counting $counting', ({ kind, soleOwner }) => {
  let database: TestDatabase;
  let clock: ManualClock;
  let limiter: RateLimiter;
  beforeAll(async () => {
    database = await kind.create();
    clock = new ManualClock('2026-05-04T10:00:30Z');
    limiter = new RateLimiter(database.handle.db, clock, { soleOwner });
  });
  afterAll(() => database.destroy());

  it('allows the limit and refuses the next event, with the wait until a slot frees up', async () => {
    expect((await limiter.hit('a', RULE)).limited).toBe(false);
    clock.advanceMinutes(5);
    expect((await limiter.hit('a', RULE)).limited).toBe(false);
    expect((await limiter.hit('a', RULE)).limited).toBe(false);
    const fourth = await limiter.hit('a', RULE);
    expect(fourth).toMatchObject({ limited: true, count: 4 });
    // Now is 10:05:30. The 10:00 bucket leaving at 10:15 still leaves 3 events; only when the
    // 10:05 bucket leaves at 10:20 does the next event fit.
    expect(fourth.retryAfterSeconds).toBe(15 * 60 - 30);
  });

  it('slides: events older than the window no longer count', async () => {
    clock.advanceMinutes(15);
    const state = await limiter.peek('a', RULE);
    expect(state).toMatchObject({ limited: false, count: 0 });
  });

  it('keeps keys apart and peek does not count', async () => {
    await limiter.hit('b', RULE);
    await limiter.hit('b', RULE);
    expect(await limiter.peek('b', RULE)).toMatchObject({ count: 2, limited: false });
    expect(await limiter.peek('b', RULE)).toMatchObject({ count: 2, limited: false });
    await limiter.hit('b', RULE);
    expect((await limiter.peek('b', RULE)).limited).toBe(true);
    expect((await limiter.peek('c', RULE)).count).toBe(0);
  });

  it('reset forgets a key', async () => {
    await limiter.reset('b');
    expect((await limiter.peek('b', RULE)).count).toBe(0);
  });

  it('purges old counters', async () => {
    await limiter.hit('old', RULE);
    clock.advanceMinutes(61);
    await limiter.purgeOlderThan(60 * 60_000);
    clock.advance(-61 * 60_000);
    expect((await limiter.peek('old', RULE)).count).toBe(0);
  });

  it('reserve hands out at most the limit, also to simultaneous callers, and a refusal takes no slot', async () => {
    const states = await Promise.all(Array.from({ length: 8 }, () => limiter.reserve('r', RULE)));
    expect(states.filter((state) => !state.limited)).toHaveLength(3);
    expect(states.filter((state) => state.limited)).toHaveLength(5);
    expect(await limiter.peek('r', RULE)).toMatchObject({ count: 3, limited: true });
    const refused = await limiter.reserve('r', RULE);
    expect(refused).toMatchObject({ limited: true, count: 3 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    clock.advanceMinutes(16);
    expect((await limiter.reserve('r', RULE)).limited).toBe(false);
  });

  it.skipIf(soleOwner)('counts nothing when a hit fails half-way', async () => {
    await limiter.hit('half', RULE);
    // The bucket is counted first; then dropping the buckets that left the window fails.
    const restore = await failEvery(database.handle.db, 'DELETE', 'rate_limit_counters');
    try {
      await expect(limiter.hit('half', RULE)).rejects.toThrow();
    } finally {
      await restore();
    }
    expect(await limiter.peek('half', RULE)).toMatchObject({ count: 1 });
  });

  it('counts simultaneous hits one after the other: each sees every event before it', async () => {
    const states = await Promise.all(
      Array.from({ length: 10 }, () => limiter.hit('together', RULE)),
    );
    expect(states.map((state) => state.count).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(states.filter((state) => !state.limited)).toHaveLength(RULE.limit);
  });

  it('counts an event in one statement (none when the process is the only user), a hit in a transaction in the database', async () => {
    const statements: string[] = [];
    const logged = await kind.create({ logger: { logQuery: (query) => statements.push(query) } });
    try {
      const counting = new RateLimiter(logged.handle.db, clock, { soleOwner });
      statements.length = 0;
      expect(await counting.hit('once', RULE)).toMatchObject({ count: 1, limited: false });
      expect(statements).toHaveLength(soleOwner ? 0 : 1);

      // A hit that belongs to a larger change commits or rolls back with it, in either mode.
      await expect(
        logged.handle.db.transaction(async (tx) => {
          await counting.hit('in-transaction', RULE, tx);
          throw new Error('the larger change fails');
        }),
      ).rejects.toThrow('the larger change fails');
      expect(await counting.peek('in-transaction', RULE)).toMatchObject({ count: 0 });
      await logged.handle.db.transaction((tx) => counting.hit('in-transaction', RULE, tx));
      expect(await counting.peek('in-transaction', RULE)).toMatchObject({ count: 1 });
    } finally {
      await logged.destroy();
    }
  });
});
