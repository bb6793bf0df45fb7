import {
  auditPageSchema,
  auditQuerySchema,
  backOfficeLogPageSchema,
  backOfficeLogQuerySchema,
  errorBodySchema,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { auditLog } from './audit-log';
import { backOfficeLog } from './back-office-log';

/** The audit log of impersonations (issue 21; docs/ADMIN.md): administrators only. */
export function registerAuditRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/api/admin/audit',
    {
      config: { access: 'admin', fieldLabels: { investorId: 'Belegger', page: 'Pagina' } },
      schema: {
        tags: ['Beheer'],
        summary: 'Het auditlog van meekijken: wie, als wie, wanneer, reden, modus en elk verzoek',
        description:
          'Nieuwste eerst, 20 per pagina; `investorId` beperkt het tot één belegger. Een weergave die na 30 minuten verliep, staat als beëindigd `verlopen` op dat moment.',
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => auditLog(ctx.db, ctx.clock.now(), request.query),
  );

  app.get(
    '/api/admin/audit/back-office',
    {
      config: { access: 'admin', fieldLabels: { page: 'Pagina' } },
      schema: {
        tags: ['Beheer'],
        summary:
          'Het auditlog van de backoffice: koersen, correcties, uitkeringen, batches en taken',
        description:
          'Elke beslissing van een beheerder in de maandcyclus, nieuwste eerst, 25 per pagina: wie, wanneer, wat en waarom. Gelezen uit de vastgelegde voorstellen, correcties, batches en taakruns, die niet gewijzigd of verwijderd kunnen worden.',
        querystring: backOfficeLogQuerySchema,
        response: {
          200: backOfficeLogPageSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => backOfficeLog(ctx.db, request.query.page),
  );
}
