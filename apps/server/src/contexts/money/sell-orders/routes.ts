import {
  createSellOrderRequestSchema,
  errorBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  sellOrderHeadersSchema,
  sellOrderListSchema,
  sellOrderParamsSchema,
  sellOrderQuoteQuerySchema,
  sellOrderQuoteSchema,
  sellOrderSchema,
  z,
} from '@bp/api-schema';
import type { ZodApp, AppContext } from '../../../app-context';
import { authOf } from '../../../plugins/session';
import type { ContractResource } from '../../portfolio';
import { ownContractOf } from '../../portfolio';
import { cancelSellOrder, sellOrdersOf } from './cancel-order';
import { createSellOrder } from './create-order';
import { quoteSellOrder } from './quote';
import { sellOrderView } from './view';

const FIELD_LABELS = {
  kind: 'Soort verkoop',
  amount: 'Bedrag',
  units: 'Aantal participaties',
  password: 'Wachtwoord',
  code: 'Code',
  [IDEMPOTENCY_KEY_HEADER]: 'Idempotency-Key',
};

const TAGS = ['Verkopen'];

/** /api/contracts/{id}/sell-orders…, inside the contract scope (ownership answered there). */
export const registerSellOrderRoutes: ContractResource = (scope: ZodApp, ctx: AppContext) => {
  scope.get(
    '/sell-orders/quote',
    {
      config: { fieldLabels: FIELD_LABELS },
      schema: {
        tags: TAGS,
        summary: 'Wat een verkoop zou doen, vóór de belegger bevestigt (er wordt niets verkocht)',
        description:
          'Zonder `kind` alleen de gegevens van het contract: participaties, wat daarvan nu verkocht kan worden (min die gekocht met een incasso van de afgelopen 56 dagen en die in openstaande opdrachten), de laatste koers, handelsdatum, cut-off, uitbetaaldatum, uitstapkosten, minimale inleg en gemaskeerd IBAN. Met `kind` (en `amount` of `units`) ook de schatting tegen de laatste koers, wat overblijft, of dat onder het minimum van het fonds valt (bied dan alles verkopen aan) en waarom de opdracht nu niet kan (`problems`, zoals POST ze zou geven). 409 voor een contract waarvan niets verkocht kan worden (verkocht, wacht op betaling, inkoop opgeschort).',
        params: sellOrderParamsSchema.pick({ id: true }),
        querystring: sellOrderQuoteQuerySchema,
        response: {
          200: sellOrderQuoteSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) =>
      quoteSellOrder(ctx.db, ownContractOf(request), request.query, ctx.clock.now()),
  );

  scope.get(
    '/sell-orders',
    {
      schema: {
        tags: TAGS,
        summary: 'De verkoopopdrachten van het contract, nieuwste eerst',
        params: sellOrderParamsSchema.pick({ id: true }),
        response: { 200: sellOrderListSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      const rows = await sellOrdersOf(ctx.db, ownContractOf(request).contract.id);
      return { data: rows.map((row) => sellOrderView(row, now)) };
    },
  );

  scope.post(
    '/sell-orders',
    {
      config: { fieldLabels: FIELD_LABELS },
      schema: {
        tags: TAGS,
        summary: 'Een verkoopopdracht geven: een bedrag, een aantal participaties of alles',
        description:
          'Met het wachtwoord opnieuw (onjuist: 422) en een `Idempotency-Key`-header: dezelfde sleutel nog eens geeft de opdracht die ermee is gemaakt (200, dezelfde inhoud), nooit een tweede; dezelfde sleutel met een andere opdracht: 422. De handelsdatum volgt uit het moment van ontvangst (vóór de cut-off, 14:00 twee TARGET2-werkdagen vóór de waarderingsdatum, de eerstvolgende; daarna de volgende). 409 voor een verkocht contract, een contract dat op de eerste betaling wacht of een fonds dat de inkoop heeft opgeschort; 422 voor meer participaties dan nu verkocht kunnen worden (ook samen met openstaande opdrachten, en zonder de participaties gekocht met een incasso van de afgelopen 56 dagen) en voor een gedeeltelijke verkoop die minder dan het minimum van het fonds overlaat.',
        params: sellOrderParamsSchema.pick({ id: true }),
        headers: sellOrderHeadersSchema,
        body: createSellOrderRequestSchema,
        response: {
          200: sellOrderSchema,
          201: sellOrderSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await createSellOrder(
        ctx,
        ownContractOf(request),
        authOf(request).user.id,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      request.log.info(
        { sellOrderId: result.order.id, created: result.created },
        'sell order received',
      );
      return reply.code(result.created ? 201 : 200).send(result.order);
    },
  );

  scope.delete(
    '/sell-orders/:orderId',
    {
      schema: {
        tags: TAGS,
        summary: 'Een verkoopopdracht annuleren, tot de cut-off',
        description:
          '204 zolang de opdracht ingediend is en de cut-off niet voorbij is (tot en met de cut-off zelf); daarna 409. Een opdracht van een ander contract: 404.',
        params: sellOrderParamsSchema,
        response: {
          204: z.null(),
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await cancelSellOrder(ctx, ownContractOf(request).contract.id, request.params.orderId);
      return reply.code(204).send(null);
    },
  );
};
