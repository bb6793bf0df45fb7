import type { FastifyRequest } from 'fastify';

/** True for the JSON API (/api and everything below it), whatever the query string. */
export function isApiPath(url: string): boolean {
  // Asked several times on every request: no copy of the path.
  if (!url.startsWith('/api')) return false;
  const next = url.charAt(4);
  return next === '' || next === '/' || next === '?';
}

/** Enough rounds to undo double and triple encoding (%2561 → %61 → a). */
const DECODE_ROUNDS = 3;

/**
 * The path as a lenient reader would see it: percent-decoded until stable, repeated slashes
 * collapsed and lower case. Only for deciding whether a request is meant for the API.
 */
export function normalisedPath(url: string): string {
  let path = url.split('?', 1)[0] ?? '';
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  return path.replace(/[/\\]+/g, '/').toLowerCase();
}

/**
 * True when a request reaches the API: the route the router matched lies under /api (the router
 * decodes `/%61pi/...` to `/api/...`), or the path reads as one under /api once normalised, so
 * that spelling a path differently (encoding, case, double slashes) never slips past the checks
 * that guard the API.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && isApiPath(route)) return true;
  return isApiPath(normalisedPath(request.url));
}
