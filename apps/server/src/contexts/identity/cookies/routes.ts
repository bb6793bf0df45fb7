import {
  type DeleteCookieRequest,
  deleteCookieRequestSchema,
  errorBodySchema,
  getCookieQuerySchema,
  messageSchema,
  tokenClaimsSchema,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { usesHttps } from '../../../config';
import { MESSAGES } from '../../../http/messages';
import { authOf, TOKEN_COOKIE, sessionTokenOf } from '../../../plugins/session';

function sameSiteOf(value: DeleteCookieRequest['sameSite']): 'strict' | 'lax' | 'none' {
  switch (value?.toLowerCase()) {
    case 'strict':
      return 'strict';
    case 'none':
      return 'none';
    default:
      return 'lax';
  }
}

export function registerCookieRoutes(app: ZodApp, ctx: AppContext): void {
  const secure = usesHttps(ctx.config);

  app.get(
    '/api/getCookie',
    {
      schema: {
        tags: ['Sessie'],
        summary: 'De claims van het sessietoken (nooit het token zelf of de handtekening)',
        querystring: getCookieQuerySchema,
        response: { 200: tokenClaimsSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    // Only a token whose session is live counts (login by default has checked it): a
    // logged-out token has no claims to show.
    async (request) => authOf(request).claims,
  );

  app.post(
    '/api/deleteCookie',
    {
      config: { fieldLabels: { cookieName: 'Cookienaam' } },
      schema: {
        tags: ['Sessie'],
        summary: 'Verwijdert een cookie van de toegestane lijst (token, hasCookie)',
        body: deleteCookieRequestSchema,
        response: { 200: messageSchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { cookieName, isHttpOnly, sameSite } = request.body;
      if (cookieName === TOKEN_COOKIE) {
        const auth = await ctx.sessions.authenticate(sessionTokenOf(request));
        if (auth) await ctx.sessions.revoke(auth.claims.jti);
      }
      const sameSiteValue = sameSiteOf(sameSite);
      // `raw` only tells a browser cookie library how to encode; clearing needs no value.
      reply.clearCookie(cookieName, {
        path: '/',
        httpOnly: isHttpOnly ?? cookieName === TOKEN_COOKIE,
        sameSite: sameSiteValue,
        secure: secure || sameSiteValue === 'none',
      });
      return { message: MESSAGES.cookieDeleted };
    },
  );
}
