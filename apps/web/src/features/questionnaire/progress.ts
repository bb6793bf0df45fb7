import { STATEMENT_KEYS, type RiskProfileInfo, type StatementKeyValue } from '@bp/api-schema';
import { isComplete, type RiskProfileCode } from '@bp/domain';
import type {
  CalculationQuestionnaireState,
  QuestionnaireAnswer,
  QuestionnaireQuestion,
} from '../../lib/questionnaire-progress';

/**
 * The questionnaire's progress as the flows keep it (spec §3: activeQuestion, answers, the four
 * statements, questions, riskProfiles, riskSelection, score, scoreOne, scoreTwo).
 */
export type QuestionnaireProgress = CalculationQuestionnaireState;

/** What clears the outcome when an answer changes: a profile must rest on the answers given. */
export const NO_OUTCOME: Pick<
  QuestionnaireProgress,
  'score' | 'scoreOne' | 'scoreTwo' | 'riskProfiles' | 'riskSelection'
> = { score: null, scoreOne: null, scoreTwo: null, riskProfiles: [], riskSelection: null };

export function answerOf(
  answers: readonly QuestionnaireAnswer[],
  questionId: number,
): number | null {
  return answers.find((given) => given.questionId === questionId)?.answer ?? null;
}

/** The answers with `answerId` for `questionId`, replacing an earlier answer to that question. */
export function withAnswer(
  answers: readonly QuestionnaireAnswer[],
  questionId: number,
  answerId: number,
): QuestionnaireAnswer[] {
  const others = answers.filter((given) => given.questionId !== questionId);
  return [...others, { questionId, answer: answerId }];
}

/** Spec §5: complete only when every question has an answer (one of its own options). */
export function answersComplete(
  questions: readonly QuestionnaireQuestion[],
  answers: readonly QuestionnaireAnswer[],
): boolean {
  return (
    questions.length > 0 &&
    isComplete(
      questions,
      answers.map((given) => ({ questionId: given.questionId, answerId: given.answer })),
    )
  );
}

/** Index of the first question without a valid answer, or -1 when all are answered. */
export function firstUnanswered(
  questions: readonly QuestionnaireQuestion[],
  answers: readonly QuestionnaireAnswer[],
): number {
  return questions.findIndex((question) => {
    const chosen = answerOf(answers, question.id);
    return !question.answers.some((option) => option.id === chosen);
  });
}

export type QuestionnaireView =
  | { kind: 'question'; index: number }
  | { kind: 'statements' }
  | { kind: 'result'; selection: RiskProfileCode };

/** What the questionnaire shows: the scored result, else the active question or the statements. */
export function questionnaireView(
  progress: QuestionnaireProgress,
  questions: readonly QuestionnaireQuestion[],
): QuestionnaireView {
  const selection = progress.riskSelection;
  if (
    progress.score !== null &&
    selection !== null &&
    answersComplete(questions, progress.answers)
  ) {
    return { kind: 'result', selection };
  }
  const index = Math.min(Math.max(0, Math.trunc(progress.activeQuestion)), questions.length);
  return index >= questions.length ? { kind: 'statements' } : { kind: 'question', index };
}

export function statementsOf(progress: QuestionnaireProgress): Record<StatementKeyValue, boolean> {
  return {
    firstStatement: progress.firstStatement,
    secondStatement: progress.secondStatement,
    thirdStatement: progress.thirdStatement,
    questionEleven: progress.questionEleven,
  };
}

export function allStatementsAgreed(progress: QuestionnaireProgress): boolean {
  return STATEMENT_KEYS.every((key) => progress[key]);
}

/**
 * The profiles an investor may calculate with: the advised one and every safer one (choosing
 * more risk than advised is not offered), safest first.
 */
export function selectableProfiles(
  advised: RiskProfileCode,
  profiles: readonly Pick<RiskProfileInfo, 'code'>[],
): RiskProfileCode[] {
  const index = profiles.findIndex((profile) => profile.code === advised);
  if (index < 0) return [advised];
  return profiles.slice(0, index + 1).map((profile) => profile.code);
}
