import {
  contractIdParamsSchema,
  contractMandateResponseSchema,
  createMandateRequestSchema,
  createMandateResponseSchema,
  errorBodySchema,
  mandateExitRequestSchema,
  mandateIdParamsSchema,
  mandateSchema,
  z,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { notFound } from '../../../http/problem';
import { orProviderProblem } from '../../../http/provider-error';
import { authOf } from '../../../plugins/session';
import type { ContractResource } from '../../portfolio';
import { ownContractOf } from '../../portfolio';
import { returnFromExitUrl } from './exit-url';
import { MANDATE_MESSAGES } from './messages';
import { catchUpCollectionsAfterPaymentEvent } from './payment-event';
import type { MandateProvider } from './providers/mandate-provider';
import { latestMandateOfContract, ownMandate } from './queries';
import { createMandate, handleMandateWebhook } from './service';
import { mandateView } from './view';

const FIELD_LABELS = {
  contractId: 'Contract',
  iban: 'IBAN',
  accountHolder: 'Rekeninghouder',
};

export async function registerMandateRoutes(
  app: ZodApp,
  ctx: AppContext,
  provider: MandateProvider,
): Promise<void> {
  app.post(
    '/api/mandates',
    {
      config: { fieldLabels: FIELD_LABELS },
      schema: {
        tags: ['Machtigingen'],
        summary: 'SEPA-machtiging voor de maandelijkse inleg van een contract voorbereiden',
        description:
          '201 met de pagina waar de belegger tekent. Een voorbereide machtiging voor hetzelfde IBAN en dezelfde rekeninghouder wordt hergebruikt (200); een voor een andere rekening wordt vervangen. 409 voor een contract zonder maandelijkse inleg of met al een ondertekende machtiging.',
        body: createMandateRequestSchema,
        response: {
          200: createMandateResponseSchema,
          201: createMandateResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await orProviderProblem(
        createMandate(ctx, provider, authOf(request).user.id, request.body),
      );
      return reply.code(result.created ? 201 : 200).send(result.body);
    },
  );

  app.post(
    '/api/mandates/exit',
    {
      schema: {
        tags: ['Machtigingen'],
        summary: 'Terug van de machtigingspagina: de exit-URL van Twikey controleren',
        description:
          'Wat de exit-URL van het Twikey-sjabloon meebracht (`{0}` machtigingsnummer, `{1}` status, `{3}` handtekening). Een handtekening die niet klopt: 403 en er verandert niets. Anders de eigen machtiging (een andere: 404); staat die nog op voorbereid, dan wordt de status eerst bij de machtigingsdienst opgevraagd.',
        body: mandateExitRequestSchema,
        response: {
          200: mandateSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) =>
      returnFromExitUrl(
        { ...ctx, log: request.log },
        provider,
        authOf(request).user.id,
        request.body,
      ),
  );

  app.get(
    '/api/mandates/:id',
    {
      config: { notFoundMessage: MANDATE_MESSAGES.notFound },
      schema: {
        tags: ['Machtigingen'],
        summary: 'Een machtiging: status, gemaskeerd IBAN en de maandelijkse inleg',
        params: mandateIdParamsSchema,
        response: { 200: mandateSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const found = await ownMandate(ctx.db, authOf(request).user.id, request.params.id);
      if (!found) throw notFound(MANDATE_MESSAGES.notFound);
      return mandateView(found);
    },
  );

  app.get(
    '/api/mandates/webhook',
    {
      config: { calledByProvider: true },
      schema: {
        tags: ['Machtigingen'],
        summary: 'Webhook van Twikey: de gebeurtenis in de querystring, ondertekend in X-Signature',
        description:
          'Zonder sessie, zoals Twikey hem aanroept: GET met bijvoorbeeld `?type=contract&mandateNumber=…&state=…` of `?type=payment&…`. De X-Signature (HMAC-SHA256 over de URL-gedecodeerde querystring met de API-sleutel) moet kloppen, anders 401 en verandert er niets. Bij een machtiging wordt de status daarna bij Twikey opgevraagd en één keer verwerkt; bij een betaling worden de openstaande incasso’s op de achtergrond bijgewerkt.',
        response: { 204: z.null(), 401: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request, reply) => {
      const queryStart = request.url.indexOf('?');
      const rawQuery = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
      const header = request.headers['x-signature'];
      const signature = typeof header === 'string' ? header : undefined;
      const outcome = await orProviderProblem(
        handleMandateWebhook(ctx, provider, rawQuery, signature, () => {
          ctx.background.run('collections catch-up after a payment event', () =>
            catchUpCollectionsAfterPaymentEvent({
              ...ctx,
              mandateProvider: provider,
              log: app.log,
            }),
          );
        }),
      );
      request.log.info({ outcome }, 'mandate webhook');
      return reply.code(204).send(null);
    },
  );
}

/** GET /api/contracts/{id}/machtiging, inside the contract scope (ownership answered there). */
export const registerContractMandateRoutes: ContractResource = (scope, ctx) => {
  scope.get(
    '/machtiging',
    {
      schema: {
        tags: ['Contracten'],
        summary: 'De machtiging van het contract: status, gemaskeerd IBAN, ondertekend op',
        params: contractIdParamsSchema,
        response: {
          200: contractMandateResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { contract } = ownContractOf(request);
      const found = await latestMandateOfContract(ctx.db, contract.id);
      return { machtiging: found ? mandateView(found) : null };
    },
  );
};
