import {
  confirmRequestSchema,
  errorBodySchema,
  messageSchema,
  registerRequestSchema,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { ACCOUNT_FIELD_LABELS } from '../../../http/field-labels';
import { MESSAGES } from '../../../http/messages';
import { limitPerIp } from '../rate-limit/per-ip';
import { REGISTER_PER_IP } from '../rate-limit/rules';
import { confirmRegistration, register } from './service';

export function registerRegistrationRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/api/register',
    {
      preHandler: limitPerIp(ctx.limiter, 'register', REGISTER_PER_IP, MESSAGES.tooManyRequests),
      config: { fieldLabels: { ...ACCOUNT_FIELD_LABELS, consent: 'Akkoord' } },
      schema: {
        tags: ['Account'],
        summary: 'Account aanmaken; stuurt een bevestigingslink per e-mail',
        description:
          'Zonder wachtwoord: dat kiest de gebruiker achter de link uit de e-mail (POST /api/register/confirm), zodat alleen wie het e-mailadres bezit het wachtwoord kiest. Het antwoord is altijd hetzelfde, of het e-mailadres nu al een account heeft of niet. Een adres dat nog niet bevestigd is krijgt een nieuwe link; eerdere links blijven werken tot er één is gebruikt.',
        body: registerRequestSchema,
        response: { 202: messageSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await register(ctx, request.body.email);
      return reply.code(202).send({ message: MESSAGES.registrationAccepted });
    },
  );

  app.post(
    '/api/register/confirm',
    {
      config: { fieldLabels: { ...ACCOUNT_FIELD_LABELS, token: 'Link' } },
      schema: {
        tags: ['Account'],
        summary: 'Wachtwoord kiezen en account activeren met de link uit de bevestigingsmail',
        description:
          'De link werkt één keer, 48 uur lang, en alleen zolang het account nog niet actief is. Het wachtwoord volgt dezelfde regels als bij het herstellen.',
        body: confirmRequestSchema,
        response: { 200: messageSchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      await confirmRegistration(ctx, request.body.token, request.body.password);
      return { message: MESSAGES.accountConfirmed };
    },
  );
}
