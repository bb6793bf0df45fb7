import type { DeleteCookieRequest } from '@bp/api-schema';
import { HttpError, toErrorBody, toastMessage } from './http-error';
import { resetLoading } from './loading';
import { navigateTo } from './navigation';
import { notify } from './notifications';
import { peekRuntimeConfig } from './runtime-config';
import { endClientSession } from './session-end-handler';

export { HttpError, errorMessages } from './http-error';

export interface RequestOptions {
  /** Show a toast for failures the catalogue does not handle otherwise. Default true. */
  globalErrors?: boolean;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A 401 here means a wrong password, not an expired session. */
const LOGIN_PATH = '/api/login';

function apiUrl(path: string): string {
  return `${peekRuntimeConfig()?.apiBase ?? ''}${path}`;
}

function send(method: Method, path: string, body: unknown, signal?: AbortSignal) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // No time-out (spec section 7): a slow calculation must be allowed to finish.
  return fetch(apiUrl(path), {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
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
      await send('POST', '/api/deleteCookie', cookie);
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
  if (error.status === 401 && path !== LOGIN_PATH) {
    await expireSession();
  } else if (error.status === 503) {
    navigateTo('/maintenance');
  } else if (globalErrors) {
    notify({ title: 'Error', message: toastMessage(error), kind: 'error' });
  }
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const { globalErrors = true, signal } = options;
  let response: Response;
  try {
    response = await send(method, path, body, signal);
  } catch (cause) {
    if (isAbort(cause)) throw cause;
    const error = new HttpError(0, null, { cause });
    await handleFailure(error, path, globalErrors);
    throw error;
  }
  const payload = await readJson(response);
  if (response.ok) return payload as T;
  const error = new HttpError(response.status, toErrorBody(payload));
  await handleFailure(error, path, globalErrors);
  throw error;
}

export const http = {
  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return request<T>('GET', path, undefined, options);
  },
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return request<T>('POST', path, body, options);
  },
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return request<T>('PUT', path, body, options);
  },
  delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return request<T>('DELETE', path, undefined, options);
  },
};
