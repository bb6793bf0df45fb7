export { RiskQuestionnaire, type RiskQuestionnaireProps } from './RiskQuestionnaire';
export type { StatementHints } from './StatementsView';
export { questionnaireQuery } from './api';
export { answersComplete, type QuestionnaireProgress } from './progress';
