import type {
  QuestionnaireAnswersRequest,
  QuestionnaireQuestionData,
  RiskScoreData,
  StatementKeyValue,
} from '@bp/api-schema';
import type { RiskProfileCode } from '@bp/domain';

/**
 * The risk questionnaire's progress as the flows keep it (spec §3), shared by the questionnaire
 * that fills it in and the flows (calculation, add-investment) that store it: here, below both,
 * so neither feature needs the other for it.
 */

/** A question as GET /api/questionnaires/{id} serves it. */
export type QuestionnaireQuestion = QuestionnaireQuestionData;

type AnswerSent = QuestionnaireAnswersRequest['answers'][number];

/**
 * One given answer under the spec's store keys: the question's id and the id of the chosen
 * answer (sent as `answerId`).
 */
export interface QuestionnaireAnswer {
  questionId: AnswerSent['questionId'];
  answer: AnswerSent['answerId'];
}

/** Whether the investor agreed to each statement, under the spec's store keys. */
export type StatementAgreement = Record<StatementKeyValue, boolean>;

export interface CalculationQuestionnaireState extends StatementAgreement {
  /** Index of the question on screen; one past the last question is the statements page. */
  activeQuestion: number;
  answers: QuestionnaireAnswer[];
  /** The questions as last served, kept so the answers can be checked for completeness. */
  questions: QuestionnaireQuestion[];
  /** The profiles the investor may choose after scoring: the advised one and the safer ones. */
  riskProfiles: RiskProfileCode[];
  riskSelection: RiskProfileCode | null;
  score: RiskScoreData['score'] | null;
  scoreOne: RiskScoreData['scoreOne'] | null;
  scoreTwo: RiskScoreData['scoreTwo'] | null;
}

export function initialCalculationQuestionnaire(): CalculationQuestionnaireState {
  return {
    activeQuestion: 0,
    answers: [],
    firstStatement: false,
    secondStatement: false,
    thirdStatement: false,
    questionEleven: false,
    questions: [],
    riskProfiles: [],
    riskSelection: null,
    score: null,
    scoreOne: null,
    scoreTwo: null,
  };
}
