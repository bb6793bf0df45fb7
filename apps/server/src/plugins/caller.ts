import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { tooManyRequests, unauthorized } from '../http/problem';
import { authenticateRequest } from './login-by-default';
import { sessionTokenOf } from './session';
import type { RateLimitRule } from '../contexts/identity';

/**
 * For routes that anonymous visitors and logged-in investors share. Without a session cookie
 * the caller is anonymous (request.auth stays null). A cookie whose session is no longer valid
 * gets a 401 rather than an anonymous answer: the investor believes to be logged in and must
 * not see a calculation silently left unsaved. The web app's 401 handling then logs out.
 */
export function identifyCaller(ctx: Pick<AppContext, 'sessions' | 'impersonations'>) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = sessionTokenOf(request);
    if (token === undefined || token === '') return;
    // Login by default established it already on a public write (plugins/login-by-default.ts).
    const auth = request.auth ?? (await authenticateRequest(ctx, request));
    if (!auth) throw unauthorized();
    request.auth = auth;
  };
}

export interface CallerLimits {
  /** Name of the counter, e.g. 'calculation'. */
  name: string;
  anonymousPerIp: RateLimitRule;
  /** Per investor, so colleagues behind one office IP do not share a budget. */
  loggedInPerUser: RateLimitRule;
  message: string;
}

/** Counts the request against the investor, or against the IP address when anonymous. */
export function limitPerCaller(ctx: Pick<AppContext, 'limiter'>, limits: CallerLimits) {
  return async (request: FastifyRequest): Promise<void> => {
    const [key, rule] = request.auth
      ? [`${limits.name}:user:${request.auth.user.id}`, limits.loggedInPerUser]
      : [`${limits.name}:ip:${request.ip}`, limits.anonymousPerIp];
    const state = await ctx.limiter.hit(key, rule);
    if (state.limited) throw tooManyRequests(limits.message, state.retryAfterSeconds);
  };
}
