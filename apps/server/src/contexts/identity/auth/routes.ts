import {
  errorBodySchema,
  loginRequestSchema,
  loginResponseSchema,
  messageSchema,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { usesHttps } from '../../../config';
import { ACCOUNT_FIELD_LABELS } from '../../../http/field-labels';
import { endImpersonationOfLogin } from '../impersonation/service';
import { MESSAGES } from '../../../http/messages';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../../../plugins/session';
import { toUserResponse } from '../users/repository';
import {
  pendingLoginKey,
  pendingLoginToken,
  setPendingLoginCookie,
} from '../two-factor/pending-login';
import { logIn } from './service';

export function registerAuthRoutes(app: ZodApp, ctx: AppContext): void {
  const cookieSecurity = { secure: usesHttps(ctx.config) };

  app.post(
    '/api/login',
    {
      config: { fieldLabels: ACCOUNT_FIELD_LABELS },
      schema: {
        tags: ['Inloggen'],
        summary: 'Inloggen met e-mailadres en wachtwoord; zet het sessiecookie `token`',
        description:
          'Met tweestapsverificatie aan: `{twoFactorRequired: true}` zonder sessie, met het cookie `login_pending`; `POST /api/login/totp` maakt het inloggen af.',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          401: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await logIn(ctx, {
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (result.twoFactorRequired) {
        const key = pendingLoginKey(ctx.config.jwtSecret);
        const token = pendingLoginToken(
          key,
          result.user.id,
          result.user.passwordHash,
          ctx.clock.now(),
        );
        setPendingLoginCookie(reply, token, cookieSecurity);
        return { twoFactorRequired: true as const };
      }
      const { user, session } = result;
      // A login on top of a live session replaces it rather than leaving it dangling.
      const previous = await ctx.sessions.authenticate(sessionTokenOf(request));
      if (previous) await ctx.sessions.revoke(previous.claims.jti);
      setSessionCookie(
        reply,
        session.token,
        ctx.sessions.secondsLeft(session.claims),
        cookieSecurity,
      );
      return { ...toUserResponse(user, false), twoFactorRequired: false as const };
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['Inloggen'],
        summary: 'Uitloggen: beëindigt de sessie op de server en wist het cookie',
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      const auth = await ctx.sessions.authenticate(sessionTokenOf(request));
      if (auth?.user.role === 'admin') {
        // Logging out ends the view of an investor's portal this login ran.
        const admin = { userId: auth.user.id, sessionId: auth.claims.jti };
        await endImpersonationOfLogin(ctx, admin, 'uitgelogd');
      }
      if (auth) await ctx.sessions.revoke(auth.claims.jti);
      clearSessionCookie(reply, cookieSecurity);
      return { message: MESSAGES.loggedOut };
    },
  );
}
