import { MESSAGES } from './messages';

/**
 * An error that is meant for the client: its status, Dutch summary and every problem found
 * become the API's error body `{message, errors: {ErrorMessage}}`.
 */
export class HttpProblem extends Error {
  readonly details: string[];

  constructor(
    readonly statusCode: number,
    message: string,
    details?: string[],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpProblem';
    this.details = details && details.length > 0 ? details : [message];
  }
}

export const unauthorized = (message: string = MESSAGES.notLoggedIn) =>
  new HttpProblem(401, message);

export const forbidden = (message: string) => new HttpProblem(403, message);

/** 404 for what does not exist and for what belongs to someone else alike. */
export const notFound = (message: string) => new HttpProblem(404, message);

/** 409: the request is fine, but the state it meets does not allow it (e.g. a full list). */
export const conflict = (message: string) => new HttpProblem(409, message);

export const unprocessable = (message: string, details?: string[]) =>
  new HttpProblem(422, message, details);

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpProblem(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });

/** 422 for bad input: one problem is the message itself, several get a summary. */
export function invalidInput(details: string[]): HttpProblem {
  const [only] = details;
  const message = details.length === 1 && only !== undefined ? only : MESSAGES.invalidInput;
  return new HttpProblem(422, message, details);
}

/**
 * Problems with fields found after the schema (a date the calendar does not have, a password
 * the policy refuses). The error handler words them with the route's field labels, exactly as
 * the schema's own problems.
 */
export class FieldProblems extends Error {
  constructor(readonly issues: readonly { field: string; message: string }[]) {
    super(issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '));
    this.name = 'FieldProblems';
  }
}

/** 422 for one field, e.g. fieldProblems('van', [INVALID_DATE]). */
export const fieldProblems = (field: string, messages: readonly string[]) =>
  new FieldProblems(messages.map((message) => ({ field, message })));
