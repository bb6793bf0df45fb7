import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_1, QUESTIONNAIRE_2, QUESTIONNAIRE_3 } from './questionnaires';
import { scoreAnswers, type RiskScore } from './scoring';
import type { GivenAnswer, Questionnaire } from './types';

/** Picks, per question number (1-based), the answer at the given position (1-based). */
function answer(questionnaire: Questionnaire, positions: number[]): GivenAnswer[] {
  return questionnaire.questions.map((question, index) => {
    const option = question.answers[(positions[index] ?? 1) - 1];
    if (!option) throw new Error(`question ${index + 1} has no answer ${positions[index]}`);
    return { questionId: question.id, answerId: option.id };
  });
}

/** The answer with the most points for every question. */
function boldest(questionnaire: Questionnaire): GivenAnswer[] {
  return questionnaire.questions.map((question) => {
    const best = [...question.answers].sort(
      (a, b) => (b.scores?.[0]?.points ?? 0) - (a.scores?.[0]?.points ?? 0),
    )[0];
    return { questionId: question.id, answerId: best?.id ?? 0 };
  });
}

function score(questionnaire: Questionnaire, answers: GivenAnswer[]): RiskScore {
  const outcome = scoreAnswers(questionnaire, answers);
  if (!outcome.ok) throw new Error(outcome.errors.join(' | '));
  return outcome.value;
}

describe('scoreAnswers on questionnaire 1', () => {
  // Questionnaire 1, in order: 1–2 experience, 3–5 real-estate knowledge, 6–9 financial
  // situation, 10 horizon, 11 goal, 12–14 willingness, 15 sustainability.

  it('scores a typical investor: capacity 60, willingness 66 → neutraal on the lower score', () => {
    // Knowledge 2+2+3+2+2 = 11 of 13 → 84.
    // Financial 2+2+2+1 = 7 and horizon 10–15 years 2: 9 of 15 → 60.
    // Willingness: goal growth 2, "wait" 2, "flinke schommelingen" 2, scenario 3 → 2: 8 of 12 → 66.
    const result = score(
      QUESTIONNAIRE_1,
      answer(QUESTIONNAIRE_1, [3, 3, 3, 1, 1, 3, 3, 3, 2, 3, 3, 3, 3, 3, 1]),
    );
    expect(result).toMatchObject({
      questionnaireId: 1,
      questionnaireVersion: '2026.1',
      scoreOne: 60,
      scoreTwo: 66,
      score: 60,
      profile: 'neutraal',
      scoredProfile: 'neutraal',
      knockOuts: [],
      knowledgeScore: 84,
      warnings: [],
    });
    expect(result.points).toEqual({
      knowledge: 11,
      financial: 7,
      objectives: 2,
      willingness: 8,
      sustainability: 0,
    });
  });

  it('takes the lower of capacity and willingness', () => {
    // Everything boldest, but a cautious willingness: goal 0 and the three reactions 1.
    const positions = [4, 4, 3, 1, 1, 4, 4, 4, 4, 4, 1, 2, 2, 2, 1];
    const result = score(QUESTIONNAIRE_1, answer(QUESTIONNAIRE_1, positions));
    expect(result.scoreOne).toBe(100);
    expect(result.scoreTwo).toBe(25);
    expect(result.profile).toBe('defensief');
  });

  it('gives offensief for the boldest answers, without warnings', () => {
    const result = score(QUESTIONNAIRE_1, boldest(QUESTIONNAIRE_1));
    expect(result).toMatchObject({
      scoreOne: 100,
      scoreTwo: 100,
      profile: 'offensief',
      warnings: [],
    });
  });

  it('forces defensief for a horizon under 5 years, whatever the scores', () => {
    const answers = boldest(QUESTIONNAIRE_1).map((given) =>
      given.questionId === 10 ? { questionId: 10, answerId: 101 } : given,
    );
    const result = score(QUESTIONNAIRE_1, answers);
    expect(result.scoredProfile).toBe('offensief');
    expect(result.profile).toBe('defensief');
    expect(result.knockOuts).toEqual([
      {
        code: 'korte-horizon',
        message:
          'U wilt het geld binnen 5 jaar weer kunnen gebruiken. Voor zo’n korte periode past alleen een defensief profiel.',
      },
    ]);
  });

  it('forces defensief when no loss can be borne', () => {
    const answers = boldest(QUESTIONNAIRE_1).map((given) =>
      given.questionId === 9 ? { questionId: 9, answerId: 91 } : given,
    );
    const result = score(QUESTIONNAIRE_1, answers);
    expect(result.profile).toBe('defensief');
    expect(result.knockOuts.map((knockOut) => knockOut.code)).toEqual(['geen-verliescapaciteit']);
  });

  it('warns about too little knowledge of the complex product, but still gives a profile', () => {
    // No experience and "Dat weet ik niet" on the knowledge questions; otherwise boldest.
    const answers = boldest(QUESTIONNAIRE_1).map((given) => {
      if (given.questionId <= 2)
        return { questionId: given.questionId, answerId: given.questionId * 10 + 1 };
      if (given.questionId <= 5)
        return { questionId: given.questionId, answerId: given.questionId * 10 + 4 };
      return given;
    });
    const result = score(QUESTIONNAIRE_1, answers);
    expect(result.knowledgeScore).toBe(0);
    expect(result.profile).toBe('offensief');
    expect(result.warnings).toEqual([
      'Op basis van uw antwoorden heeft u onvoldoende kennis van en ervaring met een niet-beursgenoteerd vastgoedfonds. Dit is een complex product: u kunt er (een deel van) uw inleg mee verliezen. U kunt toch doorgaan, maar wij raden u aan eerst het essentiële-informatiedocument en het prospectus te lezen.',
    ]);
  });

  it('refuses incomplete or invalid answers with Dutch messages', () => {
    expect(scoreAnswers(QUESTIONNAIRE_1, boldest(QUESTIONNAIRE_1).slice(0, 14))).toEqual({
      ok: false,
      errors: ['Beantwoord vraag 15.'],
    });
  });

  it('keeps the sustainability preference out of the profile', () => {
    const none = score(
      QUESTIONNAIRE_1,
      answer(QUESTIONNAIRE_1, [3, 3, 3, 1, 1, 3, 3, 3, 2, 3, 3, 3, 3, 3, 1]),
    );
    const green = score(
      QUESTIONNAIRE_1,
      answer(QUESTIONNAIRE_1, [3, 3, 3, 1, 1, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3]),
    );
    expect(green.points.sustainability).toBe(2);
    expect({ ...green, points: none.points }).toEqual(none);
  });
});

