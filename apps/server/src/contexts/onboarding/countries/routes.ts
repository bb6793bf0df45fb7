import { countriesResponseSchema, errorBodySchema } from '@bp/api-schema';
import type { ZodApp } from '../../../app-context';
import { dutchCountries } from './countries';

export function registerCountryRoutes(app: ZodApp): void {
  app.get(
    '/api/countries',
    {
      schema: {
        tags: ['Landen'],
        summary: 'Alle landen met hun Nederlandse naam, alfabetisch gesorteerd',
        response: { 200: countriesResponseSchema, 401: errorBodySchema },
      },
    },
    async () => dutchCountries(),
  );
}
