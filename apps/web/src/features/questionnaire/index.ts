export { RiskQuestionnaire, type RiskQuestionnaireProps } from './RiskQuestionnaire';
export { questionnaireQuery } from './api';
export { answersComplete, type QuestionnaireProgress } from './progress';
