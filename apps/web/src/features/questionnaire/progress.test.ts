import { describe, expect, it } from 'vitest';
import { initialCalculationQuestionnaire } from '../../lib/questionnaire-progress';
import {
  answersComplete,
  firstUnanswered,
  questionnaireView,
  selectableProfiles,
  withAnswer,
} from './progress';
import { QUESTIONNAIRE_ONE } from '../../test/questionnaire-fixtures';

const questions = QUESTIONNAIRE_ONE.questions.slice(0, 3);
const answerAll = questions.map((question) => ({
  questionId: question.id,
  answer: question.answers[0]?.id ?? 0,
}));

describe('questionnaire progress', () => {
  it('replaces an earlier answer to the same question', () => {
    const once = withAnswer([], 1, 11);
    expect(withAnswer(once, 1, 13)).toEqual([{ questionId: 1, answer: 13 }]);
    expect(withAnswer(once, 2, 21)).toEqual([
      { questionId: 1, answer: 11 },
      { questionId: 2, answer: 21 },
    ]);
  });

  it('is complete only when every question has one of its own answers', () => {
    expect(answersComplete(questions, answerAll)).toBe(true);
    expect(answersComplete(questions, answerAll.slice(1))).toBe(false);
    expect(answersComplete(questions, [...answerAll.slice(1), { questionId: 1, answer: 99 }])).toBe(
      false,
    );
    expect(answersComplete([], [])).toBe(false);
    expect(firstUnanswered(questions, answerAll.slice(0, 1))).toBe(1);
    expect(firstUnanswered(questions, answerAll)).toBe(-1);
  });

  it('shows the active question, then the statements, then the result once scored', () => {
    const progress = initialCalculationQuestionnaire();
    expect(questionnaireView({ ...progress, activeQuestion: 2 }, questions)).toEqual({
      kind: 'question',
      index: 2,
    });
    expect(questionnaireView({ ...progress, activeQuestion: 3 }, questions)).toEqual({
      kind: 'statements',
    });
    expect(questionnaireView({ ...progress, activeQuestion: 40 }, questions)).toEqual({
      kind: 'statements',
    });
    expect(
      questionnaireView(
        { ...progress, answers: answerAll, score: 55, riskSelection: 'neutraal' },
        questions,
      ),
    ).toEqual({ kind: 'result', selection: 'neutraal' });
    // A score without complete answers (the questions changed) is no result.
    expect(
      questionnaireView({ ...progress, score: 55, riskSelection: 'neutraal' }, questions),
    ).toEqual({ kind: 'question', index: 0 });
  });

  it('offers the advised profile and the safer ones, never a riskier one', () => {
    const profiles = QUESTIONNAIRE_ONE.riskProfiles;
    expect(selectableProfiles('offensief', profiles)).toEqual([
      'defensief',
      'neutraal',
      'offensief',
    ]);
    expect(selectableProfiles('neutraal', profiles)).toEqual(['defensief', 'neutraal']);
    expect(selectableProfiles('defensief', profiles)).toEqual(['defensief']);
  });
});
