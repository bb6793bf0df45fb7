import {
  changeImpersonationRequestSchema,
  consentCodeSchema,
  errorBodySchema,
  impersonationSchema,
  portalViewsSchema,
  startImpersonationRequestSchema,
} from '@bp/api-schema';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../../app-context';
import { forbidden } from '../../../http/problem';
import { authOf } from '../../../plugins/session';
import { issueConsentCode } from './consent-code';
import { IMPERSONATION_MESSAGES } from './messages';
import {
  actOnBehalf,
  endImpersonationOfLogin,
  endImpersonationsOfInvestor,
  startImpersonation,
  viewsOf,
} from './service';

const TAGS = ['Meekijken'];
const REFUSALS = { 401: errorBodySchema, 403: errorBodySchema };

/**
 * Viewing the portal as an investor (issue 21, docs/ADMIN.md): the administrator starts, widens
 * and stops it; the investor makes the consent code, sees every view and can end one.
 */
export function registerImpersonationRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/api/admin/impersonations',
    {
      config: { access: 'admin', fieldLabels: { investorId: 'Belegger', reason: 'Reden' } },
      schema: {
        tags: TAGS,
        summary: 'Het portaal bekijken als een belegger: alleen bekijken, 30 minuten, met reden',
        body: startImpersonationRequestSchema,
        response: {
          201: impersonationSchema,
          ...REFUSALS,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const started = await startImpersonation(ctx, authOf(request), request.body);
      return reply.code(201).send(started);
    },
  );

  app.patch(
    '/api/admin/impersonations/current',
    {
      config: { access: 'admin', fieldLabels: { mode: 'Modus', consentCode: 'Toestemmingscode' } },
      schema: {
        tags: TAGS,
        summary: 'Namens de belegger handelen, met de toestemmingscode die de belegger voorleest',
        body: changeImpersonationRequestSchema,
        response: {
          200: impersonationSchema,
          ...REFUSALS,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => actOnBehalf(ctx, authOf(request), request.body.consentCode),
  );

  app.delete(
    '/api/admin/impersonations/current',
    {
      config: { access: 'admin' },
      schema: {
        tags: TAGS,
        summary: 'Stoppen met meekijken (ook als er niets meer loopt)',
        response: { 204: z.null(), ...REFUSALS },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      await endImpersonationOfLogin(
        ctx,
        { userId: auth.user.id, sessionId: auth.claims.jti },
        'beheerder',
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/users/me/consent-code',
    {
      schema: {
        tags: TAGS,
        summary: 'Een toestemmingscode (6 cijfers, 10 minuten, één keer) om voor te lezen',
        response: { 200: consentCodeSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      if (user.role !== 'investor') throw forbidden(IMPERSONATION_MESSAGES.notAnInvestor);
      return issueConsentCode(ctx, user.id);
    },
  );

  app.get(
    '/api/users/me/views',
    {
      schema: {
        tags: TAGS,
        summary: 'Wie heeft mijn gegevens bekeken: datum, reden en hoe het eindigde',
        response: { 200: portalViewsSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ items: await viewsOf(ctx, authOf(request).user.id) }),
  );

  app.delete(
    '/api/users/me/impersonations',
    {
      schema: {
        tags: TAGS,
        summary: 'Het meekijken door een beheerder nu beëindigen',
        response: { 204: z.null(), ...REFUSALS },
      },
    },
    async (request, reply) => {
      await endImpersonationsOfInvestor(ctx, authOf(request).user.id);
      return reply.code(204).send(null);
    },
  );
}
