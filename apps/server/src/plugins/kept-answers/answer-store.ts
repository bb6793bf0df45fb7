import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oncePerDatabase, preparedReads } from '../../db/prepared-statement';
import { keptAnswers } from '../../db/schema';
import type { AnswerStamp } from './answer-cache';

export interface KeptAnswer {
  userId: string;
  path: string;
  stamp: AnswerStamp;
  body: string;
}

/** The kept answer of `path` for the investor, if it was computed at `stamp`. */
export async function storedAnswer(
  db: Database,
  userId: string,
  path: string,
  stamp: AnswerStamp,
): Promise<string | undefined> {
  const [row] = await storedAnswerStatement(db).execute({ userId, path, stamp });
  return row?.body;
}

const storedAnswerStatement = oncePerDatabase((db) =>
  preparedReads(db)
    .select({ body: keptAnswers.body })
    .from(keptAnswers)
    .where(
      and(
        eq(keptAnswers.userId, sql.placeholder('userId')),
        eq(keptAnswers.path, sql.placeholder('path')),
        eq(keptAnswers.stamp, sql.placeholder('stamp')),
      ),
    )
    .prepare('kept_answer'),
);

/**
 * Keeps answers, replacing what was kept for the same investor and path. Two instances that
 * computed one at different stamps may overwrite each other; a reader at the other stamp then
 * computes it again: never a wrong answer, at worst one more computation.
 */
export async function storeAnswers(db: Database, answers: readonly KeptAnswer[]): Promise<void> {
  if (answers.length === 0) return;
  await db
    .insert(keptAnswers)
    .values([...answers])
    .onConflictDoUpdate({
      target: [keptAnswers.userId, keptAnswers.path],
      set: { stamp: sql`excluded.stamp`, body: sql`excluded.body` },
    });
}
