import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../http/messages';
import { isApiRequest } from './paths';
import { sendProblem } from './errors';

/** In maintenance every /api call answers 503; health, config and the app itself stay up. */
export function registerMaintenanceMode(app: FastifyInstance, enabled: boolean): void {
  if (!enabled) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    reply.header('retry-after', '600');
    return sendProblem(reply, 503, MESSAGES.maintenance);
  });
}
