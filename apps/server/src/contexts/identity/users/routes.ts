import { errorBodySchema, userSchema } from '@bp/api-schema';
import type { ZodApp } from '../../../app-context';
import { authOf } from '../../../plugins/session';
import { toUserResponse } from './repository';

export function registerUserRoutes(app: ZodApp): void {
  app.get(
    '/api/users/me',
    {
      schema: {
        tags: ['Gebruikers'],
        summary: 'De ingelogde gebruiker',
        response: { 200: userSchema, 401: errorBodySchema },
      },
    },
    async (request) => toUserResponse(authOf(request).user),
  );
}
