import { firstDayOfMonth, type CalendarDate } from '@bp/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { investorVersions, keptAnswers } from '../../../db/schema';
import { standardAnswersOf } from './standard-answers';

export interface KeptAnswerVerification {
  /** Kept answers at the current stamp, computed again and compared. */
  answers: number;
  /** Each kept answer whose text differs from what is computed now, or that is no longer one. */
  differences: { userId: string; path: string }[];
}

const BATCH = 200;

/**
 * Computes every kept answer that is served today (kept at the investor's current version for
 * `day`) again, with the same code as the routes, and compares the text: a kept answer that a
 * write forgot to make stale shows here. Answers at another stamp are never served: not compared.
 */
export async function verifyKeptAnswers(
  db: Database,
  day: CalendarDate,
): Promise<KeptAnswerVerification> {
  const result: KeptAnswerVerification = { answers: 0, differences: [] };
  const dates = { today: day, primo: firstDayOfMonth(day) };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const investors = await db
      .selectDistinct({ userId: keptAnswers.userId })
      .from(keptAnswers)
      .innerJoin(investorVersions, eq(investorVersions.userId, keptAnswers.userId))
      .where(
        and(
          gt(keptAnswers.userId, after),
          eq(keptAnswers.stamp, sql`${investorVersions.version}::text || '@' || ${day}`),
        ),
      )
      .orderBy(keptAnswers.userId)
      .limit(BATCH);
    for (const { userId } of investors) {
      const served = await db
        .select({ path: keptAnswers.path, body: keptAnswers.body })
        .from(keptAnswers)
        .innerJoin(investorVersions, eq(investorVersions.userId, keptAnswers.userId))
        .where(
          and(
            eq(keptAnswers.userId, userId),
            eq(keptAnswers.stamp, sql`${investorVersions.version}::text || '@' || ${day}`),
          ),
        );
      const computed = new Map(
        (await standardAnswersOf(db, userId, dates)).map((answer) => [answer.path, answer.body]),
      );
      for (const { path, body } of served) {
        result.answers += 1;
        if (computed.get(path) !== body) result.differences.push({ userId, path });
      }
    }
    const last = investors.at(-1);
    if (!last || investors.length < BATCH) return result;
    after = last.userId;
  }
}
