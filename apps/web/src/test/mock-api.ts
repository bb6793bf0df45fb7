import { errorBodySchema } from '@bp/api-schema';
import { expect, onTestFinished, vi } from 'vitest';
import { routeContract } from './api-routes';

/**
 * The one fetch fake of the web tests: a fake server keyed by method and path, whose every
 * answer is held to the API contract (./api-routes.ts), so a fixture that the real server could
 * not send fails the test instead of passing it.
 */

export interface ApiRequest {
  method: string;
  /** Path with query string, e.g. "/api/getCookie?cookieName=token". */
  path: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
}

/**
 * A reply. `body` must be what the route sends: its schema for a 2xx, the API's error shape
 * otherwise. `unparsed` is a reply the real server never sends (a proxy's page, an old server),
 * sent as is (a string as text, anything else as JSON); the fake checks that it indeed breaks
 * the contract. `pending` never answers; `network-error` and `abort` reject like fetch does.
 */
export type Reply =
  | { status?: number; body?: unknown }
  | { status?: number; unparsed: unknown }
  | 'network-error'
  | 'abort'
  | 'pending';
export type Handler = Reply | ((request: ApiRequest) => Reply | Promise<Reply>);

const notFound: Reply = {
  status: 404,
  body: { message: 'Niet gevonden.', errors: { ErrorMessage: ['Niet gevonden.'] } },
};

export const errorBody = (message: string, list: string[] = [message]) => ({
  message,
  errors: { ErrorMessage: list },
});

/** A reply the test sends when it chooses, to look at the page while the request runs. */
export function deferredReply() {
  let release: (reply: Reply) => void = () => {};
  const promise = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release };
}

/** Why `reply` to `method path` breaks the API contract, or null when it keeps it. */
function contractProblem(method: string, pathname: string, reply: Reply): string | null {
  if (typeof reply === 'string') return null;
  const status = reply.status ?? 200;
  const route = routeContract(method, pathname);
  const ok = status >= 200 && status < 300;
  const schema = ok ? route?.ok : (route?.failure ?? errorBodySchema);
  const where = `${method} ${pathname} → ${status}`;
  if (!schema) return `${where}: no such route in test/api-routes.ts`;
  const body = 'unparsed' in reply ? reply.unparsed : reply.body;
  const parsed = schema.safeParse(status === 204 ? undefined : body);
  if ('unparsed' in reply) {
    return parsed.success ? `${where}: marked unparsed, but it keeps the contract` : null;
  }
  if (!parsed.success) return `${where}: ${parsed.error.message}`;
  try {
    // Zod drops fields it does not know: a fixture with extra fields is not what the API sends.
    expect(parsed.data).toEqual(body);
  } catch (error) {
    return `${where}: fields the API does not send: ${String(error)}`;
  }
  return null;
}

function toResponse(reply: Exclude<Reply, string>): Response {
  const status = reply.status ?? 200;
  const body = 'unparsed' in reply ? reply.unparsed : reply.body;
  const text =
    typeof body === 'string' && 'unparsed' in reply
      ? body
      : body === undefined
        ? ''
        : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function pathnameOf(key: string): [string, string] {
  const [method = '', path = ''] = key.split(' ');
  return [method, path.split('?')[0] ?? ''];
}

/**
 * Replaces fetch with a fake server. Handlers are keyed "METHOD /path" (with or without the
 * query string); anything else answers 404 like the real API does for an unknown route, or, with
 * `unhandled: 'pending'`, never answers.
 */
export function mockApi(
  handlers: Record<string, Handler> = {},
  options: { unhandled?: 'not-found' | 'pending' } = {},
) {
  // Fixed replies are checked at once, so the test fails where the fixture is written.
  for (const [key, handler] of Object.entries(handlers)) {
    if (typeof handler === 'function') continue;
    const problem = contractProblem(...pathnameOf(key), handler);
    if (problem) throw new Error(`Fetch fake: ${problem}`);
  }
  const problems: string[] = [];
  onTestFinished(() => {
    if (problems.length > 0) throw new Error(`Fetch fake: ${problems.join('\n')}`);
  });

  const requests: ApiRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = `${url.pathname}${url.search}`;
    const body =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : init?.body instanceof FormData
          ? init.body
          : undefined;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const request: ApiRequest = { method, path, body, credentials: init?.credentials, headers };
    requests.push(request);
    const handler = handlers[`${method} ${path}`] ?? handlers[`${method} ${url.pathname}`];
    const unhandled: Reply = options.unhandled === 'pending' ? 'pending' : notFound;
    const reply = typeof handler === 'function' ? await handler(request) : (handler ?? unhandled);
    if (typeof handler === 'function') {
      const problem = contractProblem(method, url.pathname, reply);
      if (problem) problems.push(problem);
    }
    if (reply === 'pending') return new Promise<Response>(() => {});
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'abort') throw new DOMException('The operation was aborted.', 'AbortError');
    return toResponse(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    /** The requests made to `path` (without query string) with `method`. */
    calls: (method: string, path: string) =>
      requests.filter(
        (request) => request.method === method && request.path.split('?')[0] === path,
      ),
    /** The requests to "METHOD /path" (without query string). */
    callsTo: (key: string) => {
      const [method, path] = pathnameOf(key);
      return requests.filter(
        (request) => request.method === method && request.path.split('?')[0] === path,
      );
    },
  };
}

/** A reply with `status` and the JSON `body`. */
export function jsonReply(status: number, body: unknown): Reply {
  return { status, body };
}

/** An error reply in the API's one error shape. */
export function errorReply(status: number, ...messages: [string, ...string[]]): Reply {
  return { status, body: errorBody(messages[0], messages) };
}
