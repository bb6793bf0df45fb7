import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from './paths';

function decodedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The route the router matched when there is one, else the path as the client wrote it. */
function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url ?? '') || isApiPath(decodedPath(request.url));
}

/**
 * Every /api answer is personal or about a session: no browser cache, back-forward cache or
 * proxy may keep it. Set when the answer is sent, so downloads (CSV, PDF), errors and 404s
 * carry it too, whatever a route set before.
 */
export function registerNoStoreForApi(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
