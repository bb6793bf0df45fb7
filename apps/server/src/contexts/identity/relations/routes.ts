import { errorBodySchema, personalInfoSchema, relationsResponseSchema } from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { authOf } from '../../../plugins/session';
import { personalInfoOf, relationsOf } from './service';

export function registerRelationRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/api/relations/me',
    {
      schema: {
        tags: ['Relaties'],
        summary: 'De persoonlijke gegevens van de ingelogde gebruiker (Id 0: nog niet ingevuld)',
        response: { 200: personalInfoSchema, 401: errorBodySchema },
      },
    },
    async (request) => personalInfoOf(ctx.db, authOf(request).user),
  );

  app.get(
    '/api/relations',
    {
      schema: {
        tags: ['Relaties'],
        summary: 'De persoonlijke gegevens van de gebruiker en diens relaties (partner, kinderen)',
        response: { 200: relationsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => relationsOf(ctx.db, ctx.config.dataEncryptionKey, authOf(request).user),
  );
}
