import type { Questionnaire } from '../types';
import {
  COMMON_STATEMENTS,
  EXPERIENCE_QUESTIONS,
  FINANCIAL_QUESTIONS,
  OBJECTIVE_QUESTIONS,
  REAL_ESTATE_KNOWLEDGE_QUESTIONS,
  SUSTAINABILITY_QUESTIONS,
  WILLINGNESS_QUESTIONS,
} from './common-questions';
import { numberQuestions, option } from './draft';

/** Questionnaire 1: the Dutch and German real-estate funds, and the calculations (SB, SUL). */
export const QUESTIONNAIRE_1: Questionnaire = {
  id: 1,
  version: '2026.1',
  title: 'Vragenlijst beleggen in Nederlands en Duits vastgoed',
  complexProduct: 'een niet-beursgenoteerd vastgoedfonds',
  questions: numberQuestions([
    ...EXPERIENCE_QUESTIONS,
    ...REAL_ESTATE_KNOWLEDGE_QUESTIONS,
    {
      question:
        'Een vastgoedfonds financiert zijn panden deels met geleend geld. Wat betekent dat voor uw belegging?',
      answers: [
        option(
          'Het risico is groter: daalt de waarde van de panden, dan daalt de waarde van mijn participaties sterker.',
          'knowledge',
          2,
        ),
        option('Het risico is kleiner, omdat de bank meekijkt.', 'knowledge', 0),
        option('Het heeft geen invloed op mijn belegging.', 'knowledge', 0),
        option('Dat weet ik niet.', 'knowledge', 0),
      ],
    },
    ...FINANCIAL_QUESTIONS,
    ...OBJECTIVE_QUESTIONS,
    ...WILLINGNESS_QUESTIONS,
    ...SUSTAINABILITY_QUESTIONS,
  ]),
  statements: {
    ...COMMON_STATEMENTS,
    thirdStatement:
      'Ik begrijp dat participaties in een niet-beursgenoteerd vastgoedfonds beperkt verhandelbaar zijn, zodat ik mijn geld niet altijd direct kan opnemen.',
  },
};
