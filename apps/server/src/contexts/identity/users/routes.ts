import { errorBodySchema, userSchema } from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { sendKeptAnswer } from '../../../plugins/kept-answers';
import { authOf } from '../../../plugins/session';
import { impersonationOf } from '../sessions/impersonated';
import { toUserResponse } from './repository';
import { isTwoFactorOn } from './two-factor-state';

export function registerUserRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/api/users/me',
    {
      config: { keptAnswer: true },
      schema: {
        tags: ['Gebruikers'],
        summary: 'De ingelogde gebruiker; tijdens meekijken de belegger, met wie meekijkt',
        response: { 200: userSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user, impersonation } = authOf(request);
      const response = toUserResponse(user, await isTwoFactorOn(ctx.db, user.id));
      if (impersonation) return { ...response, impersonation: impersonationOf(impersonation) };
      return sendKeptAnswer(ctx, request, reply, response);
    },
  );
}
