import { firstDayOfMonth, type CalendarDate } from '@bp/domain';
import { and, eq, gt, notExists, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { investorVersions, keptAnswers, users } from '../../../db/schema';
import { answerStamp, storeAnswers } from '../../../plugins/kept-answers';
import { SUMMARIES_PATH, standardAnswersOf } from './standard-answers';

export interface RefreshResult {
  investors: number;
  answers: number;
  /** One line per investor whose answers could not be computed; the others were kept. */
  errors: string[];
}

const BATCH = 200;

/**
 * Keeps the standard answers of every investor whose overview is not kept at their current
 * version on `day` (a write raised the version, or the day moved on), so a page opens from one
 * row. Each investor's answers are computed at the version read before them: a write while they
 * are computed leaves them under a version that is no longer current, for the next run or read.
 * What was kept for another day or a period no longer standard is removed with it.
 */
export async function refreshKeptAnswers(db: Database, day: CalendarDate): Promise<RefreshResult> {
  const result: RefreshResult = { investors: 0, answers: 0, errors: [] };
  const dates = { today: day, primo: firstDayOfMonth(day) };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await staleInvestors(db, day, after);
    for (const { userId, version } of batch) {
      try {
        const stamp = answerStamp(version, day);
        const answers = await standardAnswersOf(db, userId, dates);
        await db.transaction(async (tx) => {
          await tx.delete(keptAnswers).where(
            and(
              eq(keptAnswers.userId, userId),
              notInArray(
                keptAnswers.path,
                answers.map((answer) => answer.path),
              ),
            ),
          );
          await storeAnswers(
            tx,
            answers.map((answer) => ({ ...answer, userId, stamp })),
          );
        });
        result.investors += 1;
        result.answers += answers.length;
      } catch (error) {
        // The first line only: a failed statement's message lists its parameters, the answers.
        const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        result.errors.push(`${userId}: ${message?.slice(0, 300)}`);
      }
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return result;
    after = last.userId;
  }
}

/** The next investors (by id, after `after`) whose overview is not kept at today's stamp. */
function staleInvestors(db: Database, day: CalendarDate, after: string) {
  const kept = db
    .select({ one: sql`1` })
    .from(keptAnswers)
    .where(
      and(
        eq(keptAnswers.userId, investorVersions.userId),
        eq(keptAnswers.path, SUMMARIES_PATH),
        eq(keptAnswers.stamp, sql`${investorVersions.version}::text || '@' || ${day}`),
      ),
    );
  return db
    .select({
      userId: investorVersions.userId,
      version: sql<string>`${investorVersions.version}::text`,
    })
    .from(investorVersions)
    .innerJoin(users, eq(users.id, investorVersions.userId))
    .where(and(eq(users.role, 'investor'), gt(investorVersions.userId, after), notExists(kept)))
    .orderBy(investorVersions.userId)
    .limit(BATCH);
}
