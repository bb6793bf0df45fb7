import { z } from '@bp/api-schema';
import type { FastifyReply } from 'fastify';
import type { ZodApp } from '../../../../app-context';
import { registerFormBodies } from '../../../../http/form-bodies';
import { MESSAGES } from '../../../../http/messages';
import { forbidden } from '../../../../http/problem';
import {
  isForeignBrowserCall,
  SAME_ORIGIN_FORM_REFERRER_POLICY,
} from '../../../../plugins/origin-check';
import { sandboxMandatePage, sandboxMessagePage } from './sandbox-page';
import {
  SANDBOX_CHOICES,
  SANDBOX_MANDATE_PATH,
  type SandboxChoice,
  type SandboxMandateProvider,
} from './sandbox-mandate-provider';

const params = z.object({ nummer: z.string().regex(/^[A-Z0-9]{1,40}$/) });
const choiceBody = z.object({
  keuze: z.enum(Object.keys(SANDBOX_CHOICES) as [SandboxChoice, ...SandboxChoice[]]),
});

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', SAME_ORIGIN_FORM_REFERRER_POLICY)
    .send(body);
}

function notFoundPage(reply: FastifyReply): FastifyReply {
  return html(
    reply,
    404,
    sandboxMessagePage(
      'Machtiging niet gevonden',
      'Deze machtiging bestaat niet in de testomgeving.',
    ),
  );
}

/**
 * The sandbox provider's hosted pages (only registered when the sandbox takes mandates). Not part
 * of the API: HTML for a browser, a plain form post, no session (Twikey's page has none of ours).
 */
export async function registerSandboxMandatePages(
  app: ZodApp,
  provider: SandboxMandateProvider,
  publicUrl: string,
): Promise<void> {
  await app.register(async (scope: ZodApp) => {
    // Only here: the page's form posts application/x-www-form-urlencoded.
    registerFormBodies(scope);

    scope.get(
      `${SANDBOX_MANDATE_PATH}/:nummer`,
      { schema: { hide: true } },
      async (request, reply) => {
        const parsed = params.safeParse(request.params);
        const record = parsed.success ? await provider.record(parsed.data.nummer) : null;
        if (!record) return notFoundPage(reply);
        return html(reply, 200, sandboxMandatePage(record));
      },
    );

    scope.post(
      `${SANDBOX_MANDATE_PATH}/:nummer`,
      { schema: { hide: true } },
      async (request, reply) => {
        // The form is ours and same-origin: a foreign page must not sign or cancel a mandate.
        if (isForeignBrowserCall(request, publicUrl)) throw forbidden(MESSAGES.forbiddenOrigin);
        const parsed = params.safeParse(request.params);
        const choice = choiceBody.safeParse(request.body);
        if (!parsed.success) return notFoundPage(reply);
        if (!choice.success) {
          return html(
            reply,
            400,
            sandboxMessagePage('Geen keuze', 'Kies een van de knoppen op de machtigingspagina.'),
          );
        }
        const next = await provider.decide(parsed.data.nummer, choice.data.keuze);
        if (next === null) {
          const record = await provider.record(parsed.data.nummer);
          if (!record) return notFoundPage(reply);
          return html(reply, 409, sandboxMandatePage(record));
        }
        return reply.redirect(next, 303);
      },
    );
  });
}
