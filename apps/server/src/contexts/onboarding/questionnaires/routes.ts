import {
  errorBodySchema,
  questionnaireAnswersRequestSchema,
  questionnaireAnswersResponseSchema,
  questionnaireParamsSchema,
  questionnaireResponseSchema,
} from '@bp/api-schema';
import { QUESTIONNAIRES } from '@bp/domain';
import type { AppContext, ZodApp } from '../../../app-context';
import { identifyCaller, limitPerCaller } from '../../../plugins/caller';
import { ANSWERS_FIELD_LABELS } from './field-labels';
import { QUESTIONNAIRE_MESSAGES } from './messages';
import { ANSWERS_PER_IP, ANSWERS_PER_USER } from './rules';
import { questionnaireData, scoreAndRecord } from './service';

/** Public on purpose: anonymous visitors base a calculation on their risk profile. */
export function registerQuestionnaireRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/api/questionnaires/:id',
    {
      // 1, 2 or 3; anything else is a questionnaire that does not exist: 404, not 422.
      config: { notFoundMessage: QUESTIONNAIRE_MESSAGES.unknownQuestionnaire },
      schema: {
        tags: ['Vragenlijsten'],
        summary:
          'Een risicovragenlijst: 1 Nederlands/Duits vastgoed en berekeningen, 2 Amerikaans vastgoed, 3 leningenfonds',
        params: questionnaireParamsSchema,
        response: { 200: questionnaireResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ data: questionnaireData(QUESTIONNAIRES[request.params.id]) }),
  );

  app.post(
    '/api/questionnaires/:id/answers',
    {
      // Before validation: a stale session cookie is a 401 and every attempt counts.
      preValidation: [
        identifyCaller(ctx),
        limitPerCaller(ctx, {
          name: 'questionnaire-answers',
          anonymousPerIp: ANSWERS_PER_IP,
          loggedInPerUser: ANSWERS_PER_USER,
          message: QUESTIONNAIRE_MESSAGES.tooManyAnswers,
        }),
      ],
      config: {
        fieldLabels: ANSWERS_FIELD_LABELS,
        notFoundMessage: QUESTIONNAIRE_MESSAGES.unknownQuestionnaire,
      },
      schema: {
        tags: ['Vragenlijsten'],
        summary:
          'Beoordeelt de antwoorden (risicoprofiel); ingelogd worden ze met versie en tijdstip bewaard',
        params: questionnaireParamsSchema,
        body: questionnaireAnswersRequestSchema,
        response: {
          200: questionnaireAnswersResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const questionnaire = QUESTIONNAIRES[request.params.id];
      return {
        data: await scoreAndRecord(ctx, request.auth?.user ?? null, questionnaire, request.body),
      };
    },
  );
}
