import { QUESTIONNAIRE_IDS, type Questionnaire, type QuestionnaireId } from '../types';
import { QUESTIONNAIRE_1 } from './questionnaire-1';
import { QUESTIONNAIRE_2 } from './questionnaire-2';
import { QUESTIONNAIRE_3 } from './questionnaire-3';

export { QUESTIONNAIRE_1, QUESTIONNAIRE_2, QUESTIONNAIRE_3 };

export const QUESTIONNAIRES: Readonly<Record<QuestionnaireId, Questionnaire>> = {
  1: QUESTIONNAIRE_1,
  2: QUESTIONNAIRE_2,
  3: QUESTIONNAIRE_3,
};

export function isQuestionnaireId(value: unknown): value is QuestionnaireId {
  return QUESTIONNAIRE_IDS.some((id) => id === value);
}

/** The questionnaire for an id from a URL (`/api/questionnaires/2`), or null. */
export function findQuestionnaire(id: unknown): Questionnaire | null {
  const number = typeof id === 'string' && /^\d$/.test(id) ? Number(id) : id;
  return isQuestionnaireId(number) ? QUESTIONNAIRES[number] : null;
}

export interface PublicQuestion {
  id: number;
  question: string;
  answers: { id: number; answer: string }[];
}

/**
 * The questions as the API serves them (`data.questions`): ids and texts only. Points and
 * knock-outs stay on the server, so the answers cannot be tuned towards a profile.
 */
export function publicQuestions(questionnaire: Questionnaire): PublicQuestion[] {
  return questionnaire.questions.map((question) => ({
    id: question.id,
    question: question.question,
    answers: question.answers.map((option) => ({ id: option.id, answer: option.answer })),
  }));
}
