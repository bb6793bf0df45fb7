import { countriesResponseSchema, errorBodySchema } from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../app-context';
import { dutchCountries } from './countries';

export function registerCountryRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/api/countries',
    {
      preHandler: ctx.guards.requireUser,
      schema: {
        tags: ['Landen'],
        summary: 'Alle landen met hun Nederlandse naam, alfabetisch gesorteerd',
        response: { 200: countriesResponseSchema, 401: errorBodySchema },
      },
    },
    async () => dutchCountries(),
  );
}
