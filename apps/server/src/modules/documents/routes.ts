import {
  contractDocumentParamsSchema,
  contractDocumentsResponseSchema,
  contractIdParamsSchema,
  errorBodySchema,
  z,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../app-context';
import { attachment } from '../../http/attachment';
import { MESSAGES } from '../../http/messages';
import { notFound } from '../../http/problem';
import { authOf } from '../../plugins/session';
import { ownContract } from '../contracts/ownership';
import { valuationDates } from '../contracts/service';
import { documentsFor, findDocument } from './catalogue';
import { renderPdf } from './pdf';
import { documentModel, subjectOf } from './service';

export function registerDocumentRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/api/contracts/:id/documenten',
    {
      preHandler: ctx.guards.requireUser,
      schema: {
        tags: ['Contracten'],
        summary: 'De documenten van een contract: contractbevestiging en jaaroverzichten',
        params: contractIdParamsSchema,
        response: {
          200: contractDocumentsResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const own = await ownContract(ctx.db, authOf(request).user.id, request.params.id);
      const { today } = valuationDates(ctx.clock.now());
      return { data: documentsFor(subjectOf(own), today) };
    },
  );

  app.get(
    '/api/contracts/:id/documenten/:documentId',
    {
      preHandler: ctx.guards.requireUser,
      schema: {
        tags: ['Contracten'],
        summary: 'Een document als PDF, op het moment van opvragen opgemaakt',
        params: contractDocumentParamsSchema,
        response: {
          200: {
            description: 'Het document (PDF)',
            content: { 'application/pdf': { schema: z.instanceof(Buffer) } },
          },
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const own = await ownContract(ctx.db, user.id, request.params.id);
      const { today } = valuationDates(ctx.clock.now());
      const document = findDocument(subjectOf(own), today, request.params.documentId);
      if (!document) throw notFound(MESSAGES.documentNotFound);
      const model = await documentModel(ctx.db, user, own, document, today);
      const pdf = await renderPdf(model, {
        productName: ctx.mailContext.productName,
        createdAt: ctx.clock.now(),
      });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          attachment(`${document.id}-${own.contract.contractNumber}.pdf`),
        )
        .send(pdf);
    },
  );
}
