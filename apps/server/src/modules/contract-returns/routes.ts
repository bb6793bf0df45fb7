import {
  contractIdParamsSchema,
  errorBodySchema,
  returnsQuerySchema,
  returnsResponseSchema,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../app-context';
import { requestDate } from '../../http/request-date';
import { authOf } from '../../plugins/session';
import { ownContract } from '../contracts/ownership';
import { valuationDates } from '../contracts/service';
import { contractReturns, measurementPeriod } from './service';

export function registerContractReturnRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/api/contracts/:id/rendement',
    {
      preHandler: ctx.guards.requireUser,
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
    async (request) => {
      const own = await ownContract(ctx.db, authOf(request).user.id, request.params.id);
      const { today } = valuationDates(ctx.clock.now());
      const period = measurementPeriod(
        requestDate(request.query.van, 'van'),
        requestDate(request.query.tot, 'tot'),
        today,
      );
      return contractReturns(ctx.db, own, period);
    },
  );
}
