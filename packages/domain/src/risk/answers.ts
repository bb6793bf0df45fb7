import {
  STATEMENT_KEYS,
  type GivenAnswer,
  type QuestionnaireQuestion,
  type StatementKey,
} from './types';

/**
 * True only when every question has an answer, and that answer is one of the question's own
 * options (spec §5: "answers are complete only when every question has an answer").
 */
export function isComplete(
  questions: readonly Pick<QuestionnaireQuestion, 'id' | 'answers'>[],
  answers: readonly GivenAnswer[],
): boolean {
  return questions.every((question) =>
    answers.some(
      (given) =>
        given.questionId === question.id &&
        question.answers.some((option) => option.id === given.answerId),
    ),
  );
}

/** Every problem with a set of answers, as Dutch messages; empty when they can be scored. */
export function answerProblems(
  questions: readonly QuestionnaireQuestion[],
  answers: readonly GivenAnswer[],
): string[] {
  const problems: string[] = [];
  const seen = new Set<number>();
  for (const given of answers) {
    const index = questions.findIndex((question) => question.id === given.questionId);
    const question = questions[index];
    if (!question) {
      problems.push(`Vraag ${given.questionId} hoort niet bij deze vragenlijst.`);
      continue;
    }
    if (seen.has(given.questionId)) {
      problems.push(`Vraag ${index + 1} is meer dan eens beantwoord.`);
    }
    seen.add(given.questionId);
    if (!question.answers.some((option) => option.id === given.answerId)) {
      problems.push(`Het antwoord op vraag ${index + 1} is geen van de mogelijke antwoorden.`);
    }
  }
  questions.forEach((question, index) => {
    if (!seen.has(question.id)) problems.push(`Beantwoord vraag ${index + 1}.`);
  });
  return problems;
}

/** The statements not (yet) agreed to, in the order of the questionnaire. */
export function missingStatements(
  accepted: Partial<Record<StatementKey, boolean>>,
): StatementKey[] {
  return STATEMENT_KEYS.filter((key) => accepted[key] !== true);
}
