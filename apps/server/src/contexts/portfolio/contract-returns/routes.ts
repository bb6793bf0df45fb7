import {
  contractIdParamsSchema,
  errorBodySchema,
  returnsQuerySchema,
  returnsResponseSchema,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { sendKeptAnswer } from '../../../plugins/kept-answers';
import { PERIOD_FIELD_LABELS } from '../../../http/field-labels';
import { requestDate } from '../../../http/request-date';
import { ownContractOf } from '../contracts/contract-scope';
import { valuationDates } from '../contracts/service';
import { standardReturnsPaths } from '../kept-answers/standard-answers';
import { contractReturns, measurementPeriod } from './service';

/** Inside the contract scope (registerContractResources): /api/contracts/{id}/rendement. */
export function registerContractReturnRoutes(scope: ZodApp, ctx: AppContext): void {
  scope.get(
    '/rendement',
    {
      config: { fieldLabels: PERIOD_FIELD_LABELS, keptAnswer: 'shared' },
      schema: {
        tags: ['Contracten'],
        summary:
          'Rendement tussen twee datums: resultaat in euro, tijdgewogen (TWR) en geldgewogen (Modified Dietz) rendement, maandreeks',
        params: contractIdParamsSchema,
        querystring: returnsQuerySchema,
        response: {
          200: returnsResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const own = ownContractOf(request);
      const { today } = valuationDates(ctx.clock.now());
      const period = measurementPeriod(
        requestDate(request.query.van, 'van'),
        requestDate(request.query.tot, 'tot'),
        today,
      );
      // Only the standard periods' answers are kept for every instance: a custom one stays here.
      const share = standardReturnsPaths(own.contract, today).includes(request.url);
      return sendKeptAnswer(ctx, request, reply, await contractReturns(ctx.db, own, period), {
        share,
      });
    },
  );
}
