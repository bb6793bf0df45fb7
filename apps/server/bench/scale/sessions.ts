import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { contracts, sessions, users } from '../../src/db/schema';
import { SessionTokens } from '../../src/security/session-token';
import { inBatches } from '../../src/seed/large-contracts';

/** The server's JWT_SECRET in the bench: the bench signs the sessions it mints with it. */
export const SCALE_JWT_SECRET = 'scale-bench-secret-long-enough-for-hs256-signing';
/**
 * The server's SESSION_TTL_MINUTES in the bench: long, so no token passes half its life during
 * the run (the server would renew it and shorten the old one to its grace period).
 */
export const SCALE_SESSION_MINUTES = 24 * 60;

export interface InvestorSession {
  userId: string;
  email: string;
  /** `token=…`, as the browser sends it. */
  cookie: string;
  contracts: { id: number; startDate: string; endDate: string | null }[];
}

/** Every active investor with contracts, sorted by e-mail address, with their contracts. */
export async function investorsWithContracts(
  db: Database,
): Promise<Omit<InvestorSession, 'cookie'>[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      contractId: contracts.id,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
    })
    .from(users)
    .innerJoin(contracts, eq(contracts.userId, users.id))
    .where(sql`${users.role} = 'investor' and ${users.status} = 'active'`)
    .orderBy(asc(users.email), asc(contracts.id));
  const byUser = new Map<string, Omit<InvestorSession, 'cookie'>>();
  for (const row of rows) {
    const investor = byUser.get(row.userId) ?? {
      userId: row.userId,
      email: row.email,
      contracts: [],
    };
    investor.contracts.push({
      id: row.contractId,
      startDate: row.startDate,
      endDate: row.endDate,
    });
    byUser.set(row.userId, investor);
  }
  return [...byUser.values()];
}

/**
 * Sessions as a login starts them (identity/sessions/service.ts), without the 10.000 argon2
 * checks of real logins: a `sessions` row per investor and a JWT with jti = its id and sub =
 * the user, signed with the server's secret.
 */
export async function mintSessions(
  db: Database,
  investors: readonly Omit<InvestorSession, 'cookie'>[],
): Promise<InvestorSession[]> {
  const tokens = new SessionTokens(SCALE_JWT_SECRET);
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + SCALE_SESSION_MINUTES * 60;
  const minted = await Promise.all(
    investors.map(async (investor) => {
      const jti = randomUUID();
      const token = await tokens.sign({ sub: investor.userId, role: 'investor', jti, iat, exp });
      return { ...investor, jti, cookie: `token=${token}` };
    }),
  );
  await inBatches(minted, (batch) =>
    db.insert(sessions).values(
      batch.map((session) => ({
        id: session.jti,
        userId: session.userId,
        createdAt: new Date(iat * 1000),
        authenticatedAt: new Date(iat * 1000),
        expiresAt: new Date(exp * 1000),
        userAgent: 'bench:scale',
      })),
    ),
  );
  return minted.map(({ jti: _jti, ...session }) => session);
}

/** The minted sessions of earlier runs: gone, so a reused database does not keep growing. */
export async function removeMintedSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userAgent, 'bench:scale'));
}

/** `count` different investors drawn at random (all of them when there are fewer). */
export function sample<T>(items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy.slice(0, count);
}
