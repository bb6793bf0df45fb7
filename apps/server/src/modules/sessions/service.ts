import { randomUUID } from 'node:crypto';
import type { Role, TokenClaims } from '@bp/api-schema';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { SessionTokens } from '../../security/session-token';

export interface AuthenticatedUser {
  id: string;
  email: string;
  role: Role;
  username: string | null;
}

export interface Authentication {
  user: AuthenticatedUser;
  claims: TokenClaims;
}

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
  /**
   * The one query behind every authenticated request: the session row, live, and its active
   * user. Built once and prepared under a name, so PostgreSQL parses and plans it once per
   * connection instead of on every request.
   */
  private readonly liveSessionUser;

  constructor(
    private readonly db: Database,
    private readonly tokens: SessionTokens,
    private readonly clock: Clock,
    private readonly ttlMinutes: number,
  ) {
    this.liveSessionUser = db
      .select({ id: users.id, email: users.email, role: users.role, username: users.username })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('jti')),
          eq(sessions.userId, sql.placeholder('sub')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          eq(users.status, 'active'),
        ),
      )
      .limit(1)
      .prepare('live_session_user');
  }

  get ttlSeconds(): number {
    return this.ttlMinutes * 60;
  }

  async start(
    user: { id: string; role: Role },
    userAgent: string | undefined,
  ): Promise<IssuedSession> {
    const claims = this.newClaims(user);
    await this.insertSession(this.db, claims, userAgent, null);
    return { token: await this.tokens.sign(claims), claims };
  }

  private newClaims(user: { id: string; role: Role }): TokenClaims {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    return { sub: user.id, role: user.role, jti: randomUUID(), iat, exp: iat + this.ttlSeconds };
  }

  private async insertSession(
    db: Database,
    claims: TokenClaims,
    userAgent: string | undefined,
    renewedFrom: string | null,
  ): Promise<void> {
    await db.insert(sessions).values({
      id: claims.jti,
      userId: claims.sub,
      createdAt: new Date(claims.iat * 1000),
      expiresAt: new Date(claims.exp * 1000),
      renewedFrom,
      userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    });
  }

  /** The user behind a token, when the token is genuine and its session row live. */
  async authenticate(token: string | undefined): Promise<Authentication | null> {
    if (!token) return null;
    const now = this.clock.now();
    const claims = await this.tokens.verify(token, now);
    if (!claims) return null;
    const [row] = await this.liveSessionUser.execute({ jti: claims.jti, sub: claims.sub, now });
    if (!row) return null;
    // The role comes from the database, so a changed role applies at once.
    return { user: row, claims: { ...claims, role: row.role } };
  }

  /** True once more than half of the token's lifetime has passed. */
  isPastHalfLife(claims: TokenClaims): boolean {
    const nowSeconds = this.clock.now().getTime() / 1000;
    return nowSeconds - claims.iat > (claims.exp - claims.iat) / 2;
  }

  /**
   * Replaces a session by a fresh one; the old token lapses after a short grace period. Both
   * rows change in one transaction: never a shortened old session without its successor.
   */
  async renew(auth: Authentication, userAgent: string | undefined): Promise<IssuedSession> {
    const graceEnd = new Date(this.clock.now().getTime() + RENEWAL_GRACE_MS);
    const claims = this.newClaims(auth.user);
    await this.db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({
          expiresAt: sql`least(${sessions.expiresAt}, ${graceEnd.toISOString()}::timestamptz)`,
        })
        .where(eq(sessions.id, auth.claims.jti));
      await this.insertSession(tx, claims, userAgent, auth.claims.jti);
    });
    return { token: await this.tokens.sign(claims), claims };
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
    await this.db
      .with(ended)
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          inArray(sessions.id, this.db.select({ id: ended.renewedFrom }).from(ended)),
          isNull(sessions.revokedAt),
        ),
      );
  }

  /** One statement; pass a transaction to make it part of a larger change. */
  async revokeAllOfUser(userId: string, db: Database = this.db): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }
}
