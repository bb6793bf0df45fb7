import {
  adminInvestorDetailSchema,
  adminInvestorParamsSchema,
  adminInvestorsPageSchema,
  adminInvestorsQuerySchema,
  errorBodySchema,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { MESSAGES } from '../../../http/messages';
import { investorDetail } from './detail';
import { searchInvestors } from './search';

/** The admin's investors table and an investor's detail (issue 21; docs/ADMIN.md). */
export function registerInvestorRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/api/admin/investors',
    {
      config: {
        access: 'admin',
        fieldLabels: {
          q: 'Zoekterm',
          sort: 'Sortering',
          page: 'Pagina',
          pageSize: 'Aantal per pagina',
        },
      },
      schema: {
        tags: ['Beheer'],
        summary: 'Beleggers zoeken, sorteren en bladeren (alleen beheerders)',
        description:
          'Zoekt (zonder onderscheid tussen hoofd- en kleine letters) op naam, e-mailadres, contractnummer, postcode en IBAN (die twee met of zonder spaties); alleen beleggers, nooit beheerders. `sort` is een kolom, met `-` ervoor aflopend (standaard `naam`); `pageSize` 10 tot en met 100 (standaard 25).',
        querystring: adminInvestorsQuerySchema,
        response: {
          200: adminInvestorsPageSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => searchInvestors(ctx.db, ctx.clock.now(), request.query),
  );

  app.get(
    '/api/admin/investors/:id',
    {
      config: { access: 'admin', notFoundMessage: MESSAGES.investorNotFound },
      schema: {
        tags: ['Beheer'],
        summary:
          'Eén belegger: gegevens (BSN gemaskeerd), contracten, open posten, recente activiteit',
        params: adminInvestorParamsSchema,
        response: {
          200: adminInvestorDetailSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      investorDetail(ctx.db, ctx.config.dataEncryptionKey, ctx.clock.now(), request.params.id),
  );
}
