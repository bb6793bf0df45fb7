import { todayInAmsterdam, type CalendarDate } from '@bp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { oncePerDatabase, preparedReads } from '../../db/prepared-statement';
import { investorVersions } from '../../db/schema';
import type { Authentication } from '../../contexts/identity';
import type { AnswerStamp } from './answer-cache';

/**
 * The stamp a kept answer of this caller must carry: their version, and today (the overview
 * values at today's NAV, a period ends today at the latest). The version comes from the
 * request's own session query; on the embedded database, where a session may come from the
 * process's cache, it is one more read. (Kept answers are not used during an impersonation.)
 */
export async function answerStampOf(
  db: Database,
  clock: Clock,
  auth: Authentication,
): Promise<AnswerStamp> {
  const version = auth.answersVersion ?? (await versionOf(db, auth.user.id));
  return answerStamp(version, todayInAmsterdam(clock.now()));
}

/** The stamp of answers computed at `version` of the investor on `day`. */
export function answerStamp(version: string, day: CalendarDate): AnswerStamp {
  return `${version}@${day}`;
}

async function versionOf(db: Database, userId: string): Promise<string> {
  const [row] = await versionStatement(db).execute({ userId });
  return row?.version ?? '0';
}

const versionStatement = oncePerDatabase((db) =>
  preparedReads(db)
    .select({ version: sql<string>`${investorVersions.version}::text` })
    .from(investorVersions)
    .where(eq(investorVersions.userId, sql.placeholder('userId')))
    .prepare('investor_version'),
);
