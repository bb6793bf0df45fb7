import {
  errorBodySchema,
  fundListQuerySchema,
  fundListResponseSchema,
  fundTableResponseSchema,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { valuationDates } from '../contracts/service';
import { fundList, fundTable } from './service';

export function registerFundRoutes(app: ZodApp, ctx: AppContext): void {
  // Public on purpose: anonymous visitors calculate an SB offer and choose its funds from this
  // list (spec: calculations work logged in and anonymously). It holds no personal data.
  app.get(
    '/api/funds',
    {
      config: { fieldLabels: { productCode: 'Productcode' } },
      schema: {
        tags: ['Fondsen'],
        summary:
          'De fondsen (met productCode=SB alleen die van Bedrag beleggen), met laatste koers',
        querystring: fundListQuerySchema,
        response: { 200: fundListResponseSchema, 422: errorBodySchema },
      },
    },
    async (request) => ({
      data: await fundList(
        ctx.db,
        valuationDates(ctx.clock.now()).today,
        request.query.productCode,
      ),
    }),
  );

  app.get(
    '/api/funds/table',
    {
      schema: {
        tags: ['Fondsen'],
        summary:
          'De fondsentabel: laatste koers en totaalrendement (cumulatief) YTD, 1, 3 en 5 jaar en sinds start',
        response: { 200: fundTableResponseSchema, 401: errorBodySchema },
      },
    },
    async () => ({ data: await fundTable(ctx.db, valuationDates(ctx.clock.now()).today) }),
  );
}
