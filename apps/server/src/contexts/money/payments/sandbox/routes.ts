import { z } from '@bp/api-schema';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, ZodApp } from '../../../../app-context';
import { MESSAGES } from '../../../../http/messages';
import { forbidden } from '../../../../http/problem';
import {
  isForeignBrowserCall,
  SAME_ORIGIN_FORM_REFERRER_POLICY,
} from '../../../../plugins/origin-check';
import { registerFormBodies } from '../../../../http/form-bodies';
import { checkoutPage, closedCheckoutPage, SANDBOX_OUTCOMES } from './checkout-page';
import {
  findSandboxPayment,
  SANDBOX_CHECKOUT_PATH,
  sandboxStatusAt,
  settleSandboxPayment,
} from './sandbox-ideal-provider';

/** How long the sandbox waits for our own webhook before it sends the investor back anyway. */
const WEBHOOK_TIMEOUT_MS = 10_000;

const paramsSchema = z.object({ id: z.string().max(64) });
const outcomeSchema = z.object({
  status: z.enum(SANDBOX_OUTCOMES.map((outcome) => outcome.status)),
});

/**
 * The sandbox's hosted checkout, served only when the sandbox is the payment provider. Choosing
 * an outcome settles the sandbox record, calls our webhook over HTTP as Mollie would
 * (`POST webhookUrl` with `id=…`, form-encoded) and sends the browser to the redirect URL.
 */
export function registerSandboxIdealRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
) {
  app.register(async (scope: ZodApp) => {
    registerFormBodies(scope);

    scope.get(
      `${SANDBOX_CHECKOUT_PATH}/:id`,
      { schema: { params: paramsSchema, hide: true } },
      async (request, reply) => {
        const payment = await findSandboxPayment(ctx.db, request.params.id);
        reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', SAME_ORIGIN_FORM_REFERRER_POLICY)
          .type('text/html; charset=utf-8');
        if (!payment || sandboxStatusAt(payment, ctx.clock.now()) !== 'open')
          return reply.code(404).send(closedCheckoutPage());
        return reply.send(checkoutPage(payment));
      },
    );

    scope.post(
      `${SANDBOX_CHECKOUT_PATH}/:id`,
      { schema: { params: paramsSchema, body: outcomeSchema, hide: true } },
      async (request, reply) => {
        // The form is ours and same-origin: a foreign page must not settle a payment.
        if (isForeignBrowserCall(request, ctx.config.publicUrl)) {
          throw forbidden(MESSAGES.forbiddenOrigin);
        }
        const status = request.body.status;
        const settled = await settleSandboxPayment(
          ctx.db,
          request.params.id,
          status,
          ctx.clock.now(),
        );
        if (!settled) {
          return reply.code(404).type('text/html; charset=utf-8').send(closedCheckoutPage());
        }
        await callWebhook(settled.webhookUrl, settled.id, request.log);
        return reply.redirect(settled.redirectUrl, 303);
      },
    );
  });
}

/** As Mollie does: `id=…` form-encoded; a failure is logged, the investor is sent back anyway. */
async function callWebhook(url: string, id: string, log: FastifyBaseLogger): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id }).toString(),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!response.ok) log.warn({ status: response.status }, 'sandbox iDEAL: webhook refused');
  } catch (error) {
    log.warn({ err: error }, 'sandbox iDEAL: webhook not reached');
  }
}
