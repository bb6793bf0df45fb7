import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/client';
import { oneTimeTokens, users } from '../../../db/schema';
import { hashOneTimeToken, newOneTimeToken } from '../../../security/one-time-token';

export type TokenPurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

const HOUR_MS = 60 * 60 * 1000;
export const TOKEN_LIFETIME_MS: Readonly<Record<TokenPurpose, number>> = {
  password_reset: HOUR_MS,
  email_confirmation: 48 * HOUR_MS,
};

/** Single-use mail-link tokens, stored only as their SHA-256 hash. */
export class OneTimeTokenService {
  constructor(private readonly clock: Clock) {}

  /**
   * Issues a token; earlier unused tokens of the same purpose stop working, unless
   * `keepEarlier` (a confirmation link: someone else registering the address again must not
   * void the owner's link; the first one used voids the rest). Both in one transaction (a
   * savepoint inside the caller's), so a failure never leaves the user without the link they
   * already had.
   */
  async issue(
    db: Database,
    userId: string,
    purpose: TokenPurpose,
    { keepEarlier = false }: { keepEarlier?: boolean } = {},
  ): Promise<string> {
    const now = this.clock.now();
    const { token, tokenHash } = newOneTimeToken();
    await db.transaction(async (tx) => {
      if (!keepEarlier) await this.invalidateOpen(tx, userId, purpose);
      await tx.insert(oneTimeTokens).values({
        userId,
        purpose,
        tokenHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
      });
    });
    return token;
  }

  /**
   * Issues a token for the account of an e-mail address, superseding its earlier ones, and does
   * the very same work when the address has no account: the token is generated and the same two
   * statements run, finding no row. So the time it takes does not tell whether an address is
   * known. Returns the token either way (a caller renders its mail either way, too) and whether
   * an account got it.
   */
  async issueForEmail(
    db: Database,
    email: string,
    purpose: TokenPurpose,
  ): Promise<{ token: string; stored: boolean }> {
    const now = this.clock.now();
    const { token, tokenHash } = newOneTimeToken();
    const stored = await db.transaction(async (tx) => {
      const account = tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      await tx
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            inArray(oneTimeTokens.userId, account),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
          ),
        );
      return tx
        .insert(oneTimeTokens)
        .select(
          tx
            .select({
              id: sql`gen_random_uuid()`.as('id'),
              userId: sql`${users.id}`.as('user_id'),
              purpose: sql`${purpose}::one_time_token_purpose`.as('purpose'),
              tokenHash: sql`${tokenHash}`.as('token_hash'),
              createdAt: sql`${now.toISOString()}::timestamptz`.as('created_at'),
              expiresAt:
                sql`${new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString()}::timestamptz`.as(
                  'expires_at',
                ),
              usedAt: sql`null::timestamptz`.as('used_at'),
            })
            .from(users)
            .where(eq(users.email, email)),
        )
        .returning({ userId: oneTimeTokens.userId });
    });
    return { token, stored: stored.length > 0 };
  }

  /** The user a still-usable token belongs to, without using it up. */
  async peek(db: Database, token: string, purpose: TokenPurpose): Promise<string | null> {
    const [row] = await db
      .select({ userId: oneTimeTokens.userId })
      .from(oneTimeTokens)
      .where(this.usable(token, purpose))
      .limit(1);
    return row?.userId ?? null;
  }

  /**
   * Uses the token up in one statement, so two simultaneous requests cannot both succeed.
   * Returns the user it belonged to, or null when unknown, used or expired.
   */
  async consume(db: Database, token: string, purpose: TokenPurpose): Promise<string | null> {
    const [row] = await db
      .update(oneTimeTokens)
      .set({ usedAt: this.clock.now() })
      .where(this.usable(token, purpose))
      .returning({ userId: oneTimeTokens.userId });
    return row?.userId ?? null;
  }

  /** Marks every open token of this purpose as used (superseded). */
  async invalidateOpen(db: Database, userId: string, purpose: TokenPurpose): Promise<void> {
    await db
      .update(oneTimeTokens)
      .set({ usedAt: this.clock.now() })
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
        ),
      );
  }

  private usable(token: string, purpose: TokenPurpose) {
    return and(
      eq(oneTimeTokens.tokenHash, hashOneTimeToken(token)),
      eq(oneTimeTokens.purpose, purpose),
      isNull(oneTimeTokens.usedAt),
      gt(oneTimeTokens.expiresAt, this.clock.now()),
    );
  }
}
