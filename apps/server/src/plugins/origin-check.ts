import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../http/messages';
import { forbidden } from '../http/problem';
import { isApiRequest } from './paths';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A provider's webhook: called server to server, with its own proof (a signature, or a
     * status fetched back from the provider) instead of our pages' Origin.
     */
    skipOriginCheck?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The origin the request itself was addressed to (what a same-origin page would send). */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * State-changing API calls must come from our own pages: a browser always sends Origin and
 * Sec-Fetch-Site on such requests, so a foreign site is recognised and refused. Clients without
 * these headers (curl, server-to-server) are not browsers and carry no ambient cookies risk.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  // A callback hook, not an async one: it runs on every request and rarely has work to do.
  app.addHook('onRequest', (request, _reply, done) => {
    done(foreignCaller(request, publicOrigin) ? forbidden(MESSAGES.forbiddenOrigin) : undefined);
  });
}

function foreignCaller(request: FastifyRequest, publicOrigin: string): boolean {
  if (!STATE_CHANGING.has(request.method) || !isApiRequest(request)) return false;
  if (request.routeOptions.config.skipOriginCheck === true) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const sent = originOf(origin);
    if (sent === null || (sent !== publicOrigin && sent !== ownOrigin(request))) return true;
  }
  const fetchSite = request.headers['sec-fetch-site'];
  return typeof fetchSite === 'string' && !ALLOWED_FETCH_SITES.has(fetchSite);
}
