import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, ZodApp } from '../../app-context';
import type { AnswerStamp } from './answer-cache';
import { answerStampOf } from './answer-stamp';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answer depends only on the caller's investor (their version) and today:
     * it is served from the process's AnswerCache while both are what it was computed at.
     */
    keptAnswer?: boolean;
  }
  interface FastifyRequest {
    /** Set for a keptAnswer route: the stamp the answer computed in this request is kept under. */
    answerStamp: AnswerStamp | null;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

const keyOf = (request: FastifyRequest, userId: string) => `${userId} ${request.url}`;

/**
 * After login by default (which set request.auth) and before any scope's own checks: a kept
 * answer at the current stamp was computed for this caller and this very URL after every check
 * passed, and nothing they depend on has changed since (the version would have), so it is sent
 * as it is. Must be registered after registerLoginByDefault.
 */
export function registerKeptAnswers(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'answers'>,
): void {
  app.decorateRequest('answerStamp', null);
  app.addHook('preValidation', async (request, reply) => {
    if (!request.routeOptions.config.keptAnswer || request.method !== 'GET' || !request.auth) {
      return;
    }
    const stamp = await answerStampOf(ctx.db, ctx.clock, request.auth);
    request.answerStamp = stamp;
    const kept = ctx.answers.recall(keyOf(request, request.auth.user.id), stamp);
    if (kept === undefined) return;
    reply.type(JSON_TYPE);
    return reply.send(kept);
  });
}

/**
 * Sends `payload` as the route's schema serializes it, and keeps that text under the stamp the
 * request was read at (taken before the figures were read, so a write in between only makes the
 * kept answer newer than its stamp, never older).
 */
export function sendKeptAnswer(
  ctx: Pick<AppContext, 'answers'>,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): FastifyReply {
  const body = reply.serialize(payload);
  if (typeof body !== 'string') throw new Error(`${request.url}: a kept answer must be JSON text`);
  if (request.answerStamp && request.auth) {
    ctx.answers.remember(keyOf(request, request.auth.user.id), request.answerStamp, body);
  }
  reply.type(JSON_TYPE);
  return reply.send(body);
}
