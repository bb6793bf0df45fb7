import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { answerError } from './errors';

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a path
 * whose percent-encoding cannot be decoded, a path parameter over the length limit). It goes
 * through the one error handler; as no onRequest or onSend hook runs for it, the headers every
 * answer carries are set here.
 */
export function answerFrameworkError(securityHeaders: Readonly<Record<string, string>>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    reply.headers({ ...securityHeaders, 'cache-control': 'no-store' });
    answerError(error, request, reply);
  };
}
