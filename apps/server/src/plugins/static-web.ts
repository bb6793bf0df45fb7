import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { BrandLabel } from '@bp/api-schema';
import { showsCookieNotice } from '@bp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './paths';
import { preferredEncoding, routeShells } from './route-preloads';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths the server answers itself; they never fall back to the app's index.html. */
const SERVER_PATHS = new Set(['/healthz', '/readyz', '/config.json']);

export function webAppAvailable(webDist: string): boolean {
  return existsSync(path.join(webDist, 'index.html'));
}

/**
 * Serves the built web app. Hashed files under /assets are cached for good; everything else
 * (index.html, favicons) is revalidated so a new release shows up at once. `/favicon.ico`, which
 * browsers ask for on every site before any script has set the brand's icons, answers with the
 * configured brand's icon.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDist: string,
  brandLabel: BrandLabel,
  appShell: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    cacheControl: false,
    // The build leaves file.br and file.gz beside each text file: the best one the browser
    // accepts goes out as it is (with Vary: Accept-Encoding), else the file itself.
    preCompressed: true,
    // `/` is a page like any other: the app shell answers it (below), with its first frame.
    index: false,
    // Build bookkeeping (dist/.build-stamp) is nobody's business: dotfiles are not served.
    dotfiles: 'ignore',
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      const relative = path.relative(webDist, filePath).split(path.sep).join('/');
      reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    },
  });
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    await appShell(request, reply);
    return reply;
  });
  const brandIcon = `favicons/${brandLabel}/favicon.ico`;
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.sendFile(brandIcon),
  );
}

function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?', 1)[0] ?? '/');
  } catch {
    return null;
  }
}

function queryString(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

/**
 * True for a path no app page can have: a file name (a last segment with an extension, such as
 * `/wp-login.php` or `/foo.map`) or anything under a dot-segment (`/.git/config`, `/.env`).
 */
function isFileLike(pathname: string): boolean {
  const segments = pathname.split('/');
  const last = segments.at(-1) ?? '';
  return last.includes('.') || segments.some((segment) => segment.startsWith('.'));
}

/**
 * SPA fallback: a browser navigating to any app route (not a file, not the API) gets
 * index.html, and the client-side router takes it from there. Scanners probing for files
 * (`/.git/config`, `/wp-login.php`) get the API's 404 instead of a page. The path is judged as
 * decoded, so `/%2egit/config` is a dotfile and `/%61pi/x` the API. A page gets index.html
 * with its own chunks named in the head and the brand's first frame in its body, the cookie
 * notice included unless the request's cookies or query leave it out (see route-preloads.ts).
 */
export function appShellFallback(
  webDist: string,
  brandLabel: BrandLabel,
): (request: FastifyRequest, reply: FastifyReply) => Promise<boolean> {
  const { shellFor } = routeShells(webDist, brandLabel);
  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = decodedPath(request.url);
    if (pathname === null || isApiPath(pathname) || SERVER_PATHS.has(pathname)) return false;
    if (isFileLike(pathname)) return false;
    reply.header('cache-control', REVALIDATE);
    const cookieNotice = showsCookieNotice(request.headers.cookie ?? '', queryString(request.url));
    const shell = shellFor(pathname, cookieNotice);
    if (!shell) {
      await reply.code(200).sendFile('index.html');
      return true;
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    // Vary: Cookie too, as the notice comes and goes with the hasCookie cookie.
    reply.code(200).type('text/html; charset=utf-8').header('vary', 'accept-encoding, cookie');
    if (encoding) reply.header('content-encoding', encoding);
    await reply.send(encoding ? shell[encoding] : shell.html);
    return true;
  };
}
