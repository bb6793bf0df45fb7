import { describe, expect, it } from 'vitest';
import { maximumPoints } from '../scoring';
import { STATEMENT_KEYS, type Questionnaire } from '../types';
import {
  findQuestionnaire,
  isQuestionnaireId,
  publicQuestions,
  QUESTIONNAIRE_1,
  QUESTIONNAIRE_2,
  QUESTIONNAIRE_3,
  QUESTIONNAIRES,
} from './index';

const ALL = [QUESTIONNAIRE_1, QUESTIONNAIRE_2, QUESTIONNAIRE_3];

function texts(questionnaire: Questionnaire): string[] {
  return [
    questionnaire.title,
    ...questionnaire.questions.flatMap((question) => [
      question.question,
      ...question.answers.map((option) => option.answer),
    ]),
    ...Object.values(questionnaire.statements),
  ];
}

describe.each(ALL)('questionnaire $id ($title)', (questionnaire) => {
  it('numbers questions 1, 2, 3 … and answers by question (11, 12 …)', () => {
    questionnaire.questions.forEach((question, index) => {
      expect(question.id).toBe(index + 1);
      question.answers.forEach((option, position) => {
        expect(option.id).toBe(question.id * 10 + position + 1);
      });
    });
  });

  it('offers at least two answers to every question, each with points in one block', () => {
    for (const question of questionnaire.questions) {
      expect(question.answers.length).toBeGreaterThanOrEqual(2);
      for (const option of question.answers) {
        expect(option.scores).toHaveLength(1);
        const blocks = new Set(question.answers.map((candidate) => candidate.scores?.[0]?.block));
        expect(blocks.size).toBe(1);
      }
    }
  });

  it('covers every MiFID II block: knowledge, financial situation, objectives, willingness, sustainability', () => {
    const maximum = maximumPoints(questionnaire.questions);
    for (const block of Object.values(maximum)) expect(block).toBeGreaterThan(0);
  });

  it('has the two knock-outs: a horizon under 5 years and no capacity for loss', () => {
    const knockOuts = questionnaire.questions.flatMap((question) =>
      question.answers.flatMap((option) =>
        option.knockOut ? [[option.answer, option.knockOut]] : [],
      ),
    );
    expect(knockOuts).toEqual([
      ['Geen enkel verlies', 'geen-verliescapaciteit'],
      ['Korter dan 5 jaar', 'korte-horizon'],
    ]);
  });

  it('asks the investor to agree to the four statements', () => {
    for (const key of STATEMENT_KEYS) {
      expect(questionnaire.statements[key].length).toBeGreaterThan(40);
      expect(questionnaire.statements[key]).toMatch(/^Ik /);
    }
  });

  it('speaks formal Dutch throughout (u, never je or jij)', () => {
    for (const text of texts(questionnaire)) expect(text).not.toMatch(/\b(je|jij|jouw|jullie)\b/i);
  });

  it('carries a version for the audit trail', () => {
    expect(questionnaire.version).toMatch(/^\d{4}\.\d+$/);
  });
});

describe('product-specific content', () => {
  it('asks about currency risk and US taxation for the American fund only', () => {
    const mentionsDollar = (questionnaire: Questionnaire) =>
      texts(questionnaire).some((text) => /dollar/i.test(text));
    expect(mentionsDollar(QUESTIONNAIRE_2)).toBe(true);
    expect(texts(QUESTIONNAIRE_2).some((text) => text.includes('W-8BEN'))).toBe(true);
    expect(mentionsDollar(QUESTIONNAIRE_1)).toBe(false);
    expect(mentionsDollar(QUESTIONNAIRE_3)).toBe(false);
  });

  it('asks about credit risk for the loans fund', () => {
    expect(texts(QUESTIONNAIRE_3).some((text) => /kredietrisico/i.test(text))).toBe(true);
    expect(QUESTIONNAIRE_3.statements.thirdStatement).toContain('depositogarantiestelsel');
  });
});

describe('serving questionnaires', () => {
  it('finds a questionnaire by the id of the URL', () => {
    expect(findQuestionnaire('2')).toBe(QUESTIONNAIRE_2);
    expect(findQuestionnaire(3)).toBe(QUESTIONNAIRE_3);
    expect(findQuestionnaire('4')).toBeNull();
    expect(findQuestionnaire('1a')).toBeNull();
    expect(isQuestionnaireId(1)).toBe(true);
    expect(Object.keys(QUESTIONNAIRES)).toEqual(['1', '2', '3']);
  });

  it('serves questions and answers without points or knock-outs', () => {
    const served = publicQuestions(QUESTIONNAIRE_1);
    expect(served).toHaveLength(QUESTIONNAIRE_1.questions.length);
    expect(served[9]).toEqual({
      id: 10,
      question: 'Hoe lang kunt u het belegde geld missen?',
      answers: [
        { id: 101, answer: 'Korter dan 5 jaar' },
        { id: 102, answer: '5 tot 10 jaar' },
        { id: 103, answer: '10 tot 15 jaar' },
        { id: 104, answer: 'Langer dan 15 jaar' },
      ],
    });
    expect(JSON.stringify(served)).not.toMatch(/scores|knockOut|points/);
  });
});
