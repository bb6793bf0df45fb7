import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../../http/problem';
import { authOf } from '../../../plugins/session';
import type { RateLimiter, RateLimitRule } from './limiter';

/**
 * A preHandler that counts the request against the logged-in user and refuses it when over.
 * Runs after the session guard, so the user is known.
 */
export function limitPerUser(
  limiter: RateLimiter,
  name: string,
  rule: RateLimitRule,
  message: string,
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const state = await limiter.hit(`${name}:user:${authOf(request).user.id}`, rule);
    if (state.limited) throw tooManyRequests(message, state.retryAfterSeconds);
  };
}
