import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { BoundedSessionCache, NO_SESSION_CACHE, type LiveSession } from './live-session-cache';

const USER = 'user-1';
const OTHER = 'user-2';

function liveUntil(clock: ManualClock, minutes: number, userId = USER): LiveSession {
  return {
    user: { id: userId, email: `${userId}@example.com`, role: 'investor', username: null },
    expiresAt: new Date(clock.now().getTime() + minutes * 60_000),
  };
}

describe('BoundedSessionCache', () => {
  const options = { maxEntries: 3, ttlMs: 5_000 };

  it('recalls a remembered session of the same user, not for another user', () => {
    const clock = new ManualClock();
    const cache = new BoundedSessionCache(clock, options);
    const live = liveUntil(clock, 30);
    cache.remember('s1', USER, live, cache.generation());
    expect(cache.recall('s1', USER)).toEqual(live);
    expect(cache.recall('s1', OTHER)).toBeUndefined();
    expect(cache.recall('s2', USER)).toBeUndefined();
  });

  it('checks the expiry against the clock on every recall', () => {
    const clock = new ManualClock();
    const cache = new BoundedSessionCache(clock, { maxEntries: 3, ttlMs: 60 * 60_000 });
    cache.remember('s1', USER, liveUntil(clock, 1), cache.generation());
    clock.advance(59_999);
    expect(cache.recall('s1', USER)).toBeDefined();
    clock.advance(1);
    expect(cache.recall('s1', USER)).toBeUndefined();
  });

  it('trusts an entry only for its TTL, and not when the clock went back', () => {
    const clock = new ManualClock();
    const cache = new BoundedSessionCache(clock, options);
    cache.remember('s1', USER, liveUntil(clock, 30), cache.generation());
    clock.advance(4_999);
    expect(cache.recall('s1', USER)).toBeDefined();
    clock.advance(1);
    expect(cache.recall('s1', USER)).toBeUndefined();

    cache.remember('s2', USER, liveUntil(clock, 30), cache.generation());
    clock.advance(-1);
    expect(cache.recall('s2', USER)).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const clock = new ManualClock();
    const cache = new BoundedSessionCache(clock, options);
    for (const id of ['s1', 's2', 's3', 's4', 's5']) {
      cache.remember(id, USER, liveUntil(clock, 30), cache.generation());
    }
    expect(cache.size).toBe(3);
    expect(cache.recall('s1', USER)).toBeUndefined();
    expect(cache.recall('s2', USER)).toBeUndefined();
    expect(cache.recall('s5', USER)).toBeDefined();
  });

  it('forgets sessions by id and every session of a user', () => {
    const clock = new ManualClock();
    const cache = new BoundedSessionCache(clock, options);
    cache.remember('s1', USER, liveUntil(clock, 30), cache.generation());
    cache.remember('s2', USER, liveUntil(clock, 30), cache.generation());
    cache.remember('s3', OTHER, liveUntil(clock, 30, OTHER), cache.generation());
    cache.forgetSessions(['s1']);
    expect(cache.recall('s1', USER)).toBeUndefined();
    expect(cache.recall('s2', USER)).toBeDefined();
    cache.forgetUser(USER);
    expect(cache.recall('s2', USER)).toBeUndefined();
    expect(cache.recall('s3', OTHER)).toBeDefined();
  });

  it('does not store what a lookup read before an eviction that happened while it ran', () => {
    const clock = new ManualClock();
    const cache = new BoundedSessionCache(clock, options);
    const before = cache.generation();
    cache.forgetUser(OTHER);
    cache.remember('s1', USER, liveUntil(clock, 30), before);
    expect(cache.recall('s1', USER)).toBeUndefined();
  });
});

describe('NO_SESSION_CACHE', () => {
  it('remembers nothing', () => {
    const clock = new ManualClock();
    NO_SESSION_CACHE.remember('s1', USER, liveUntil(clock, 30), NO_SESSION_CACHE.generation());
    expect(NO_SESSION_CACHE.recall('s1', USER)).toBeUndefined();
  });
});
