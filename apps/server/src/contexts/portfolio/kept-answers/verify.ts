import { firstDayOfMonth, type CalendarDate } from '@bp/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { investorVersions, keptAnswers } from '../../../db/schema';
import { standardAnswersOf } from './standard-answers';

export interface KeptAnswerVerification {
  /** Investors whose served answers were computed again. */
  investors: number;
  /** Kept answers at the current stamp, computed again and compared. */
  answers: number;
  /** Each kept answer whose text differs from what is computed now, or that is no longer one. */
  differences: { userId: string; path: string }[];
}

const BATCH = 200;

/** Investors whose kept answers `npm run ledger:verify` recomputes by default. */
export const KEPT_ANSWER_SAMPLE = 500;

/** A kept answer is served today when it is kept at the investor's current version for `day`. */
const servedToday = (day: CalendarDate) =>
  eq(keptAnswers.stamp, sql`${investorVersions.version}::text || '@' || ${day}`);

/**
 * Computes the kept answers that are served today again, with the same code as the routes, and
 * compares the text: a kept answer that a write forgot to make stale shows here. Answers at
 * another stamp are never served: not compared.
 *
 * Every investor's by default; with `sample`, that many investors drawn at random. Recomputing
 * everyone costs about as long as the daily job (7,7 min at 10.000 investors), and a write path
 * that forgets the version leaves the answers of every investor it touches stale: 500 random
 * investors find a fault that touches 1 % of them with 99 % certainty.
 */
export async function verifyKeptAnswers(
  db: Database,
  day: CalendarDate,
  options: { sample?: number } = {},
): Promise<KeptAnswerVerification> {
  const result: KeptAnswerVerification = { investors: 0, answers: 0, differences: [] };
  if (options.sample !== undefined) {
    await verifyInvestors(db, day, await sampledInvestors(db, day, options.sample), result);
    return result;
  }
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const investors = await db
      .selectDistinct({ userId: keptAnswers.userId })
      .from(keptAnswers)
      .innerJoin(investorVersions, eq(investorVersions.userId, keptAnswers.userId))
      .where(and(gt(keptAnswers.userId, after), servedToday(day)))
      .orderBy(keptAnswers.userId)
      .limit(BATCH);
    await verifyInvestors(db, day, investors, result);
    const last = investors.at(-1);
    if (!last || investors.length < BATCH) return result;
    after = last.userId;
  }
}

async function sampledInvestors(db: Database, day: CalendarDate, size: number) {
  const served = db
    .selectDistinct({ userId: keptAnswers.userId })
    .from(keptAnswers)
    .innerJoin(investorVersions, eq(investorVersions.userId, keptAnswers.userId))
    .where(servedToday(day))
    .as('served');
  return db
    .select({ userId: served.userId })
    .from(served)
    .orderBy(sql`random()`)
    .limit(size);
}

async function verifyInvestors(
  db: Database,
  day: CalendarDate,
  investors: readonly { userId: string }[],
  result: KeptAnswerVerification,
): Promise<void> {
  const dates = { today: day, primo: firstDayOfMonth(day) };
  for (const { userId } of investors) {
    const served = await db
      .select({ path: keptAnswers.path, body: keptAnswers.body })
      .from(keptAnswers)
      .innerJoin(investorVersions, eq(investorVersions.userId, keptAnswers.userId))
      .where(and(eq(keptAnswers.userId, userId), servedToday(day)));
    const computed = new Map(
      (await standardAnswersOf(db, userId, dates)).map((answer) => [answer.path, answer.body]),
    );
    result.investors += 1;
    for (const { path, body } of served) {
      result.answers += 1;
      if (computed.get(path) !== body) result.differences.push({ userId, path });
    }
  }
}
