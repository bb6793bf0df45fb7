import type { QuestionnaireAnswersRequest, QuestionnaireData } from '@bp/api-schema';
import { publicQuestions, QUESTIONNAIRE_1, RISK_PROFILES, scoreAnswers } from '@bp/domain';
import { errorBody, type ApiRequest, type Reply } from './mock-api';

/** Questionnaire 1 as GET /api/questionnaires/1 serves it. */
export const QUESTIONNAIRE_ONE: QuestionnaireData = {
  id: 1,
  version: QUESTIONNAIRE_1.version,
  title: QUESTIONNAIRE_1.title,
  questions: publicQuestions(QUESTIONNAIRE_1),
  statements: QUESTIONNAIRE_1.statements,
  riskProfiles: RISK_PROFILES.map(({ code, name, meaning }) => ({ code, name, meaning })),
};

/** POST /api/questionnaires/1/answers as the server answers it: the domain's scoring. */
export function scoringReply(request: ApiRequest): Reply {
  const body = request.body as QuestionnaireAnswersRequest;
  const outcome = scoreAnswers(QUESTIONNAIRE_1, body.answers);
  if (!outcome.ok) {
    return { status: 422, body: errorBody('De antwoorden zijn niet volledig.', outcome.errors) };
  }
  const { points: _points, ...score } = outcome.value;
  return { body: { data: { ...score, stored: false, answeredAt: null } } };
}
