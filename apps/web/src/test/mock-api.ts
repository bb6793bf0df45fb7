import { vi } from 'vitest';

export interface ApiRequest {
  method: string;
  /** Path with query string, e.g. "/api/getCookie?cookieName=token". */
  path: string;
  body: unknown;
}

export type Reply = { status?: number; body?: unknown } | 'network-error';
export type Handler = Reply | ((request: ApiRequest) => Reply);

const notFound: Reply = {
  status: 404,
  body: { message: 'Niet gevonden.', errors: { ErrorMessage: ['Niet gevonden.'] } },
};

/**
 * Replaces fetch with a fake server. Handlers are keyed "METHOD /path" (with or without the
 * query string); anything else answers 404 like the real API does for an unknown route.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const requests: ApiRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = `${url.pathname}${url.search}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: ApiRequest = { method, path, body };
    requests.push(request);
    const handler = handlers[`${method} ${path}`] ?? handlers[`${method} ${url.pathname}`];
    const reply = typeof handler === 'function' ? handler(request) : (handler ?? notFound);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
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
  };
}

export const errorBody = (message: string, list: string[] = [message]) => ({
  message,
  errors: { ErrorMessage: list },
});
