import {
  changePasswordRequestSchema,
  disableTwoFactorRequestSchema,
  errorBodySchema,
  loginTotpResponseSchema,
  recoveryCodesSchema,
  secondFactorCodeRequestSchema,
  twoFactorSetupSchema,
  z,
} from '@bp/api-schema';
import type { FastifyRequest } from 'fastify';
import type { AppContext, ZodApp } from '../../../app-context';
import { usesHttps } from '../../../config';
import type { FieldLabels } from '../../../http/field-labels';
import { authOf, sessionTokenOf, setSessionCookie } from '../../../plugins/session';
import { changePassword } from '../password-change/service';
import { toUserResponse } from '../users/repository';
import type { RequestOrigin } from './events';
import { clearPendingLoginCookie, pendingLoginTokenOf } from './pending-login';
import { completeLogin, confirmTwoFactor, disableTwoFactor, startTwoFactor } from './service';

const FIELD_LABELS = {
  currentPassword: 'Huidig wachtwoord',
  newPassword: 'Nieuw wachtwoord',
  password: 'Wachtwoord',
  code: 'Code',
} as const satisfies FieldLabels;

const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/**
 * Wachtwoord en beveiliging (issue 20): the password change, turning two-step verification on
 * and off, and the login's second step.
 */
export function registerAccountSecurityRoutes(app: ZodApp, ctx: AppContext): void {
  const cookieSecurity = { secure: usesHttps(ctx.config) };

  app.post(
    '/api/users/me/password',
    {
      config: { fieldLabels: FIELD_LABELS },
      schema: {
        tags: ['Gebruikers'],
        summary: 'Wijzigt het wachtwoord; beëindigt elke andere sessie en mailt een bericht',
        description:
          'Een verkeerd huidig wachtwoord telt mee voor de inlogblokkade van het account (429).',
        body: changePasswordRequestSchema,
        response: {
          204: z.null(),
          401: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await changePassword(ctx, authOf(request), request.body, originOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/users/me/two-factor',
    {
      schema: {
        tags: ['Gebruikers'],
        summary: 'Start het aanzetten van tweestapsverificatie: geheim, otpauth-URI en QR-code',
        description:
          'Opnieuw starten vervangt een nog niet bevestigd geheim; 409 wanneer het al aan staat.',
        response: { 200: twoFactorSetupSchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => startTwoFactor(ctx, authOf(request).user),
  );

  app.post(
    '/api/users/me/two-factor/confirm',
    {
      config: { fieldLabels: FIELD_LABELS },
      schema: {
        tags: ['Gebruikers'],
        summary: 'Zet tweestapsverificatie aan met een eerste code; geeft de tien herstelcodes',
        description: 'De herstelcodes worden alleen nu getoond; bewaard worden alleen hun hashes.',
        body: secondFactorCodeRequestSchema,
        response: {
          200: recoveryCodesSchema,
          401: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) =>
      confirmTwoFactor(ctx, authOf(request).user, request.body.code, originOf(request)),
  );

  app.delete(
    '/api/users/me/two-factor',
    {
      config: { fieldLabels: FIELD_LABELS },
      schema: {
        tags: ['Gebruikers'],
        summary: 'Zet tweestapsverificatie uit, met het wachtwoord en een code of herstelcode',
        body: disableTwoFactorRequestSchema,
        response: {
          204: z.null(),
          401: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await disableTwoFactor(ctx, authOf(request).user, request.body, originOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/login/totp',
    {
      config: { fieldLabels: FIELD_LABELS },
      schema: {
        tags: ['Inloggen'],
        summary: 'Tweede stap van het inloggen: de code uit de app of een herstelcode',
        description:
          'Na `POST /api/login` met `twoFactorRequired: true` (het cookie `login_pending`, 5 minuten geldig). Zet het sessiecookie `token`; na een herstelcode zegt `recoveryCodesLeft` hoeveel er over zijn.',
        body: secondFactorCodeRequestSchema,
        response: {
          200: loginTotpResponseSchema,
          401: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const done = await completeLogin(
        ctx,
        pendingLoginTokenOf(request),
        request.body.code,
        originOf(request),
      );
      // As at login: a live session of this browser is replaced, not left dangling.
      const previous = await ctx.sessions.authenticate(sessionTokenOf(request));
      if (previous) await ctx.sessions.revoke(previous.claims.jti);
      clearPendingLoginCookie(reply, cookieSecurity);
      setSessionCookie(
        reply,
        done.session.token,
        ctx.sessions.secondsLeft(done.session.claims),
        cookieSecurity,
      );
      return {
        ...toUserResponse(done.user, true),
        recoveryCodesLeft: done.recoveryCodesLeft,
      };
    },
  );
}
