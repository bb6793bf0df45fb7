import { randomUUID } from 'node:crypto';
import type { Role, TokenClaims } from '@bp/api-schema';
import { todayInAmsterdam } from '@bp/domain';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import { DEFAULT_SESSION_MAX_HOURS } from '../../../config';
import type { Database } from '../../../db/client';
import { sessions } from '../../../db/schema';
import type { SessionTokens } from '../../../security/session-token';
import type { Authentication } from './authentication';
import { type LiveSession, type LiveSessionCache, NO_SESSION_CACHE } from './live-session-cache';
import { type LiveSessionLookup, preparedLookup, type SessionKey } from './live-session-lookup';
import type { SessionStore } from './session-store';

export type { AuthenticatedUser } from './live-session-cache';
export type { Authentication } from './authentication';

export interface IssuedSession {
  token: string;
  claims: TokenClaims;
}

/**
 * After a renewal the replaced token keeps working this long, so requests the browser sent
 * before it received the new cookie do not bounce with 401 (and log the user out).
 */
export const RENEWAL_GRACE_MS = 30_000;
const USER_AGENT_MAX = 512;

/** Sessions live in the database: a JWT is only honoured while its row is live. */
export class SessionService {
  private readonly lookUpLive: LiveSessionLookup;
  private readonly cache: LiveSessionCache;

  constructor(
    private readonly db: Database,
    private readonly tokens: SessionTokens,
    private readonly clock: Clock,
    private readonly ttlMinutes: number,
    /** How a live session is found and remembered; per database kind (session-store.ts). */
    store: SessionStore = {},
    /** The absolute lifetime: no session, renewed or not, outlives its login by more. */
    private readonly maxHours: number = DEFAULT_SESSION_MAX_HOURS,
  ) {
    this.lookUpLive = store.lookup ?? preparedLookup(db);
    this.cache = store.cache ?? NO_SESSION_CACHE;
  }

  get ttlSeconds(): number {
    return this.ttlMinutes * 60;
  }

  private get maxSeconds(): number {
    return this.maxHours * 60 * 60;
  }

  /** How long a cookie for this token should live: until the token expires. */
  secondsLeft(claims: TokenClaims): number {
    return Math.max(0, claims.exp - Math.floor(this.clock.now().getTime() / 1000));
  }

  /** Pass a transaction to make the new session part of a larger change. */
  async start(
    user: { id: string; role: Role },
    userAgent: string | undefined,
    db: Database = this.db,
  ): Promise<IssuedSession> {
    const loggedInAt = this.clock.now();
    const claims = this.newClaims(user, loggedInAt);
    await this.insertSession(db, claims, userAgent, { renewedFrom: null, loggedInAt });
    return { token: await this.tokens.sign(claims), claims };
  }

  /** A session's usual lifetime, cut off at the absolute lifetime counted from the login. */
  private newClaims(user: { id: string; role: Role }, loggedInAt: Date): TokenClaims {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const end = Math.floor(loggedInAt.getTime() / 1000) + this.maxSeconds;
    const exp = Math.min(iat + this.ttlSeconds, end);
    return { sub: user.id, role: user.role, jti: randomUUID(), iat, exp };
  }

  private async insertSession(
    db: Database,
    claims: TokenClaims,
    userAgent: string | undefined,
    origin: { renewedFrom: string | null; loggedInAt: Date },
  ): Promise<void> {
    await db.insert(sessions).values({
      id: claims.jti,
      userId: claims.sub,
      createdAt: new Date(claims.iat * 1000),
      expiresAt: new Date(claims.exp * 1000),
      authenticatedAt: origin.loggedInAt,
      renewedFrom: origin.renewedFrom,
      userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    });
  }

  /**
   * The user behind a token, when the token is genuine and its session row live. `answerPath`:
   * the URL of a route with answers kept in the database, read in the same query.
   */
  async authenticate(
    token: string | undefined,
    answerPath: string | null = null,
  ): Promise<Authentication | null> {
    if (!token) return null;
    const now = this.clock.now();
    const claims = this.tokens.verify(token, now);
    if (!claims) return null;
    const answer =
      answerPath === null ? undefined : { path: answerPath, day: todayInAmsterdam(now) };
    const live =
      this.cache.recall(claims.jti, claims.sub) ?? (await this.lookUp(claims, now, answer));
    if (!live) return null;
    // The role comes from the database, so a changed role applies at once.
    const auth: Authentication = { user: live.user, claims: { ...claims, role: live.user.role } };
    if (live.answersVersion !== undefined) auth.answersVersion = live.answersVersion;
    if (live.keptAnswer) auth.keptAnswer = live.keptAnswer;
    return auth;
  }

