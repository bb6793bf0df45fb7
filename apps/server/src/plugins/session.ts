import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/problem';
import type { Authentication } from '../contexts/identity';

export const TOKEN_COOKIE = 'token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by login by default (plugins/login-by-default.ts), or by `identifyCaller` on public routes. */
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

/** Who is calling, as login by default established it; on a public route without a caller, 401. */
export function authOf(request: FastifyRequest): Authentication {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * Who makes a change, for the record of who changed what: the administrator acting on the
 * investor's behalf during an impersonation, else the caller.
 */
export function changedByOf(auth: Authentication): string {
  return auth.impersonation?.admin.id ?? auth.user.id;
}
