export * from './types';
export { isComplete, answerProblems, missingStatements } from './answers';
export {
  scoreAnswers,
  maximumPoints,
  CAPACITY_BLOCKS,
  WILLINGNESS_BLOCKS,
  KNOWLEDGE_WARNING_BELOW,
  KNOCK_OUT_MESSAGES,
  type RiskScore,
} from './scoring';
export {
  RISK_PROFILES,
  NOT_BASED_ON_PROFILE,
  CHOSEN_RISK_PROFILES,
  type ChosenRiskProfile,
  riskProfile,
  isRiskProfileCode,
  profileForScore,
  type RiskProfile,
  type ModelMixPart,
} from './profiles';
export {
  QUESTIONNAIRES,
  QUESTIONNAIRE_1,
  QUESTIONNAIRE_2,
  QUESTIONNAIRE_3,
  findQuestionnaire,
  isQuestionnaireId,
  publicQuestions,
  type PublicQuestion,
} from './questionnaires';
export {
  RISK_ACKNOWLEDGEMENT_GIVEN,
  RISK_ACKNOWLEDGEMENT_LABEL,
  RISK_ACKNOWLEDGEMENT_MISSING,
} from './acknowledgement';
