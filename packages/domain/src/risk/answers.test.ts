import { describe, expect, it } from 'vitest';
import { answerProblems, isComplete, missingStatements } from './answers';
import { QUESTIONNAIRE_1 } from './questionnaires';
import type { GivenAnswer } from './types';

const questions = QUESTIONNAIRE_1.questions;
const firstAnswers: GivenAnswer[] = questions.map((question) => ({
  questionId: question.id,
  answerId: question.answers[0]?.id ?? 0,
}));

describe('isComplete', () => {
  it('is complete only when every question has an answer', () => {
    expect(isComplete(questions, firstAnswers)).toBe(true);
    expect(isComplete(questions, firstAnswers.slice(1))).toBe(false);
    expect(isComplete(questions, [])).toBe(false);
  });

  it('does not count an answer that belongs to another question', () => {
    const swapped = firstAnswers.map((given, index) =>
      index === 0 ? { questionId: given.questionId, answerId: 21 } : given,
    );
    expect(isComplete(questions, swapped)).toBe(false);
  });

  it('does not depend on the order of the answers', () => {
    expect(isComplete(questions, [...firstAnswers].reverse())).toBe(true);
  });
});

describe('answerProblems', () => {
  it('finds nothing wrong with a full set of answers', () => {
    expect(answerProblems(questions, firstAnswers)).toEqual([]);
  });

  it('names each problem by the question number the investor sees', () => {
    const answers: GivenAnswer[] = [
      ...firstAnswers.slice(2),
      { questionId: 99, answerId: 991 },
      { questionId: 3, answerId: 31 },
      { questionId: 4, answerId: 11 },
    ];
    expect(answerProblems(questions, answers)).toEqual([
      'Vraag 99 hoort niet bij deze vragenlijst.',
      'Vraag 3 is meer dan eens beantwoord.',
      'Vraag 4 is meer dan eens beantwoord.',
      'Het antwoord op vraag 4 is geen van de mogelijke antwoorden.',
      'Beantwoord vraag 1.',
      'Beantwoord vraag 2.',
    ]);
  });
});

describe('missingStatements', () => {
  it('lists the statements not agreed to, in order', () => {
    expect(missingStatements({ firstStatement: true, thirdStatement: false })).toEqual([
      'secondStatement',
      'thirdStatement',
      'questionEleven',
    ]);
    expect(
      missingStatements({
        firstStatement: true,
        secondStatement: true,
        thirdStatement: true,
        questionEleven: true,
      }),
    ).toEqual([]);
  });
});
