import { type PGlite, protocol } from '@electric-sql/pglite';
import { roleSchema } from '@bp/api-schema';
import type { CalendarDate } from '@bp/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { namedStatement } from '../../../db/prepared-statement';
import { investorVersions, keptAnswers, sessions, users } from '../../../db/schema';
import type { LiveSession } from './live-session-cache';

export interface SessionKey {
  /** The session id (the token's jti). */
  jti: string;
  /** The user id the token names (its sub). */
  sub: string;
  now: Date;
  /**
   * The URL of a route whose answers are kept in the database, and today: the lookup also reads
   * the investor's kept answer of it at their current version (plugins/kept-answers), so a kept
   * page costs one query.
   */
  answer?: { path: string; day: CalendarDate };
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
      keptAnswer: keptAnswers.body,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(investorVersions, eq(investorVersions.userId, sessions.userId))
    .leftJoin(
      keptAnswers,
      and(
        eq(keptAnswers.userId, sessions.userId),
        eq(keptAnswers.path, sql.placeholder('path')),
        eq(
          keptAnswers.stamp,
          sql`coalesce(${investorVersions.version}, 0)::text || '@' || ${sql.placeholder('day')}`,
        ),
      ),
    )
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
    const [row] = await statement.execute({
      jti: key.jti,
      sub: key.sub,
      now: key.now,
      ...answerParameters(key),
    });
    if (!row) return undefined;
    const { expiresAt, answersVersion, keptAnswer, ...user } = row;
    const live: LiveSession = { user, expiresAt, answersVersion };
    if (key.answer) live.keptAnswer = { ...key.answer, version: answersVersion, body: keptAnswer };
    return live;
  };
}

const STATEMENT = 'live_session_user';
const UUID = 2950;
const TIMESTAMPTZ = 1184;
const TEXT = 25;
/** The same query as preparedLookup, the expiry as epoch milliseconds (no text date to parse). */
const LOOKUP_SQL = `select u.id, u.email, u.role, u.username,
    (extract(epoch from s.expires_at) * 1000)::float8 as expires_ms,
    coalesce(v.version, 0)::text as answers_version, k.body as kept_answer
  from sessions s join users u on u.id = s.user_id
    left join investor_versions v on v.user_id = s.user_id
    left join kept_answers k on k.user_id = s.user_id and k.path = $4
      and k.stamp = coalesce(v.version, 0)::text || '@' || $5
  where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > $3
    and u.status = 'active'
  limit 1`;

/**
 * The embedded database: a statement prepared once under a name, then only Bind + Execute +
 * Sync per lookup (db/prepared-statement.ts); measured by lookup-cost.script.ts, this is about
 * 5 to 8 times cheaper than PGlite's own `query`.
 */
export function embeddedLookup(client: PGlite): LiveSessionLookup {
  const statement = namedStatement(client, STATEMENT, LOOKUP_SQL, [
    UUID,
    UUID,
    TIMESTAMPTZ,
    TEXT,
    TEXT,
  ]);
  return async (key) => {
    const { path, day } = answerParameters(key);
    const messages = await statement.run([key.jti, key.sub, key.now.toISOString(), path, day]);
    const row = messages.find((message) => message instanceof protocol.messages.DataRowMessage);
    return row ? liveSessionOf(row.fields, key) : undefined;
  };
}

/** Without a kept route, a path no answer is kept under: the join finds nothing. */
function answerParameters(key: SessionKey): { path: string; day: string } {
  return key.answer ?? { path: '', day: '' };
}

function liveSessionOf(fields: (string | null)[], key: SessionKey): LiveSession {
  const [id, email, role, username, expiresMs, answersVersion, keptAnswer] = fields;
  if (id == null || email == null || role == null || expiresMs == null || answersVersion == null) {
    throw new Error('The session lookup returned an incomplete row');
  }
  const live: LiveSession = {
    user: { id, email, role: roleSchema.parse(role), username: username ?? null },
    expiresAt: new Date(Number(expiresMs)),
    answersVersion,
  };
  if (key.answer)
    live.keptAnswer = { ...key.answer, version: answersVersion, body: keptAnswer ?? null };
  return live;
}
