import type { Questionnaire } from '../types';
import {
  COMMON_STATEMENTS,
  EXPERIENCE_QUESTIONS,
  FINANCIAL_QUESTIONS,
  OBJECTIVE_QUESTIONS,
  SUSTAINABILITY_QUESTIONS,
  WILLINGNESS_QUESTIONS,
} from './common-questions';
import { numberQuestions, option } from './draft';

/** Questionnaire 3: the real-estate finance (loans) fund, which adds credit risk. */
export const QUESTIONNAIRE_3: Questionnaire = {
  id: 3,
  version: '2026.1',
  title: 'Vragenlijst beleggen in het leningenfonds',
  complexProduct: 'een niet-beursgenoteerd fonds dat leningen met vastgoed als onderpand verstrekt',
  questions: numberQuestions([
    ...EXPERIENCE_QUESTIONS,
    {
      question: 'Wat is kredietrisico bij een fonds dat leningen verstrekt?',
      answers: [
        option(
          'Het risico dat leners rente en aflossing niet of niet volledig betalen, waardoor ik een deel van mijn inleg kan verliezen.',
          'knowledge',
          3,
        ),
        option('Het risico dat de rente op mijn spaarrekening daalt.', 'knowledge', 0),
        option(
          'Er is geen kredietrisico, want de leningen zijn gedekt door vastgoed.',
          'knowledge',
          0,
        ),
        option('Dat weet ik niet.', 'knowledge', 0),
      ],
    },
    {
      question:
        'Een lening met vastgoed als onderpand wordt niet terugbetaald. Wat kan er dan gebeuren?',
      answers: [
        option(
          'Het fonds kan het onderpand verkopen, maar de opbrengst kan lager zijn dan de lening; het verschil is verlies voor het fonds.',
          'knowledge',
          3,
        ),
        option('Het depositogarantiestelsel vergoedt het verlies.', 'knowledge', 0),
        option('Niets: de lener betaalt uiteindelijk altijd alles terug.', 'knowledge', 0),
        option('Dat weet ik niet.', 'knowledge', 0),
      ],
    },
    {
      question: 'Hoe verhandelbaar zijn participaties in het leningenfonds?',
      answers: [
        option(
          'Het fonds koopt ze alleen op vaste momenten en onder voorwaarden in; mijn geld kan jaren vastzitten.',
          'knowledge',
          2,
        ),
        option('Ik kan ze elke dag via de beurs verkopen.', 'knowledge', 0),
        option('Dat weet ik niet.', 'knowledge', 0),
      ],
    },
    ...FINANCIAL_QUESTIONS,
    ...OBJECTIVE_QUESTIONS,
    ...WILLINGNESS_QUESTIONS,
    {
      question: 'Wat vindt u het belangrijkst bij een leningenfonds?',
      answers: [
        option('Zekerheid: liever een lage rente met weinig kans op wanbetaling', 'willingness', 0),
        option('Een redelijke rente met een beperkte kans op wanbetaling', 'willingness', 1),
        option('Een hoge rente, ook als de kans op wanbetaling groter is', 'willingness', 3),
      ],
    },
    ...SUSTAINABILITY_QUESTIONS,
  ]),
  statements: {
    ...COMMON_STATEMENTS,
    thirdStatement:
      'Ik begrijp dat het fonds leningen verstrekt, dat leners rente en aflossing niet altijd (volledig) betalen en dat ik daardoor een deel van mijn inleg kan verliezen. Mijn inleg valt niet onder het depositogarantiestelsel.',
  },
};
