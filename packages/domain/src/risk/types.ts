/**
 * Risk questionnaires (MiFID II suitability test). The content lives in questionnaires/; the
 * scoring in scoring.ts. Points are internal: the API serves questions and answers without them.
 */

/** The part of the suitability test an answer's points count towards. */
export type ScoreBlock =
  'knowledge' | 'financial' | 'objectives' | 'willingness' | 'sustainability';

export interface AnswerScore {
  block: ScoreBlock;
  points: number;
}

/**
 * An answer that overrides the scores: whatever else was answered, the profile becomes
 * defensief. 'korte-horizon': the money is needed within 5 years; 'geen-verliescapaciteit': the
 * investor cannot bear any loss.
 */
export const KNOCK_OUTS = ['korte-horizon', 'geen-verliescapaciteit'] as const;
export type KnockOut = (typeof KNOCK_OUTS)[number];

export interface QuestionnaireAnswerOption {
  id: number;
  answer: string;
  scores?: AnswerScore[];
  knockOut?: KnockOut;
}

export interface QuestionnaireQuestion {
  id: number;
  question: string;
  answers: QuestionnaireAnswerOption[];
}

/** The statements the investor must agree to, under the spec's store keys. */
export const STATEMENT_KEYS = [
  'firstStatement',
  'secondStatement',
  'thirdStatement',
  'questionEleven',
] as const;
export type StatementKey = (typeof STATEMENT_KEYS)[number];

/** What the investor is told about a statement not agreed to: by the API and by the form. */
export const STATEMENT_AGREEMENT_MESSAGES: Readonly<Record<StatementKey, string>> = {
  firstStatement: 'Ga akkoord met de eerste verklaring.',
  secondStatement: 'Ga akkoord met de tweede verklaring.',
  thirdStatement: 'Ga akkoord met de derde verklaring.',
  questionEleven: 'Ga akkoord met de laatste verklaring.',
};

/** 1: Dutch and German real estate and the calculations; 2: American real estate; 3: loans. */
export const QUESTIONNAIRE_IDS = [1, 2, 3] as const;
export type QuestionnaireId = (typeof QUESTIONNAIRE_IDS)[number];

export interface Questionnaire {
  id: QuestionnaireId;
  /** Stored with every set of answers (audit trail); bump it whenever content or points change. */
  version: string;
  title: string;
  /** The complex product this questionnaire is for, as it reads in a Dutch sentence. */
  complexProduct: string;
  questions: QuestionnaireQuestion[];
  statements: Record<StatementKey, string>;
}

/** One given answer, as the client stores it. */
export interface GivenAnswer {
  questionId: number;
  answerId: number;
}

/** From least to most risk; the database enum and api-schema derive from this list. */
export const RISK_PROFILE_CODES = ['defensief', 'neutraal', 'offensief'] as const;
export type RiskProfileCode = (typeof RISK_PROFILE_CODES)[number];
