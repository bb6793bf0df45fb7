import {
  contractIdParamsSchema,
  contractSchema,
  contractSummarySchema,
  errorBodySchema,
  z,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { sendKeptAnswer } from '../../../plugins/kept-answers';
import { MESSAGES } from '../../../http/messages';
import { authOf } from '../../../plugins/session';
import { contractOf, contractsOf, summariesOf, valuationDates } from './service';

export function registerContractRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/api/contracts',
    {
      config: { keptAnswer: true },
      schema: {
        tags: ['Contracten'],
        summary: 'Alle contracten van de ingelogde belegger',
        response: { 200: z.array(contractSchema), 401: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendKeptAnswer(
        ctx,
        request,
        reply,
        await contractsOf(ctx.db, authOf(request).user.id, valuationDates(ctx.clock.now())),
      ),
  );

  app.get(
    '/api/contracts/summaries',
    {
      config: { keptAnswer: 'shared' },
      schema: {
        tags: ['Contracten'],
        summary: 'Overzicht van de contracten: waarde, inleg, resultaat, te betalen',
        response: { 200: z.array(contractSummarySchema), 401: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendKeptAnswer(
        ctx,
        request,
        reply,
        await summariesOf(ctx.db, authOf(request).user.id, valuationDates(ctx.clock.now())),
        { share: true },
      ),
  );

  app.get(
    '/api/contracts/:id',
    {
      config: { notFoundMessage: MESSAGES.contractNotFound, keptAnswer: true },
      schema: {
        tags: ['Contracten'],
        summary: 'Eén contract (als lijst met één element, zoals de specificatie het leest)',
        params: contractIdParamsSchema,
        response: {
          200: z.array(contractSchema).length(1),
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      sendKeptAnswer(ctx, request, reply, [
        await contractOf(
          ctx.db,
          authOf(request).user.id,
          request.params.id,
          valuationDates(ctx.clock.now()),
        ),
      ]),
  );
}
