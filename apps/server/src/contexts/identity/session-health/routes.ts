import { errorBodySchema, sessionHealthSchema } from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { usesHttps } from '../../../config';
import { authOf, setSessionCookie } from '../../../plugins/session';

export function registerSessionHealthRoutes(app: ZodApp, ctx: AppContext): void {
  const cookieSecurity = { secure: usesHttps(ctx.config) };

  app.get(
    '/api/session-health-check',
    {
      schema: {
        tags: ['Sessie'],
        summary:
          'Controleert de sessie en vernieuwt een token dat over de helft van zijn looptijd is',
        response: { 200: sessionHealthSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      if (!ctx.sessions.isPastHalfLife(auth.claims)) {
        return { status: 'ok' as const, exp: auth.claims.exp, renewed: false };
      }
      const renewed = await ctx.sessions.renew(auth, request.headers['user-agent']);
      // Past the absolute lifetime: this session runs out and the user logs in again.
      if (!renewed) return { status: 'ok' as const, exp: auth.claims.exp, renewed: false };
      setSessionCookie(
        reply,
        renewed.token,
        ctx.sessions.secondsLeft(renewed.claims),
        cookieSecurity,
      );
      return { status: 'ok' as const, exp: renewed.claims.exp, renewed: true };
    },
  );
}
