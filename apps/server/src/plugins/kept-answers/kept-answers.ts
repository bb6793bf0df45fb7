import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, ZodApp } from '../../app-context';
import type { AnswerStamp } from './answer-cache';
import { answerStamp, answerStampOf } from './answer-stamp';
import { storeAnswers, storedAnswer } from './answer-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answer depends only on the caller (their version) and today: it is served
     * from the process's AnswerCache while both are what it was computed at. Not during an
     * impersonation.
     * 'shared': its standard answers are also kept in the database (kept_answers) for every
     * instance, and looked up there when this process has none.
     */
    keptAnswer?: true | 'shared';
  }
  interface FastifyRequest {
    /** Set for a keptAnswer route: the stamp the answer computed in this request is kept under. */
    answerStamp: AnswerStamp | null;
  }
}

type AnswerDeps = Pick<AppContext, 'db' | 'clock' | 'answers'>;

const JSON_TYPE = 'application/json; charset=utf-8';

const keyOf = (userId: string, path: string) => `${userId} ${path}`;

/**
 * After login by default (which set request.auth) and before any scope's own checks: a kept
 * answer at the current stamp was computed for this investor and this very URL after every check
 * passed, and nothing it depends on has changed since (the version would have), so it is sent
 * as it is. Must be registered after registerLoginByDefault.
 */
export function registerKeptAnswers(app: ZodApp, ctx: AnswerDeps): void {
  app.decorateRequest('answerStamp', null);
  // A callback hook, not an async one: it runs on every request, and most have no work here.
  app.addHook('preValidation', (request, reply, done) => {
    const kind = request.routeOptions.config.keptAnswer;
    // An administrator viewing as the investor is answered afresh: some answers say so.
    if (!kind || request.method !== 'GET' || !request.auth || request.auth.impersonation) {
      done();
      return;
    }
    // Sent from here: the chain stops, so done is not called.
    sendIfKept(ctx, request, reply, kind).then((sent) => {
      if (!sent) done();
    }, done);
  });
}

async function sendIfKept(
  ctx: AnswerDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: true | 'shared',
): Promise<boolean> {
  if (!request.auth) return false;
  const userId = request.auth.user.id;
  const stamp = await answerStampOf(ctx.db, ctx.clock, request.auth);
  request.answerStamp = stamp;
  let kept = ctx.answers.recall(keyOf(userId, request.url), stamp);
  if (kept === undefined && kind === 'shared') {
    // Looked up with the session for this URL at the same version (login-by-default), unless
    // the session came from the embedded database's cache or the day has turned since.
    const read = request.auth.keptAnswer;
    kept =
      read && read.path === request.url && stamp === answerStamp(read.version, read.day)
        ? (read.body ?? undefined)
        : await storedAnswer(ctx.db, userId, request.url, stamp);
    if (kept !== undefined) ctx.answers.remember(keyOf(userId, request.url), stamp, kept);
  }
  if (kept === undefined) return false;
  reply.type(JSON_TYPE).send(kept);
  return true;
}

/**
 * Sends `payload` as the route's schema serializes it, and keeps that text under the stamp the
 * request was read at (taken before the figures were read, so a write in between only makes the
 * kept answer newer than its stamp, never older). `share`: one of the investor's standard
 * answers, kept in the database too; a failure to keep it there is logged, the answer still sent.
 */
export async function sendKeptAnswer(
  ctx: AnswerDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  { share = false }: { share?: boolean } = {},
): Promise<FastifyReply> {
  const body = reply.serialize(payload);
  if (typeof body !== 'string') throw new Error(`${request.url}: a kept answer must be JSON text`);
  const stamp = request.answerStamp;
  if (stamp && request.auth && !request.auth.impersonation) {
    const userId = request.auth.user.id;
    ctx.answers.remember(keyOf(userId, request.url), stamp, body);
    if (share) {
      try {
        await storeAnswers(ctx.db, [{ userId, path: request.url, stamp, body }]);
      } catch (error) {
        request.log.warn({ err: error }, 'kept answer not stored');
      }
    }
  }
  reply.type(JSON_TYPE);
  return reply.send(body);
}