describe('scoreAnswers on questionnaires 2 and 3', () => {
  it('counts the currency and US tax knowledge for the American fund', () => {
    const answers = boldest(QUESTIONNAIRE_2).map((given) =>
      // Questions 5 and 6: currency risk and US taxation, answered "Dat weet ik niet".
      given.questionId === 5 || given.questionId === 6
        ? { questionId: given.questionId, answerId: given.questionId * 10 + 4 }
        : given,
    );
    const result = score(QUESTIONNAIRE_2, answers);
    // Knowledge 3 + 3 + 3 + 2 of 3 + 3 + 3 + 2 + 3 + 3 = 17 → 64: still no warning.
    expect(result.knowledgeScore).toBe(64);
    expect(result.warnings).toEqual([]);
  });

  it('lets the currency question lower the willingness for the American fund', () => {
    const answers = boldest(QUESTIONNAIRE_2).map((given) =>
      given.questionId === 16 ? { questionId: 16, answerId: 161 } : given,
    );
    const result = score(QUESTIONNAIRE_2, answers);
    // Question 16 (the dollar) answered with 0 points: willingness 12 of 15 → 80.
    expect(result.scoreTwo).toBe(80);
    expect(result.profile).toBe('offensief');
  });

  it('warns about the loans fund when credit risk is not understood', () => {
    const answers = boldest(QUESTIONNAIRE_3).map((given) =>
      given.questionId <= 5
        ? {
            questionId: given.questionId,
            answerId: given.questionId * 10 + 1 + (given.questionId >= 3 ? 1 : 0),
          }
        : given,
    );
    const result = score(QUESTIONNAIRE_3, answers);
    expect(result.knowledgeScore).toBe(0);
    expect(result.warnings[0]).toContain(
      'een niet-beursgenoteerd fonds dat leningen met vastgoed als onderpand verstrekt',
    );
  });
});
