import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../../http/problem';
import type { RateLimiter, RateLimitRule } from './limiter';

/** A preHandler that counts the request against its client IP and refuses it when over. */
export function limitPerIp(
  limiter: RateLimiter,
  name: string,
  rule: RateLimitRule,
  message: string,
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const state = await limiter.hit(`${name}:ip:${request.ip}`, rule);
    if (state.limited) throw tooManyRequests(message, state.retryAfterSeconds);
  };
}
