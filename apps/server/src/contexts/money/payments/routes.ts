import {
  createdPaymentSchema,
  createPaymentRequestSchema,
  errorBodySchema,
  paymentParamsSchema,
  paymentSchema,
  paymentWebhookSchema,
  z,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { authOf } from '../../../plugins/session';
import { registerFormBodies } from '../../../http/form-bodies';
import type { PaymentProvider } from './providers/payment-provider';
import { PAYMENT_WEBHOOK_PATH } from './return-address';
import { paymentOf } from './read-payment';
import { handlePaymentWebhook } from './settle-payment';
import { startPayment } from './start-payment';

const FIELD_LABELS = { contractId: 'Contract', purpose: 'Doel', amount: 'Bedrag' };

export function registerPaymentRoutes(
  app: ZodApp,
  ctx: AppContext,
  provider: PaymentProvider,
): void {
  const deps = { ...ctx, provider };

  app.post(
    '/api/payments',
    {
      config: { fieldLabels: FIELD_LABELS },
      schema: {
        tags: ['Betalingen'],
        summary:
          'Start een iDEAL-betaling (eerste inleg of bijstorting), of geeft de betaling die al openstaat voor hetzelfde contract en doel',
        body: createPaymentRequestSchema,
        response: {
          201: createdPaymentSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const created = await startPayment(deps, authOf(request).user.id, request.body, request.log);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/payments/:id',
    {
      schema: {
        tags: ['Betalingen'],
        summary:
          'De status van een eigen betaling (voor de resultaatpagina); een lopende betaling wordt eerst bij de betaaldienst nagevraagd',
        params: paymentParamsSchema,
        response: { 200: paymentSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => paymentOf(deps, authOf(request).user.id, request.params.id, request.log),
  );

  // The provider's call: its own scope, for the form-encoded body Mollie sends.
  app.register(async (scope: ZodApp) => {
    registerFormBodies(scope);
    scope.post(
      PAYMENT_WEBHOOK_PATH,
      {
        config: { calledByProvider: true },
        schema: {
          tags: ['Betalingen'],
          summary:
            'Webhook van de betaaldienst (id=…, form-encoded of JSON): de status wordt altijd bij de betaaldienst opgehaald',
          body: paymentWebhookSchema,
          response: { 200: z.object({}), 422: errorBodySchema, 502: errorBodySchema },
        },
      },
      async (request) => {
        await handlePaymentWebhook(deps, request.body.id, request.log);
        return {};
      },
    );
  });
}
