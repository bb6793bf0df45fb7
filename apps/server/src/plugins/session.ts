import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Guard } from '../app-context';
import { MESSAGES } from '../http/messages';
import { forbidden, unauthorized } from '../http/problem';
import type { Authentication, SessionService } from '../modules/sessions/service';

export const TOKEN_COOKIE = 'token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the requireUser/requireAdmin guards. */
    auth: Authentication | null;
  }
}

export interface CookieSecurity {
  secure: boolean;
}

/** The session cookie: unreadable for scripts, sent on top-level navigation (Lax). */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
  { secure }: CookieSecurity,
): void {
  reply.setCookie(TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, { secure }: CookieSecurity): void {
  reply.clearCookie(TOKEN_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[TOKEN_COOKIE];
}

/** The authentication a guard established; a route without a guard gets a 401. */
export function authOf(request: FastifyRequest): Authentication {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function createGuards(sessions: Pick<SessionService, 'authenticate'>): {
  requireUser: Guard;
  requireAdmin: Guard;
} {
  const requireUser: Guard = async (request) => {
    const auth = await sessions.authenticate(sessionTokenOf(request));
    if (!auth) throw unauthorized();
    request.auth = auth;
  };
  const requireAdmin: Guard = async (request) => {
    await requireUser(request);
    if (authOf(request).user.role !== 'admin') throw forbidden(MESSAGES.adminOnly);
  };
  return { requireUser, requireAdmin };
}
