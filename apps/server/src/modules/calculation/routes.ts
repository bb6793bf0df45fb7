import {
  calculationParamsSchema,
  calculationRequestSchema,
  calculationResponseSchema,
  errorBodySchema,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../app-context';
import { invalidInput } from '../../http/problem';
import { authOf } from '../../plugins/session';
import { offerNotFound } from '../offers/service';
import { identifyCaller, limitPerCaller } from '../../plugins/caller';
import { CALCULATION_MESSAGES } from './messages';
import { calculationLabel } from './request-labels';
import { CALCULATIONS_PER_IP, CALCULATIONS_PER_USER } from './rules';
import { calculate, storedCalculation } from './service';
import { validationFailureOf } from '../../http/validation-problems';

export function registerCalculationRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/api/calculation',
    {
      preHandler: [
        identifyCaller(ctx),
        limitPerCaller(ctx, {
          name: 'calculation',
          anonymousPerIp: CALCULATIONS_PER_IP,
          loggedInPerUser: CALCULATIONS_PER_USER,
          message: CALCULATION_MESSAGES.tooManyCalculations,
        }),
      ],
      // The problems are worded in the handler (see http/validation-problems.ts).
      attachValidation: true,
      schema: {
        tags: ['Berekeningen'],
        summary:
          'Berekening bedrag beleggen (SB), lijfrente opbouwen (SUL) of lijfrente uitkeren (SDIL); ingelogd wordt ze als offerte bewaard',
        body: calculationRequestSchema,
        response: {
          200: calculationResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const failure = validationFailureOf(request, calculationLabel);
      if (failure) throw invalidInput(failure.messages);
      return { data: await calculate(ctx, request.auth?.user ?? null, request.body) };
    },
  );

  app.get(
    '/api/calculation/:offerID',
    {
      preHandler: ctx.guards.requireUser,
      // An id that cannot be an offer is answered like an unknown offer: 404, not 422.
      attachValidation: true,
      schema: {
        tags: ['Berekeningen'],
        summary: 'Een opgeslagen berekening (offerte) van de ingelogde belegger',
        params: calculationParamsSchema,
        response: {
          200: calculationResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      if (request.validationError) throw offerNotFound();
      return { data: await storedCalculation(ctx, user, request.params.offerID) };
    },
  );
}
