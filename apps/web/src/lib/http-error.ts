import type { ErrorBody } from '@bp/api-schema';

export const NETWORK_ERROR_MESSAGE =
  'Er kon geen verbinding worden gemaakt met de server. Controleer uw internetverbinding en probeer het opnieuw.';
export const GENERIC_ERROR_MESSAGE = 'Er is iets misgegaan. Probeer het later opnieuw.';

/** A failed API call. Status 0 means the server was not reached at all. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null, options?: { cause?: unknown }) {
    super(body?.message ?? (status === 0 ? NETWORK_ERROR_MESSAGE : GENERIC_ERROR_MESSAGE), options);
    this.status = status;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const UNREADABLE_RESPONSE_MESSAGE = 'Het antwoord van de server is niet te lezen.';

/**
 * A successful status whose body does not match the API contract (an old server, a proxy's
 * page): a failure like any other, with its own Dutch message.
 */
export class UnreadableResponseError extends HttpError {
  constructor(status: number, options?: { cause?: unknown }) {
    super(
      status,
      {
        message: UNREADABLE_RESPONSE_MESSAGE,
        errors: { ErrorMessage: [UNREADABLE_RESPONSE_MESSAGE] },
      },
      options,
    );
  }
}

/** The Dutch messages to show for a failed call. */
export function errorMessages(error: unknown): string[] {
  if (error instanceof HttpError) {
    if (error.body) {
      const listed = error.body.errors.ErrorMessage.filter((message) => message.trim() !== '');
      if (listed.length > 0) return listed;
      if (error.body.message.trim() !== '') return [error.body.message];
    }
    return [error.isNetworkError ? NETWORK_ERROR_MESSAGE : GENERIC_ERROR_MESSAGE];
  }
  return [NETWORK_ERROR_MESSAGE];
}

/** The one line a toast shows: the server's message, else its first listed problem. */
export function toastMessage(error: HttpError): string {
  const body = error.body;
  if (body?.message.trim()) return body.message;
  const first = body?.errors.ErrorMessage.find((message) => message.trim() !== '');
  if (first) return first;
  return error.isNetworkError ? NETWORK_ERROR_MESSAGE : GENERIC_ERROR_MESSAGE;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the error body leniently: a proxy or an old server may send only part of it. */
export function toErrorBody(payload: unknown): ErrorBody | null {
  if (!isRecord(payload)) return null;
  const message = typeof payload.message === 'string' ? payload.message : '';
  const errors = isRecord(payload.errors) ? payload.errors.ErrorMessage : undefined;
  const list = Array.isArray(errors)
    ? errors.filter((item): item is string => typeof item === 'string')
    : [];
  if (message === '' && list.length === 0) return null;
  return { message, errors: { ErrorMessage: list } };
}
