import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** An error reply in the API's one error shape. */
export function errorResponse(status: number, ...messages: [string, ...string[]]): Response {
  return jsonResponse(status, { message: messages[0], errors: { ErrorMessage: messages } });
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  return JSON.parse(body) as unknown;
}

/**
 * Replaces fetch with handlers keyed "METHOD /path" and records every call. A call nobody
 * expected fails the way a missing route does on the real server (404), so it is visible.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const call: RecordedCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.search,
      body: readBody(init?.body),
      credentials: init?.credentials,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    return handler ? handler(call) : errorResponse(404, 'Niet gevonden.');
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** A reply the test releases itself, to look at the page while the request runs. */
export function deferredResponse() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  // Each call gets its own copy: a body can be read once, and Strict Mode may ask twice.
  return { handler: () => promise.then((response) => response.clone()), release };
}

/**
 * Renders a page as the only route of a memory data router, in Strict Mode as the app runs in
 * development; every other path renders a marker, and `router.state.location` tells a test where
 * the page navigated to.
 */
export function renderRoute(element: ReactElement, options: { path: string; url?: string }) {
  const router = createMemoryRouter(
    [
      { path: options.path, element },
      { path: '*', element: <p>Andere pagina</p> },
    ],
    { initialEntries: [options.url ?? options.path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, router, user };
}

/** Path plus query string of where the router is now. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
