import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BrandLabel } from '@bp/api-schema';
import { readFirstFrame, withFirstFrame } from './first-frame';

/**
 * The web build's table of the chunks each page needs before its first render
 * (apps/web/build/route-preloads.ts writes it; apps/web/src/app/route-modules.ts says which
 * module each path shows). A dotfile: never served as a file itself.
 */
export const ROUTE_PRELOADS_FILE = '.route-preloads.json';

interface RoutePreload {
  path: string;
  scripts: string[];
  styles: string[];
}

/** The app shell for one request, as sent: plain and in the two encodings browsers accept. */
export interface ShellVariant {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isRoutePreload(value: unknown): value is RoutePreload {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return typeof row.path === 'string' && isStringList(row.scripts) && isStringList(row.styles);
}

/** The table, or none when the build left none (an older build, a test's stand-in). */
function readTable(webDist: string): RoutePreload[] {
  const file = path.join(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return [];
  const table: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(table) || !table.every(isRoutePreload)) {
    throw new Error(`${file} is not a table of route preloads.`);
  }
  return table;
}

/**
 * Whether `pathname` is a path of the route pattern: `:name` is one segment, a last `*` the
 * rest (as in the web app's route table).
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*' && index === wanted.length - 1) return true;
    const given = actual[index];
    if (given === undefined) return false;
    if (!segment.startsWith(':') && segment !== given) return false;
  }
  return actual.length === wanted.length;
}

/** Only paths the build wrote: `/assets/name-hash.js`, nothing that could break the tag. */
const ASSET_URL = /^\/assets\/[\w.-]+\.(?:js|css)$/;

function hintsFor(row: RoutePreload): string {
  const tags = [
    ...row.styles
      .filter((url) => ASSET_URL.test(url))
      .map((url) => `<link rel="stylesheet" crossorigin href="${url}">`),
    ...row.scripts
      .filter((url) => ASSET_URL.test(url))
      .map((url) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${url}">`),
  ];
  return tags.join('\n    ');
}

function variant(html: string): ShellVariant {
  const bytes = Buffer.from(html);
  return {
    html,
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      },
    }),
    gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/** A shell with and without the cookie notice in its first frame. */
interface ShellPair {
  withCookieNotice: ShellVariant;
  plain: ShellVariant;
}

/**
 * index.html per page, as the server sends it: the page's own chunks and stylesheets named in
 * its head, so the browser fetches them beside the main chunk instead of after running it; and
 * the brand's first frame in #root (see first-frame.ts), with the cookie notice unless the
 * request says it is closed. Built once, at start-up. `shellFor` answers null only when the
 * build left neither a preload table nor first frames: index.html as it is serves then.
 */
export function routeShells(
  webDist: string,
  brandLabel: BrandLabel,
): {
  shellFor: (pathname: string, cookieNotice: boolean) => ShellVariant | null;
} {
  const table = readTable(webDist);
  const frame = readFirstFrame(webDist, brandLabel);
  if (table.length === 0 && frame === null) return { shellFor: () => null };
  const index = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const headEnd = index.indexOf('</head>');
  const pairOf = (hints: string): ShellPair => {
    const head =
      hints === '' || headEnd === -1
        ? index
        : `${index.slice(0, headEnd)}  ${hints}\n  ${index.slice(headEnd)}`;
    const framed = (html: string) => (frame ? withFirstFrame(head, html, brandLabel) : head);
    return {
      withCookieNotice: variant(framed(frame?.withCookieNotice ?? '')),
      plain: variant(framed(frame?.plain ?? '')),
    };
  };
  const fallback = pairOf('');
  const pairs = new Map(table.map((row) => [row.path, pairOf(hintsFor(row))]));
  return {
    shellFor(pathname, cookieNotice) {
      const row = table.find((candidate) => matchesRoute(candidate.path, pathname));
      const pair = (row && pairs.get(row.path)) ?? fallback;
      return cookieNotice ? pair.withCookieNotice : pair.plain;
    },
  };
}

/**
 * The encoding to send for an Accept-Encoding header: brotli or gzip, whichever the browser
 * weighs highest (brotli on a tie), or none. `q=0` refuses; `*` stands for any encoding not named.
 */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}
