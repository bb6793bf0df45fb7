import {
  calculationParamsSchema,
  calculationRequestSchema,
  calculationResponseSchema,
  errorBodySchema,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../app-context';
import { authOf } from '../../plugins/session';
import { OFFER_NOT_FOUND } from './offers/service';
import { identifyCaller, limitPerCaller } from '../../plugins/caller';
import { CALCULATION_FIELD_LABELS } from './field-labels';
import { CALCULATION_MESSAGES } from './messages';
import { CALCULATIONS_PER_IP, CALCULATIONS_PER_USER } from './rules';
import { calculate, storedCalculation } from './service';

export function registerCalculationRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/api/calculation',
    {
      // Before validation: a stale session cookie is a 401 and every attempt counts, also a
      // malformed one.
      preValidation: [
        identifyCaller(ctx),
        limitPerCaller(ctx, {
          name: 'calculation',
          anonymousPerIp: CALCULATIONS_PER_IP,
          loggedInPerUser: CALCULATIONS_PER_USER,
          message: CALCULATION_MESSAGES.tooManyCalculations,
        }),
      ],
      config: { fieldLabels: CALCULATION_FIELD_LABELS },
      schema: {
        tags: ['Berekeningen'],
        summary:
          'Berekening bedrag beleggen (SB), lijfrente opbouwen (SUL) of lijfrente uitkeren (SDIL); ingelogd wordt ze als offerte bewaard',
        body: calculationRequestSchema,
        response: {
          200: calculationResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          // Logged in, a new offer while the investor keeps the maximum: delete old ones first.
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await calculate(ctx, request.auth?.user ?? null, request.body),
    }),
  );

  app.get(
    '/api/calculation/:offerID',
    {
      config: { notFoundMessage: OFFER_NOT_FOUND },
      schema: {
        tags: ['Berekeningen'],
        summary: 'Een opgeslagen berekening (offerte) van de ingelogde belegger',
        params: calculationParamsSchema,
        response: {
          200: calculationResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await storedCalculation(ctx, authOf(request).user, request.params.offerID),
    }),
  );
}
