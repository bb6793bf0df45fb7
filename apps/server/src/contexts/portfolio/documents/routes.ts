import {
  contractDocumentParamsSchema,
  contractDocumentsResponseSchema,
  contractIdParamsSchema,
  errorBodySchema,
  z,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { attachment } from '../../../http/attachment';
import { MESSAGES } from '../../../http/messages';
import { notFound } from '../../../http/problem';
import { authOf } from '../../../plugins/session';
import { ownContractOf } from '../contracts/contract-scope';
import { valuationDates } from '../contracts/service';
import { documentsFor, findDocument } from './catalogue';
import { renderPdf } from './pdf';
import { documentModel, subjectOf } from './service';

/** Inside the contract scope (registerContractResources): /api/contracts/{id}/documenten… */
export function registerDocumentRoutes(scope: ZodApp, ctx: AppContext): void {
  scope.get(
    '/documenten',
    {
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
      const own = ownContractOf(request);
      const { today } = valuationDates(ctx.clock.now());
      return { data: documentsFor(subjectOf(own), today) };
    },
  );

  scope.get(
    '/documenten/:documentId',
    {
      // A documentId that cannot be one is a document the contract does not have.
      config: { notFoundMessage: MESSAGES.documentNotFound },
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
      const own = ownContractOf(request);
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
