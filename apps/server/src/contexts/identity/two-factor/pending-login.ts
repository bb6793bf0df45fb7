import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSecurity } from '../../../plugins/session';

/*
 * A login whose password checked out and that waits for the code of two-step verification: an
 * httpOnly cookie holding the user and an expiry, signed with a key derived from the JWT secret.
 * The signature also covers the user's password hash, so a password change (or reset) voids
 * every pending login at once. Valid five minutes; only POST /api/login/totp receives it.
 */

export const PENDING_LOGIN_COOKIE = 'login_pending';
export const PENDING_LOGIN_SECONDS = 5 * 60;
const COOKIE_PATH = '/api/login';
const KEY_INFO = 'beleggersportaal pending login v1';

export function pendingLoginKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), KEY_INFO, 32));
}

const macOf = (key: Buffer, payload: string, passwordHash: string) =>
  createHmac('sha256', key).update(`${payload}\n${passwordHash}`).digest('base64url');

export function pendingLoginToken(
  key: Buffer,
  userId: string,
  passwordHash: string,
  now: Date,
): string {
  const payload = `${userId}.${now.getTime() + PENDING_LOGIN_SECONDS * 1000}`;
  return `${payload}.${macOf(key, payload, passwordHash)}`;
}

/** The user a token names when it has not expired; its signature is checked by verifyPending. */
export function pendingUserOf(token: string | undefined, now: Date): string | null {
  const [userId, expires, mac] = token?.split('.') ?? [];
  if (!userId || !expires || !mac || !/^\d+$/.test(expires)) return null;
  return Number(expires) > now.getTime() ? userId : null;
}

/** True when the token was signed for this user with this password hash. */
export function verifyPending(key: Buffer, token: string, passwordHash: string): boolean {
  const cut = token.lastIndexOf('.');
  const expected = Buffer.from(macOf(key, token.slice(0, cut), passwordHash));
  const given = Buffer.from(token.slice(cut + 1));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function setPendingLoginCookie(
  reply: FastifyReply,
  token: string,
  { secure }: CookieSecurity,
): void {
  reply.setCookie(PENDING_LOGIN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure,
    maxAge: PENDING_LOGIN_SECONDS,
  });
}

export function clearPendingLoginCookie(reply: FastifyReply, { secure }: CookieSecurity): void {
  reply.clearCookie(PENDING_LOGIN_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure,
  });
}

export const pendingLoginTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies[PENDING_LOGIN_COOKIE];
