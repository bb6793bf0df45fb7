import { errorBodySchema, userSchema } from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { authOf } from '../../../plugins/session';
import { toUserResponse } from './repository';
import { isTwoFactorOn } from './two-factor-state';

export function registerUserRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/api/users/me',
    {
      schema: {
        tags: ['Gebruikers'],
        summary: 'De ingelogde gebruiker',
        response: { 200: userSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      return toUserResponse(user, await isTwoFactorOn(ctx.db, user.id));
    },
  );
}
