import {
  errorBodySchema,
  forgotPasswordRequestSchema,
  messageSchema,
  resetPasswordRequestSchema,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { ACCOUNT_FIELD_LABELS } from '../../../http/field-labels';
import { MESSAGES } from '../../../http/messages';
import { limitPerIp } from '../rate-limit/per-ip';
import { FORGOT_PASSWORD_PER_IP } from '../rate-limit/rules';
import { requestPasswordReset, resetPassword } from './service';

export function registerPasswordResetRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/api/password/forgot',
    {
      preHandler: limitPerIp(
        ctx.limiter,
        'forgot-password',
        FORGOT_PASSWORD_PER_IP,
        MESSAGES.tooManyRequests,
      ),
      config: { fieldLabels: ACCOUNT_FIELD_LABELS },
      schema: {
        tags: ['Account'],
        summary: 'Vraagt een link aan om het wachtwoord opnieuw in te stellen',
        description: 'Het antwoord zegt nooit of het e-mailadres een account heeft.',
        body: forgotPasswordRequestSchema,
        response: { 202: messageSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(ctx, request.body.email);
      return reply.code(202).send({ message: MESSAGES.resetRequested });
    },
  );

  app.post(
    '/api/password/reset',
    {
      config: { fieldLabels: { ...ACCOUNT_FIELD_LABELS, token: 'Link' } },
      schema: {
        tags: ['Account'],
        summary: 'Stelt een nieuw wachtwoord in met de link uit de herstelmail',
        body: resetPasswordRequestSchema,
        response: { 200: messageSchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return { message: MESSAGES.resetDone };
    },
  );
}
