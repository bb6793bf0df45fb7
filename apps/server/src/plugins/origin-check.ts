import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../http/messages';
import { forbidden } from '../http/problem';
import { isApiRequest } from './paths';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that other servers call (a payment provider's webhook): no browser, no cookies,
     * so no Origin check. The route must not rely on a session and must trust nothing it is sent.
     */
    calledByProvider?: boolean;
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
  // Decided on the route the router matched, so no spelling of another path can claim it.
  if (request.routeOptions.config.calledByProvider === true) return false;
  return foreignOrigin(request, publicOrigin);
}

/**
 * The Referrer-Policy of a page whose form posts to a route that `isForeignBrowserCall` guards
 * (the sandbox pages). Under the app's `no-referrer` (helmet's default) Chromium sends
 * `Origin: null` with a form's POST, which reads as foreign; `same-origin` names our own origin
 * to ourselves and still nothing to other sites.
 */
export const SAME_ORIGIN_FORM_REFERRER_POLICY = 'same-origin';

/**
 * For a state-changing page outside /api (the sandbox checkout form): true when a browser says
 * the request comes from another site.
 */
export function isForeignBrowserCall(request: FastifyRequest, publicUrl: string): boolean {
  return foreignOrigin(request, new URL(publicUrl).origin);
}

function foreignOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const sent = originOf(origin);
    if (sent === null || (sent !== publicOrigin && sent !== ownOrigin(request))) return true;
  }
  const fetchSite = request.headers['sec-fetch-site'];
  return typeof fetchSite === 'string' && !ALLOWED_FETCH_SITES.has(fetchSite);
}
