import { Readable } from 'node:stream';
import {
  DATA_EXPORT_MESSAGES,
  dataExportAuthorisationRequestSchema,
  dataExportAuthorisationSchema,
  dataExportQuerySchema,
  errorBodySchema,
  z,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../app-context';
import { attachment } from '../../http/attachment';
import { forbidden } from '../../http/problem';
import { authOf } from '../../plugins/session';
import { limitPerUser, type RateLimitRule } from '../identity';
import type { UploadFileStore } from '../onboarding';
import { authoriseExport, EXPORT_PATH, useExportToken } from './authorisation';
import { exportData } from './export-data';

/** A few exports an hour: each reads everything and decrypts every document. */
export const DATA_EXPORTS_PER_USER: RateLimitRule = { limit: 5, windowMs: 60 * 60 * 1000 };

/**
 * "Mijn gegevens downloaden" (AVG articles 15 and 20), in two steps so the password never sits
 * in a URL: POST …/authorisation {password} gives a one-time token, GET /api/users/me/export
 * ?token=… streams the ZIP to a plain link (docs/SETTINGS.md).
 */
export function registerPrivacyRoutes(app: ZodApp, ctx: AppContext, files: UploadFileStore): void {
  app.post(
    `${EXPORT_PATH}/authorisation`,
    {
      preHandler: limitPerUser(
        ctx.limiter,
        'data-exports',
        DATA_EXPORTS_PER_USER,
        DATA_EXPORT_MESSAGES.tooMany,
      ),
      config: { fieldLabels: { password: 'Wachtwoord', code: 'Code' } },
      schema: {
        tags: ['Privacy'],
        summary:
          'Toestemming voor één download van al uw gegevens, met uw wachtwoord (en de code bij tweestapsverificatie)',
        description:
          'Geeft een eenmalige downloadsleutel (5 minuten geldig, alleen voor deze sessie) voor GET /api/users/me/export?token=…. 422 bij een verkeerd wachtwoord of een ontbrekende of verkeerde code (als tweestapsverificatie aan staat), 429 na vijf pogingen of vijf downloads per uur.',
        body: dataExportAuthorisationRequestSchema,
        response: {
          201: dataExportAuthorisationSchema,
          401: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const authorisation = await authoriseExport(ctx, authOf(request), request.body);
      return reply.code(201).send(authorisation);
    },
  );

  app.get(
    EXPORT_PATH,
    {
      // Each CSV and the JSON are compressed inside the ZIP; the documents are compressed already.
      compress: false,
      schema: {
        tags: ['Privacy'],
        summary: 'Al uw gegevens als ZIP (AVG artikel 15 en 20)',
        description:
          'Met de sleutel van POST /api/users/me/export/authorisation, één keer. De ZIP bevat gegevens.json (met toelichting), LEESMIJ.txt, één CSV per onderdeel en uw documenten ontsleuteld in documenten/. 403 zonder geldige sleutel.',
        querystring: dataExportQuerySchema,
        response: {
          200: {
            description: 'mijn-gegevens-JJJJ-MM-DD.zip',
            content: { 'application/zip': { schema: z.instanceof(Readable) } },
          },
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      if (!(await useExportToken(ctx.db, ctx.clock, auth, request.query.token))) {
        throw forbidden(DATA_EXPORT_MESSAGES.tokenInvalid);
      }
      const { fileName, body } = await exportData(ctx, files, {
        userId: auth.user.id,
        requestedBy: auth.user.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      body.on('error', (error) => {
        request.log.error({ err: error }, 'streaming a data export failed');
      });
      return reply
        .type('application/zip')
        .header('content-disposition', attachment(fileName))
        .send(body);
    },
  );
}
