import { publicQuestions, QUESTIONNAIRES, RISK_PROFILES, scoreAnswers } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import {
  questionnaireAnswersRequestSchema,
  questionnaireAnswersResponseSchema,
  questionnaireParamsSchema,
  questionnaireResponseSchema,
} from './questionnaire';

const allAgreed = {
  firstStatement: true,
  secondStatement: true,
  thirdStatement: true,
  questionEleven: true,
};

describe('the questionnaire contract', () => {
  it('reads the id 1, 2 or 3 from the path and nothing else', () => {
    expect(questionnaireParamsSchema.parse({ id: '2' })).toEqual({ id: 2 });
    for (const id of ['0', '4', 'abc', '1.5']) {
      const result = questionnaireParamsSchema.safeParse({ id });
      expect(result.error?.issues[0]?.message).toBe('Onbekende vragenlijst.');
    }
  });

  it.each([1, 2, 3] as const)('serves questionnaire %i as the domain defines it', (id) => {
    const questionnaire = QUESTIONNAIRES[id];
    const parsed = questionnaireResponseSchema.parse({
      data: {
        id,
        version: questionnaire.version,
        title: questionnaire.title,
        questions: publicQuestions(questionnaire),
        statements: questionnaire.statements,
        riskProfiles: RISK_PROFILES.map(({ code, name, meaning }) => ({ code, name, meaning })),
      },
    });
    expect(parsed.data.questions.length).toBe(questionnaire.questions.length);
    expect(JSON.stringify(parsed)).not.toContain('points');
  });

  it('asks every statement to be agreed to, each with its own Dutch message', () => {
    const result = questionnaireAnswersRequestSchema.safeParse({
      version: '2026.1',
      answers: [{ questionId: 1, answerId: 11 }],
      statements: { ...allAgreed, secondStatement: false, questionEleven: false },
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Ga akkoord met de tweede verklaring.',
      'Ga akkoord met de laatste verklaring.',
    ]);
  });

  it('answers with the scoring, without the raw points', () => {
    const questionnaire = QUESTIONNAIRES[1];
    const answers = questionnaire.questions.map((question) => ({
      questionId: question.id,
      answerId: question.answers[0]?.id ?? 0,
    }));
    expect(
      questionnaireAnswersRequestSchema.safeParse({
        version: questionnaire.version,
        answers,
        statements: allAgreed,
      }).success,
    ).toBe(true);
    const outcome = scoreAnswers(questionnaire, answers);
    if (!outcome.ok) throw new Error(outcome.errors.join(' '));
    const parsed = questionnaireAnswersResponseSchema.parse({
      data: { ...outcome.value, stored: true, answeredAt: '2026-07-09T10:15:00.000+02:00' },
    });
    expect(parsed.data).not.toHaveProperty('points');
    expect(['defensief', 'neutraal', 'offensief']).toContain(parsed.data.profile);
  });
});
