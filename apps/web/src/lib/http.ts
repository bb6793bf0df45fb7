import type { DeleteCookieRequest } from '@bp/api-schema';
import { messageCheck } from './contract-checks';
import { HttpError, UnreadableResponseError, toErrorBody, toastMessage } from './http-error';
import { resetLoading } from './loading';
import { navigateTo } from './navigation';
import { notify } from './notifications';
import { reportRefusal } from './refusal-listener';
import { peekRuntimeConfig } from './runtime-config';
import { resolveSchema, type SchemaSource } from './response-schema';
import { endClientSession } from './session-end-handler';

export { HttpError, UnreadableResponseError, errorMessages } from './http-error';
export { lazySchema, noContent, type ResponseSchema, type SchemaSource } from './response-schema';

export interface RequestOptions {
  /** Show a toast for failures the catalogue does not handle otherwise. Default true. */
  globalErrors?: boolean;
  /**
   * Whether a failure goes through the spec's error catalogue (401 ends the session, 503 opens
   * the maintenance page, the rest a toast). Default true. Health probes and the runtime config
   * turn it off: for them a 503 is an answer, not a reason to leave the page.
   */
  errorCatalogue?: boolean;
  /** Where the path lives; default the configured API base. /config.json is on the page's own origin. */
  base?: string;
  cache?: RequestCache;
  signal?: AbortSignal;
  /** Extra request headers, such as an order's Idempotency-Key. */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A 401 here means a wrong password, not an expired session. */
const LOGIN_PATH = '/api/login';

/** The address of an API path; also for links the browser follows itself (downloads). */
export function apiUrl(path: string): string {
  return `${peekRuntimeConfig()?.apiBase ?? ''}${path}`;
}

function send(method: Method, url: string, body: unknown, options: RequestOptions) {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  // A form (a file upload) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  // No time-out (spec section 7): a slow calculation must be allowed to finish.
  return fetch(url, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined || isForm ? body : JSON.stringify(body),
    cache: options.cache,
    signal: options.signal,
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

let sessionExpiry: Promise<void> | null = null;

/** 401: the session is gone. Several calls failing at once end it only once. */
function expireSession(): Promise<void> {
  sessionExpiry ??= (async () => {
    const cookie: DeleteCookieRequest = { cookieName: 'token', isHttpOnly: true, sameSite: 'Lax' };
    try {
      await request('POST', '/api/deleteCookie', messageCheck, {
        body: cookie,
        errorCatalogue: false,
      });
    } catch {
      // The server is unreachable; the cookie is useless to it anyway and expires by itself.
    }
    await endClientSession();
    navigateTo('/login', { replace: true });
  })().finally(() => {
    sessionExpiry = null;
  });
  return sessionExpiry;
}

/** The spec's error catalogue (section 8), then the caller gets the error. */
async function handleFailure(error: HttpError, path: string, globalErrors: boolean) {
  resetLoading();
  if (error.status === 403) reportRefusal();
  if (error.status === 401 && path !== LOGIN_PATH) {
    await expireSession();
  } else if (error.status === 503) {
    navigateTo('/maintenance');
  } else if (globalErrors) {
    notify({ title: 'Error', message: toastMessage(error), kind: 'error' });
  }
}

/** Reads a successful reply with its schema; a reply that does not match is an error. */
async function parseReply<T>(
  response: Response,
  payload: unknown,
  schema: SchemaSource<T>,
): Promise<T> {
  const parsed = (await resolveSchema(schema)).safeParse(payload);
  if (parsed.success) return parsed.data;
  throw new UnreadableResponseError(response.status, { cause: parsed });
}

/**
 * The app's one way to call the server: sends JSON with the session cookie, reads the reply
 * with its api-schema schema (`schema`), and runs failures through the error catalogue. A reply
 * that does not match its schema fails like any other error (an UnreadableResponseError).
 */
export async function request<T>(
  method: Method,
  path: string,
  schema: SchemaSource<T>,
  options: RequestOptions & { body?: unknown } = {},
): Promise<T> {
  const { globalErrors = true, errorCatalogue = true, body } = options;
  const fail = async (error: HttpError): Promise<never> => {
    if (errorCatalogue) await handleFailure(error, path, globalErrors);
    throw error;
  };
  let response: Response;
  try {
    response = await send(method, `${options.base ?? apiUrl('')}${path}`, body, options);
  } catch (cause) {
    if (isAbort(cause)) throw cause;
    return fail(new HttpError(0, null, { cause }));
  }
  const payload = await readJson(response);
  if (!response.ok) return fail(new HttpError(response.status, toErrorBody(payload)));
  try {
    return await parseReply(response, payload, schema);
  } catch (error) {
    // Not an HttpError: the schema's chunk could not be downloaded, which is network trouble.
    return fail(error instanceof HttpError ? error : new HttpError(0, null, { cause: error }));
  }
}

/** Shorthands for `request` by method. */
export const http = {
  get<T>(path: string, schema: SchemaSource<T>, options?: RequestOptions): Promise<T> {
    return request('GET', path, schema, options);
  },
  post<T>(
    path: string,
    body: unknown,
    schema: SchemaSource<T>,
    options?: RequestOptions,
  ): Promise<T> {
    return request('POST', path, schema, { ...options, body });
  },
  put<T>(
    path: string,
    body: unknown,
    schema: SchemaSource<T>,
    options?: RequestOptions,
  ): Promise<T> {
    return request('PUT', path, schema, { ...options, body });
  },
  patch<T>(
    path: string,
    body: unknown,
    schema: SchemaSource<T>,
    options?: RequestOptions,
  ): Promise<T> {
    return request('PATCH', path, schema, { ...options, body });
  },
  delete<T>(path: string, schema: SchemaSource<T>, options?: RequestOptions): Promise<T> {
    return request('DELETE', path, schema, options);
  },
};
