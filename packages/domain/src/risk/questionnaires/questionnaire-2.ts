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

/** Questionnaire 2: the American real-estate fund, which adds currency risk and US taxation. */
export const QUESTIONNAIRE_2: Questionnaire = {
  id: 2,
  version: '2026.1',
  title: 'Vragenlijst beleggen in Amerikaans vastgoed',
  complexProduct: 'een niet-beursgenoteerd Amerikaans vastgoedfonds dat in dollars belegt',
  questions: numberQuestions([
    ...EXPERIENCE_QUESTIONS,
    ...REAL_ESTATE_KNOWLEDGE_QUESTIONS,
    {
      question: 'Het Amerikaanse vastgoedfonds belegt in dollars. Wat betekent dat voor u?',
      answers: [
        option(
          "Als de dollar daalt ten opzichte van de euro, daalt de waarde van mijn belegging in euro's, ook als de panden zelf niet in waarde dalen.",
          'knowledge',
          3,
        ),
        option("De dollarkoers heeft geen invloed, want ik beleg in euro's.", 'knowledge', 0),
        option(
          'Een daling van de dollar is altijd afgedekt, dus ik loop geen risico.',
          'knowledge',
          0,
        ),
        option('Dat weet ik niet.', 'knowledge', 0),
      ],
    },
    {
      question: 'Wat geldt voor belasting op uitkeringen uit een Amerikaans vastgoedfonds?',
      answers: [
        option(
          'De Verenigde Staten kunnen bronbelasting inhouden. Ik moet mogelijk een W-8BEN-formulier invullen en kan in Nederland om verrekening vragen.',
          'knowledge',
          3,
        ),
        option('Er is nooit Amerikaanse belasting verschuldigd.', 'knowledge', 0),
        option(
          'Ik betaal alleen in de Verenigde Staten belasting en nooit in Nederland.',
          'knowledge',
          0,
        ),
        option('Dat weet ik niet.', 'knowledge', 0),
      ],
    },
    ...FINANCIAL_QUESTIONS,
    ...OBJECTIVE_QUESTIONS,
    ...WILLINGNESS_QUESTIONS,
    {
      question: 'Hoe staat u tegenover schommelingen van de dollarkoers in uw belegging?',
      answers: [
        option('Ik wil geen valutarisico lopen', 'willingness', 0),
        option('Ik accepteer beperkte schommelingen', 'willingness', 1),
        option('Ik accepteer flinke schommelingen', 'willingness', 2),
        option(
          'Valutaschommelingen horen voor mij bij beleggen in het buitenland',
          'willingness',
          3,
        ),
      ],
    },
    ...SUSTAINABILITY_QUESTIONS,
  ]),
  statements: {
    ...COMMON_STATEMENTS,
    thirdStatement:
      "Ik begrijp dat dit fonds in Amerikaanse dollars belegt, dat schommelingen van de dollarkoers de waarde van mijn belegging in euro's beïnvloeden, en dat Amerikaanse bronbelasting kan worden ingehouden, waarvoor ik gegevens (zoals een W-8BEN-formulier) moet verstrekken.",
  },
};
