import {
  distributionApprovalRequestSchema,
  distributionDeclarationRequestSchema,
  distributionDeclarationSchema,
  distributionFundParamsSchema,
  distributionListQuerySchema,
  distributionListSchema,
  distributionParamsSchema,
  errorBodySchema,
} from '@bp/api-schema';
import { FOUR_EYES_MESSAGES } from '@bp/domain';
import type { AppContext, ZodApp } from '../../../app-context';
import { notFound } from '../../../http/problem';
import { authOf } from '../../../plugins/session';
import { approveDistribution, declareDistribution, listDeclarations } from './declarations';

const FAILURES = { 401: errorBodySchema, 403: errorBodySchema } as const;

/**
 * Distributions under four eyes (issue 22; docs/ADMIN.md, "Uitkeringen"), administrators only:
 * declare one for a fund and ex-date with a preview of what it does, let a second administrator
 * approve it (then it is booked per contract on the pay date), and list them.
 */
export function registerDistributionRoutes(app: ZodApp, ctx: AppContext): void {
  const config = { access: 'admin' as const, notFoundMessage: FOUR_EYES_MESSAGES.notFound };
  const deps = {
    db: ctx.db,
    clock: ctx.clock,
    mailOutbox: ctx.mailOutbox,
    mailContext: ctx.mailContext,
  };
  const declarationOf = async (id: string, viewerId: string) => {
    const [declaration] = await listDeclarations(ctx.db, viewerId, { id });
    if (!declaration) throw notFound(FOUR_EYES_MESSAGES.notFound);
    return declaration;
  };

  app.post(
    '/api/admin/funds/:fundId/distributions',
    {
      config,
      schema: {
        tags: ['Beheer'],
        summary: 'Een uitkering per participatie voorstellen (vier ogen)',
        description:
          'Stelt een uitkering voor voor het fonds en de ex-datum (niet na vandaag), met wat zij per fonds zou doen: het aantal contracten en participaties op de ex-datum, het totaal, wat wordt uitgekeerd en wat herbelegd (een verkocht contract krijgt altijd uitgekeerd). Er wordt niets geboekt tot een tweede beheerder het goedkeurt. Een open voorstel voor hetzelfde fonds en dezelfde ex-datum wordt vervangen; al een vastgestelde uitkering voor die ex-datum (ook een bestaande): 409.',
        params: distributionFundParamsSchema,
        body: distributionDeclarationRequestSchema,
        response: {
          201: distributionDeclarationSchema,
          ...FAILURES,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const adminId = authOf(request).user.id;
      const id = await declareDistribution(deps, request.params.fundId, request.body, adminId);
      request.log.info({ declarationId: id }, 'distribution proposed');
      return reply.code(201).send(await declarationOf(id, adminId));
    },
  );

  app.post(
    '/api/admin/distributions/:id/approval',
    {
      config,
      schema: {
        tags: ['Beheer'],
        summary: 'Een voorgestelde uitkering goedkeuren (door een tweede beheerder)',
        description:
          'Alleen een andere beheerder dan wie haar voorstelde (anders 403). Legt de uitkering vast (zij telt dan mee in de fondsrendementen) en boekt haar per contract, uitkeren of herbeleggen naar de keuze van het contract, zodra de betaaldatum er is: bij een betaaldatum van vandaag of eerder meteen, anders door de taak uitkeringen-boeken. Niet meer open (ook bij twee gelijktijdige goedkeuringen voor de tweede): 409.',
        params: distributionParamsSchema,
        body: distributionApprovalRequestSchema,
        response: {
          200: distributionDeclarationSchema,
          ...FAILURES,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const adminId = authOf(request).user.id;
      const booked = await approveDistribution(
        deps,
        request.params.id,
        adminId,
        request.body.reason,
      );
      request.log.info({ declarationId: request.params.id, booked }, 'distribution approved');
      if (booked && booked.errors.length > 0) {
        request.log.warn(
          { declarationId: request.params.id, errors: booked.errors },
          'distribution parts not booked; the job uitkeringen-boeken tries again',
        );
      }
      return declarationOf(request.params.id, adminId);
    },
  );

  app.get(
    '/api/admin/distributions',
    {
      config,
      schema: {
        tags: ['Beheer'],
        summary: 'De voorgestelde en goedgekeurde uitkeringen, nieuwste eerst',
        description:
          'Een open voorstel met wat goedkeuren nu zou doen; een goedgekeurde met wat per contract is geboekt.',
        querystring: distributionListQuerySchema,
        response: { 200: distributionListSchema, ...FAILURES },
      },
    },
    async (request) => ({
      declarations: await listDeclarations(ctx.db, authOf(request).user.id, {
        status: request.query.status,
      }),
    }),
  );
}