  private async lookUp(
    claims: TokenClaims,
    now: Date,
    answer: SessionKey['answer'],
  ): Promise<LiveSession | undefined> {
    const generation = this.cache.generation();
    const live = await this.lookUpLive({ jti: claims.jti, sub: claims.sub, now, answer });
    if (live) this.cache.remember(claims.jti, claims.sub, live, generation);
    return live;
  }

  /** True once more than half of the token's lifetime has passed. */
  isPastHalfLife(claims: TokenClaims): boolean {
    const nowSeconds = this.clock.now().getTime() / 1000;
    return nowSeconds - claims.iat > (claims.exp - claims.iat) / 2;
  }

  /**
   * Replaces a session by a fresh one; the old token lapses after a short grace period. Both
   * rows change in one transaction: never a shortened old session without its successor.
   *
   * A session is renewed once. Asked again (a second tab, a retried request) it answers with the
   * successor it already issued, so one login never turns into two live sessions. Null when the
   * session cannot be renewed: its successor has ended or been renewed itself, or a new session
   * would not outlive this one because the absolute lifetime from login is reached; the user then
   * logs in again once this one expires.
   */
  async renew(auth: Authentication, userAgent: string | undefined): Promise<IssuedSession | null> {
    const now = this.clock.now();
    const graceEnd = new Date(now.getTime() + RENEWAL_GRACE_MS);
    // Logged in after this moment: a renewal still gets more time than the current token has.
    const extendableAfter = new Date((auth.claims.exp - this.maxSeconds) * 1000);
    const jti = auth.claims.jti;
    const claims = await this.db.transaction(async (tx) => {
      // Marking the row renewed takes its lock: a simultaneous renewal waits here and then
      // finds it renewed.
      const [renewed] = await tx
        .update(sessions)
        .set({
          expiresAt: sql`least(${sessions.expiresAt}, ${graceEnd.toISOString()}::timestamptz)`,
          renewedAt: now,
        })
        .where(
          and(
            eq(sessions.id, jti),
            isNull(sessions.renewedAt),
            isNull(sessions.revokedAt),
            gt(sessions.authenticatedAt, extendableAfter),
          ),
        )
        .returning({ loggedInAt: sessions.authenticatedAt });
      if (renewed) {
        const fresh = this.newClaims(auth.user, renewed.loggedInAt);
        await this.insertSession(tx, fresh, userAgent, {
          renewedFrom: jti,
          loggedInAt: renewed.loggedInAt,
        });
        return fresh;
      }
      return this.liveSuccessor(tx, auth, now);
    });
    if (!claims) return null;
    this.cache.forgetSessions([jti]);
    return { token: await this.tokens.sign(claims), claims };
  }

  /** The claims of the live, not yet renewed session that replaced this one, if any. */
  private async liveSuccessor(
    db: Database,
    auth: Authentication,
    now: Date,
  ): Promise<TokenClaims | null> {
    const [successor] = await db
      .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(
        and(
          eq(sessions.renewedFrom, auth.claims.jti),
          eq(sessions.userId, auth.user.id),
          isNull(sessions.revokedAt),
          isNull(sessions.renewedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .limit(1);
    if (!successor) return null;
    return {
      sub: auth.user.id,
      role: auth.user.role,
      jti: successor.id,
      iat: Math.floor(successor.createdAt.getTime() / 1000),
      exp: Math.floor(successor.expiresAt.getTime() / 1000),
    };
  }

  /**
   * Ends a session and the one it was renewed from (still inside its grace period), in one
   * statement: the renewed-from row is only ended when this one was still live.
   */
  async revoke(sessionId: string): Promise<void> {
    const now = this.clock.now();
    const ended = this.db.$with('ended').as(
      this.db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ renewedFrom: sessions.renewedFrom }),
    );
    const renewedFrom = await this.db
      .with(ended)
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          inArray(sessions.id, this.db.select({ id: ended.renewedFrom }).from(ended)),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id });
    this.cache.forgetSessions([sessionId, ...renewedFrom.map((row) => row.id)]);
  }

  /**
   * One statement; pass a transaction to make it part of a larger change. The cache forgets the
   * user before the transaction commits: on the embedded database no other query runs while a
   * transaction is open, so a lookup after this point reads the outcome.
   */
  async revokeAllOfUser(userId: string, db: Database = this.db): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    this.cache.forgetUser(userId);
  }

  /**
   * Ends every live session of the user except `keepSessionId` (the one making the request),
   * e.g. after a password change; one statement, on `db` (pass the change's transaction).
   */
  async revokeOthersOfUser(
    userId: string,
    keepSessionId: string,
    db: Database = this.db,
  ): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          ne(sessions.id, keepSessionId),
        ),
      );
    this.cache.forgetUser(userId);
  }

  /**
   * The account changed (its e-mail address, its username): the sessions stay, and the next
   * request of each reads the account again instead of a cached copy.
   */
  forgetUser(userId: string): void {
    this.cache.forgetUser(userId);
  }
}
