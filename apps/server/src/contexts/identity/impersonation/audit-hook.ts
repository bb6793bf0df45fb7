import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { recordRequest } from './store';

/**
 * Every request made while an impersonation runs goes into its audit log once answered: method,
 * path (without the query string, which may hold search terms or tokens), status and time,
 * refusals included. Written after the answer, so the log never delays or changes it; a failed
 * write is logged as an error and does not disappear silently.
 */
export function registerImpersonationAudit(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db' | 'clock' | 'background'>,
): void {
  app.decorateRequest('impersonation', null);
  // A callback hook, not an async one: it runs after every response, and almost none has work.
  app.addHook('onResponse', (request, reply, done) => {
    const impersonation = request.impersonation;
    if (!impersonation) {
      done();
      return;
    }
    const entry = {
      impersonationId: impersonation.id,
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      status: reply.statusCode,
      at: ctx.clock.now(),
    };
    recordRequest(ctx.db, entry).then(
      () => done(),
      (error: unknown) => {
        request.log.error(
          { err: error, impersonation: impersonation.id },
          'audit entry not written',
        );
        done();
      },
    );
  });
}
