import {
  errorBodySchema,
  fundDocumentParamsSchema,
  fundDocumentsResponseSchema,
  fundIdParamsSchema,
  z,
} from '@bp/api-schema';
import { fundDocumentPath, isFundDocumentKind } from '@bp/domain';
import type { AppContext, ZodApp } from '../../../app-context';
import { inline } from '../../../http/attachment';
import { MESSAGES } from '../../../http/messages';
import { notFound } from '../../../http/problem';
import { valuationDates } from '../contracts/service';
import { fundDocumentFacts } from './facts';
import { fundDocumentFile, fundDocumentFiles } from './library';

/**
 * A fund's documents (KID, conditions, memorandum). Public on purpose, like GET /api/funds: a
 * KID must be available before anyone logs in, and they hold no personal data.
 */
export function registerFundDocumentRoutes(app: ZodApp, ctx: AppContext): void {
  const factsOf = async (id: number) => {
    const facts = await fundDocumentFacts(ctx.db, id, valuationDates(ctx.clock.now()).today);
    if (!facts) throw notFound(MESSAGES.fundNotFound);
    return facts;
  };

  app.get(
    '/api/funds/:id/documents',
    {
      config: { notFoundMessage: MESSAGES.fundNotFound },
      schema: {
        tags: ['Fondsen'],
        summary:
          'De documenten van een fonds (essentiële-informatiedocument, voorwaarden, informatiememorandum) met hun versie (sha256)',
        params: fundIdParamsSchema,
        response: { 200: fundDocumentsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const facts = await factsOf(request.params.id);
      const files = await fundDocumentFiles(facts, ctx.mailContext.productName);
      return {
        data: files.map((file) => ({
          kind: file.kind,
          titel: file.title,
          url: fundDocumentPath(facts.fund.id, file.kind),
          hash: file.hash,
          peildatum: file.asOf,
        })),
      };
    },
  );

  app.get(
    '/api/funds/:id/documents/:kind',
    {
      config: { notFoundMessage: MESSAGES.fundNotFound },
      schema: {
        tags: ['Fondsen'],
        summary:
          'Een document van een fonds als PDF; de ETag is de sha256 van de PDF (de versie die een aanvraag noemt)',
        params: fundDocumentParamsSchema,
        response: {
          200: {
            description: 'Het document (PDF)',
            content: { 'application/pdf': { schema: z.instanceof(Buffer) } },
          },
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      if (!isFundDocumentKind(kind)) throw notFound(MESSAGES.documentNotFound);
      const facts = await factsOf(id);
      const file = await fundDocumentFile(facts, kind, ctx.mailContext.productName);
      return reply
        .type('application/pdf')
        .header('etag', `"${file.hash}"`)
        .header('content-disposition', inline(file.fileName))
        .send(file.pdf);
    },
  );
}
