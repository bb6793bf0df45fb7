import { DATA_EXPORT_TOKEN_LIFETIME_MS, type DataExportAuthorisation } from '@bp/api-schema';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { dataExportAuthorisations, sessions } from '../../db/schema';
import { hashOneTimeToken, newOneTimeToken } from '../../security/one-time-token';
import { confirmPasswordAndCode, type Authentication } from '../identity';

export const EXPORT_PATH = '/api/users/me/export';

/**
 * The password asked again, and the code when two-step verification is on (identity's
 * confirmPasswordAndCode: 422 when wrong, 429 after five misses),
 * authorises ONE download: a random token, stored as its hash, for this user and this session,
 * for DATA_EXPORT_TOKEN_LIFETIME_MS.
 */
export async function authoriseExport(
  ctx: Pick<AppContext, 'db' | 'config' | 'hasher' | 'limiter' | 'clock'>,
  auth: Authentication,
  confirmation: { password: string; code?: string | undefined },
): Promise<DataExportAuthorisation> {
  await confirmPasswordAndCode(ctx, auth.user.id, confirmation, { password: 'password' });
  const { token, tokenHash } = newOneTimeToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_TOKEN_LIFETIME_MS);
  await ctx.db.insert(dataExportAuthorisations).values({
    userId: auth.user.id,
    sessionId: auth.claims.jti,
    tokenHash,
    createdAt: now,
    expiresAt,
  });
  return {
    downloadToken: token,
    expiresAt: expiresAt.toISOString(),
    downloadUrl: `${EXPORT_PATH}?token=${encodeURIComponent(token)}`,
  };
}

/**
 * Uses the token up in one statement (two simultaneous downloads cannot both start). True when
 * it was this user's, unused, unexpired and given to this session (or to the one it renewed:
 * the health check may renew a session between the password and the download).
 */
export async function useExportToken(
  db: Database,
  clock: Clock,
  auth: Authentication,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const [session] = await db
    .select({ renewedFrom: sessions.renewedFrom })
    .from(sessions)
    .where(eq(sessions.id, auth.claims.jti));
  const sessionIds = [auth.claims.jti, ...(session?.renewedFrom ? [session.renewedFrom] : [])];
  const now = clock.now();
  const used = await db
    .update(dataExportAuthorisations)
    .set({ usedAt: now })
    .where(
      and(
        eq(dataExportAuthorisations.tokenHash, hashOneTimeToken(token)),
        eq(dataExportAuthorisations.userId, auth.user.id),
        inArray(dataExportAuthorisations.sessionId, sessionIds),
        isNull(dataExportAuthorisations.usedAt),
        gt(dataExportAuthorisations.expiresAt, now),
      ),
    )
    .returning({ id: dataExportAuthorisations.id });
  return used.length === 1;
}
