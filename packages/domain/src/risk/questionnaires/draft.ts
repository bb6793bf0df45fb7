import type { AnswerScore, KnockOut, QuestionnaireQuestion, ScoreBlock } from '../types';

/** A question as written, before it gets its ids. */
export interface QuestionDraft {
  question: string;
  answers: AnswerDraft[];
}

export interface AnswerDraft {
  answer: string;
  scores: AnswerScore[];
  knockOut?: KnockOut;
}

/** An answer worth `points` in one block. */
export function option(
  answer: string,
  block: ScoreBlock,
  points: number,
  knockOut?: KnockOut,
): AnswerDraft {
  return { answer, scores: [{ block, points }], ...(knockOut ? { knockOut } : {}) };
}

/**
 * Numbers the questions 1, 2, 3 … and their answers 11, 12 … (question id × 10 + position), the
 * ids the client stores. Ids follow the order, so reordering questions needs a new version.
 */
export function numberQuestions(drafts: readonly QuestionDraft[]): QuestionnaireQuestion[] {
  return drafts.map((draft, questionIndex) => {
    const id = questionIndex + 1;
    if (draft.answers.length > 9) throw new RangeError('A question has at most 9 answers');
    return {
      id,
      question: draft.question,
      answers: draft.answers.map((answer, answerIndex) => ({
        id: id * 10 + answerIndex + 1,
        ...answer,
      })),
    };
  });
}
