import { type PGlite, protocol } from '@electric-sql/pglite';
import { roleSchema } from '@bp/api-schema';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { namedStatement } from '../../../db/prepared-statement';
import { investorVersions, sessions, users } from '../../../db/schema';
import type { LiveSession } from './live-session-cache';

export interface SessionKey {
  /** The session id (the token's jti). */
  jti: string;
  /** The user id the token names (its sub). */
  sub: string;
  now: Date;
}

/**
 * The one query behind every authenticated request: the session row, live at `now`, of the
 * user the token names, and that user active. Undefined when there is no such row.
 */
export type LiveSessionLookup = (key: SessionKey) => Promise<LiveSession | undefined>;

/**
 * drizzle's prepared query under a name: node-postgres parses and plans it once per
 * connection. (drizzle's PGlite driver ignores the name and parses and plans every time.)
 */
export function preparedLookup(db: Database): LiveSessionLookup {
  const statement = db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      username: users.username,
      expiresAt: sessions.expiresAt,
      answersVersion: sql<string>`coalesce(${investorVersions.version}, 0)::text`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(investorVersions, eq(investorVersions.userId, sessions.userId))
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
  return async (key) => {
    const [row] = await statement.execute({ jti: key.jti, sub: key.sub, now: key.now });
    if (!row) return undefined;
    const { expiresAt, answersVersion, ...user } = row;
    return { user, expiresAt, answersVersion };
  };
}

const STATEMENT = 'live_session_user';
const UUID = 2950;
const TIMESTAMPTZ = 1184;
/** The same query as preparedLookup, the expiry as epoch milliseconds (no text date to parse). */
const LOOKUP_SQL = `select u.id, u.email, u.role, u.username,
    (extract(epoch from s.expires_at) * 1000)::float8 as expires_ms,
    coalesce(v.version, 0)::text as answers_version
  from sessions s join users u on u.id = s.user_id
    left join investor_versions v on v.user_id = s.user_id
  where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > $3
    and u.status = 'active'
  limit 1`;

/**
 * The embedded database: a statement prepared once under a name, then only Bind + Execute +
 * Sync per lookup (db/prepared-statement.ts); measured by lookup-cost.script.ts, this is about
 * 5 to 8 times cheaper than PGlite's own `query`.
 */
export function embeddedLookup(client: PGlite): LiveSessionLookup {
  const statement = namedStatement(client, STATEMENT, LOOKUP_SQL, [UUID, UUID, TIMESTAMPTZ]);
  return async ({ jti, sub, now }) => {
    const messages = await statement.run([jti, sub, now.toISOString()]);
    const row = messages.find((message) => message instanceof protocol.messages.DataRowMessage);
    return row ? liveSessionOf(row.fields) : undefined;
  };
}

function liveSessionOf(fields: (string | null)[]): LiveSession {
  const [id, email, role, username, expiresMs, answersVersion] = fields;
  if (id == null || email == null || role == null || expiresMs == null || answersVersion == null) {
    throw new Error('The session lookup returned an incomplete row');
  }
  return {
    user: { id, email, role: roleSchema.parse(role), username: username ?? null },
    expiresAt: new Date(Number(expiresMs)),
    answersVersion,
  };
}
