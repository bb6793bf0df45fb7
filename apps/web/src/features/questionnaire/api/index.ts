import {
  questionnaireAnswersResponseSchema,
  questionnaireResponseSchema,
  type QuestionnaireAnswersRequest,
  type QuestionnaireData,
  type QuestionnaireIdValue,
  type RiskScoreData,
} from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { refreshAfter } from '../../../lib/refresh-after-write';

const quiet = { globalErrors: false } as const;

export const questionnaireKeys = {
  questionnaire: (id: QuestionnaireIdValue) => ['questionnaires', id] as const,
  /** The last scoring of a set of answers, so its warnings survive a step back and forth. */
  score: (id: QuestionnaireIdValue, answersKey: string) =>
    ['questionnaires', id, 'score', answersKey] as const,
};

/** GET /api/questionnaires/{id} (public; the spec reads data.data.questions). */
export const questionnaireQuery = (id: QuestionnaireIdValue) =>
  queryOptions({
    queryKey: questionnaireKeys.questionnaire(id),
    queryFn: async ({ signal }): Promise<QuestionnaireData> =>
      (
        await http.get(`/api/questionnaires/${id}`, questionnaireResponseSchema, {
          ...quiet,
          signal,
        })
      ).data,
    staleTime: 30 * 60_000,
  });

/**
 * POST /api/questionnaires/{id}/answers: the server scores (the points never reach the
 * browser); logged in it also stores the answers with the version and the time.
 */
export async function submitAnswers(
  id: QuestionnaireIdValue,
  body: QuestionnaireAnswersRequest,
): Promise<RiskScoreData> {
  const reply = await http.post(
    `/api/questionnaires/${id}/answers`,
    body,
    questionnaireAnswersResponseSchema,
    quiet,
  );
  // Anonymous nothing is stored and the refresh finds nothing of the investor's to renew.
  void refreshAfter('questionnaire-saved');
  return reply.data;
}
