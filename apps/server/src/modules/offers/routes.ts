import { errorBodySchema, offersResponseSchema } from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../app-context';
import { authOf } from '../../plugins/session';
import { offersOf } from './service';

export function registerOfferRoutes(app: ZodApp, ctx: AppContext): void {
  // The spec calls GET /api/offers/ with the slash; without it is the same list.
  for (const url of ['/api/offers/', '/api/offers']) {
    app.get(
      url,
      {
        preHandler: ctx.guards.requireUser,
        schema: {
          tags: ['Offertes'],
          summary: 'De opgeslagen berekeningen (offertes) van de ingelogde belegger',
          response: { 200: offersResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) => ({ Offerte: await offersOf(ctx.db, authOf(request).user.id) }),
    );
  }
}
