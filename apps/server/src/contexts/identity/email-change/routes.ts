import {
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  emailStatusSchema,
  errorBodySchema,
  messageSchema,
} from '@bp/api-schema';
import { EMAIL_CHANGE_MESSAGES } from '@bp/domain';
import type { AppContext, ZodApp } from '../../../app-context';
import { MESSAGES } from '../../../http/messages';
import { authOf } from '../../../plugins/session';
import type { RateLimitRule } from '../rate-limit/limiter';
import { limitPerUser } from '../rate-limit/per-user';
import { confirmEmailChange, emailStatusOf, requestEmailChange } from './service';

/** Each request mails two addresses: a few an hour per user is plenty for typos. */
export const EMAIL_CHANGES_PER_USER: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };

export function registerEmailChangeRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/api/users/me/email',
    {
      schema: {
        tags: ['Gebruikers'],
        summary: 'Het e-mailadres van het account en een wijziging die op bevestiging wacht',
        response: { 200: emailStatusSchema, 401: errorBodySchema },
      },
    },
    async (request) => emailStatusOf(ctx, authOf(request).user.id),
  );

  app.post(
    '/api/users/me/email',
    {
      preHandler: limitPerUser(
        ctx.limiter,
        'email-change',
        EMAIL_CHANGES_PER_USER,
        MESSAGES.tooManyRequests,
      ),
      config: { fieldLabels: { email: 'Nieuw e-mailadres', password: 'Wachtwoord', code: 'Code' } },
      schema: {
        tags: ['Gebruikers'],
        summary:
          'Vraagt een nieuw e-mailadres aan; de link in de e-mail aan dat adres bevestigt het',
        description:
          'Met het wachtwoord, en de code als tweestapsverificatie aan staat. Het nieuwe adres krijgt een link die 24 uur en één keer werkt; een nieuwe aanvraag maakt eerdere links ongeldig. Het oude adres krijgt bericht, zonder de link. Het antwoord is hetzelfde, of het nieuwe adres nu al een account heeft of niet.',
        body: emailChangeRequestSchema,
        response: {
          202: messageSchema,
          401: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await requestEmailChange(ctx, authOf(request).user, request.body);
      return reply.code(202).send({ message: EMAIL_CHANGE_MESSAGES.requested });
    },
  );

  app.post(
    '/api/email-change/confirm',
    {
      config: { fieldLabels: { token: 'Link' } },
      schema: {
        tags: ['Gebruikers'],
        summary: 'Bevestigt een nieuw e-mailadres met de link uit de e-mail aan dat adres',
        description:
          'Zonder sessie: de link kan op elk apparaat worden geopend. 422 voor een verlopen, gebruikte of vervangen link; 409 als het adres inmiddels bij een ander account hoort.',
        body: emailChangeConfirmSchema,
        response: { 200: messageSchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      await confirmEmailChange(ctx, request.body.token);
      return { message: EMAIL_CHANGE_MESSAGES.confirmed };
    },
  );
}
