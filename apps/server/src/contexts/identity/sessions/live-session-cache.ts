import type { Role } from '@bp/api-schema';
import type { CalendarDate } from '@bp/domain';
import type { Clock } from '../../../clock';

/** The user behind a live session, as every authenticated request sees it. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  role: Role;
  username: string | null;
}

/** What a lookup found live: the session's user and when the session ends. */
export interface LiveSession {
  user: AuthenticatedUser;
  expiresAt: Date;
  /**
   * The version of the user's kept answers (investor_versions), read in the same query; only
   * from a lookup, never from this cache, which would hand out a version a write has passed.
   */
  answersVersion?: string;
  /** The kept answer the lookup was asked for (SessionKey.answer); never from this cache. */
  keptAnswer?: KeptAnswerRead;
}

/**
 * A kept answer looked up with the session: the URL and day asked for, and the answer's text
 * (null: none is kept at the user's current version for that day).
 */
export interface KeptAnswerRead {
  path: string;
  day: CalendarDate;
  /** The user's version the answer was looked up at (the session's answersVersion). */
  version: string;
  body: string | null;
}

/**
 * Remembers live sessions between requests, so authenticating does not need the database every
 * time. Every write that ends, shortens or re-assigns a session, or changes the user it carries,
 * must evict it; `generation()` before the lookup and `remember(…, generation)` after it keep a
 * lookup that raced such a write from storing what it read before the write.
 */
export interface LiveSessionCache {
  recall(sessionId: string, userId: string): LiveSession | undefined;
  /** Taken before a lookup; a later eviction makes `remember` with it a no-op. */
  generation(): number;
  remember(sessionId: string, userId: string, live: LiveSession, generation: number): void;
  forgetSessions(sessionIds: readonly string[]): void;
  forgetUser(userId: string): void;
}

/**
 * PostgreSQL: no cache. Several instances may share the database and one of them may end a
 * session another still remembers; DESIGN.md keeps nothing per user in process memory there.
 */
export const NO_SESSION_CACHE: LiveSessionCache = {
  recall: () => undefined,
  generation: () => 0,
  remember: () => undefined,
  forgetSessions: () => undefined,
  forgetUser: () => undefined,
};

export interface BoundedSessionCacheOptions {
  /** Entries kept at most; the oldest goes first. */
  maxEntries: number;
  /** An entry is trusted this long after its lookup, whatever else happens. */
  ttlMs: number;
}

export const EMBEDDED_SESSION_CACHE: BoundedSessionCacheOptions = {
  maxEntries: 10_000,
  ttlMs: 5_000,
};

interface Entry extends LiveSession {
  userId: string;
  storedAt: number;
}

/**
 * The embedded database: one process owns the data folder, so every write to a session passes
 * through this process and can evict it here. Expiry is still checked against the clock on every
 * recall; the short TTL bounds how long anything that went around the evictions could last.
 */
export class BoundedSessionCache implements LiveSessionCache {
  private readonly entries = new Map<string, Entry>();
  private evictions = 0;

  constructor(
    private readonly clock: Clock,
    private readonly options: BoundedSessionCacheOptions = EMBEDDED_SESSION_CACHE,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  recall(sessionId: string, userId: string): LiveSession | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    const now = this.clock.now().getTime();
    const stale = now - entry.storedAt >= this.options.ttlMs || now < entry.storedAt;
    if (stale || entry.expiresAt.getTime() <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    if (entry.userId !== userId) return undefined;
    return { user: entry.user, expiresAt: new Date(entry.expiresAt) };
  }

  generation(): number {
    return this.evictions;
  }

  remember(sessionId: string, userId: string, live: LiveSession, generation: number): void {
    if (generation !== this.evictions) return;
    this.entries.delete(sessionId);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    // Handed to every request of the session: frozen, so no request can change what the next sees.
    const user = Object.freeze({ ...live.user });
    this.entries.set(sessionId, {
      user,
      expiresAt: new Date(live.expiresAt),
      userId,
      storedAt: this.clock.now().getTime(),
    });
  }

  forgetSessions(sessionIds: readonly string[]): void {
    this.evictions += 1;
    for (const id of sessionIds) this.entries.delete(id);
  }

  forgetUser(userId: string): void {
    this.evictions += 1;
    for (const [id, entry] of this.entries) {
      if (entry.userId === userId) this.entries.delete(id);
    }
  }
}
