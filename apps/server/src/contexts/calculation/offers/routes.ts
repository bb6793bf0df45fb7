import {
  errorBodySchema,
  offerParamsSchema,
  offersQuerySchema,
  offersResponseSchema,
  z,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { authOf } from '../../../plugins/session';
import { pagingHeaders } from './paging';
import { deleteOwnOffer, OFFER_NOT_FOUND, offerNotFound, offersOf } from './service';

export function registerOfferRoutes(app: ZodApp, ctx: AppContext): void {
  // The spec calls GET /api/offers/ with the slash; without it is the same list.
  for (const url of ['/api/offers/', '/api/offers']) {
    app.get(
      url,
      {
        // Each message names its own field.
        config: { fieldLabels: { page: null, pageSize: null } },
        schema: {
          tags: ['Offertes'],
          summary: 'De opgeslagen berekeningen (offertes) van de ingelogde belegger',
          description:
            'Per pagina, de laatst gewijzigde eerst. Zonder page en pageSize: de eerste pagina van 200, alle offertes die een belegger kan hebben. X-Total-Count, X-Page, X-Page-Size en Link (rel="next"/"prev") beschrijven de pagina.',
          querystring: offersQuerySchema,
          response: { 200: offersResponseSchema, 401: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request, reply) => {
        const { page, pageSize } = request.query;
        const { offers, total } = await offersOf(ctx.db, authOf(request).user.id, {
          page,
          pageSize,
        });
        reply.headers(pagingHeaders(url, { page, pageSize, total }));
        return { Offerte: offers };
      },
    );
  }

  app.delete(
    '/api/offers/:offerID',
    {
      config: { notFoundMessage: OFFER_NOT_FOUND },
      schema: {
        tags: ['Offertes'],
        summary: 'Verwijdert een eigen opgeslagen berekening (offerte)',
        params: offerParamsSchema,
        response: {
          204: z.null().describe('Verwijderd'),
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      if (!(await deleteOwnOffer(ctx.db, user.id, request.params.offerID))) throw offerNotFound();
      return reply.code(204).send(null);
    },
  );
}
