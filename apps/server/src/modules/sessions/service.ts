import { randomUUID } from 'node:crypto';
import type { Role, TokenClaims } from '@bp/api-schema';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
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
  constructor(
    private readonly db: Database,
    private readonly tokens: SessionTokens,
    private readonly clock: Clock,
    private readonly ttlMinutes: number,
  ) {}

  get ttlSeconds(): number {
    return this.ttlMinutes * 60;
  }

  async start(
    user: { id: string; role: Role },
    userAgent: string | undefined,
    renewedFrom: string | null = null,
  ): Promise<IssuedSession> {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const claims: TokenClaims = {
      sub: user.id,
      role: user.role,
      jti: randomUUID(),
      iat,
      exp: iat + this.ttlSeconds,
    };
    await this.db.insert(sessions).values({
      id: claims.jti,
      userId: user.id,
      createdAt: new Date(iat * 1000),
      expiresAt: new Date(claims.exp * 1000),
      renewedFrom,
      userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    });
    return { token: await this.tokens.sign(claims), claims };
  }

  /** The user behind a token, when the token is genuine and its session row live. */
  async authenticate(token: string | undefined): Promise<Authentication | null> {
    if (!token) return null;
    const now = this.clock.now();
    const claims = await this.tokens.verify(token, now);
    if (!claims) return null;
    const [row] = await this.db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        username: users.username,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, claims.jti),
          eq(sessions.userId, claims.sub),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          eq(users.status, 'active'),
        ),
      )
      .limit(1);
    if (!row) return null;
    // The role comes from the database, so a changed role applies at once.
    return { user: row, claims: { ...claims, role: row.role } };
  }

  /** True once more than half of the token's lifetime has passed. */
  isPastHalfLife(claims: TokenClaims): boolean {
    const nowSeconds = this.clock.now().getTime() / 1000;
    return nowSeconds - claims.iat > (claims.exp - claims.iat) / 2;
  }

  /** Replaces a session by a fresh one; the old token lapses after a short grace period. */
  async renew(auth: Authentication, userAgent: string | undefined): Promise<IssuedSession> {
    const graceEnd = new Date(this.clock.now().getTime() + RENEWAL_GRACE_MS);
    await this.db
      .update(sessions)
      .set({ expiresAt: sql`least(${sessions.expiresAt}, ${graceEnd.toISOString()}::timestamptz)` })
      .where(eq(sessions.id, auth.claims.jti));
    return this.start(auth.user, userAgent, auth.claims.jti);
  }

  /** Ends a session and the one it was renewed from (still inside its grace period). */
  async revoke(sessionId: string): Promise<void> {
    const now = this.clock.now();
    const [ended] = await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ renewedFrom: sessions.renewedFrom });
    if (ended?.renewedFrom) {
      await this.db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, ended.renewedFrom), isNull(sessions.revokedAt)));
    }
  }

  async revokeAllOfUser(userId: string, db: Database = this.db): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }
}
