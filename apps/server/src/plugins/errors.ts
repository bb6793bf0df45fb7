import type { ErrorBody } from '@bp/api-schema';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldLabels } from '../http/field-labels';
import { MESSAGES } from '../http/messages';
import { FieldProblems, HttpProblem, invalidInput, notFound } from '../http/problem';
import { ProviderError, providerProblem } from '../http/provider-error';
import { validationMessages, type ValidationIssue } from '../http/validation-messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's Dutch field names, for wording its validation problems. */
    fieldLabels?: FieldLabels;
    /**
     * The 404 message for a path parameter that cannot name anything (e.g. "Contract niet
     * gevonden."): such a path is answered like a record that does not exist or is not yours.
     */
    notFoundMessage?: string;
  }
}

export function errorBody(message: string, details: string[] = [message]): ErrorBody {
  return { message, errors: { ErrorMessage: details } };
}

export function sendProblem(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  details?: string[],
): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(message, details));
}

const CLIENT_ERRORS_BY_CODE: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: MESSAGES.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: MESSAGES.uriTooLong,
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.emptyJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.payloadTooLarge,
};

const CLIENT_ERRORS_BY_STATUS: Readonly<Record<number, string>> = {
  404: MESSAGES.notFound,
  405: MESSAGES.methodNotAllowed,
  413: MESSAGES.payloadTooLarge,
  414: MESSAGES.uriTooLong,
  415: MESSAGES.unsupportedMediaType,
};

/**
 * The one place a request's problems are worded: a path parameter that fails its schema names
 * nothing (404, as a record that is not yours); anything else is a 422 listing every problem
 * with the route's own field labels.
 */
function validationProblem(
  error: FastifyError,
  issues: readonly ValidationIssue[],
  request: FastifyRequest,
): HttpProblem {
  const config = request.routeOptions.config;
  if (error.validationContext === 'params') {
    return notFound(config.notFoundMessage ?? MESSAGES.notFound);
  }
  return invalidInput(validationMessages(issues, config.fieldLabels));
}

function fieldIssues(problems: FieldProblems): ValidationIssue[] {
  return problems.issues.map(({ field, message }) => ({
    keyword: 'custom',
    instancePath: `/${field}`,
    message,
  }));
}

/** Turns any error into the API's Dutch error body; never leaks a stack trace. */
export function toProblem(error: FastifyError, request: FastifyRequest): HttpProblem {
  if (error instanceof HttpProblem) return error;
  if (error instanceof ProviderError) {
    // The investor gets a Dutch 502; the provider's own words were logged where the call
    // failed (buildApp wraps every adapter with loggingFailures), once, caught or not.
    return providerProblem(error);
  }
  if (error instanceof FieldProblems) {
    return invalidInput(
      validationMessages(fieldIssues(error), request.routeOptions.config.fieldLabels),
    );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationProblem(error, error.validation, request);
  }
  if (Array.isArray(error.validation)) {
    const issues = error.validation.map((issue) => ({
      keyword: issue.keyword,
      instancePath: issue.instancePath,
      message: issue.message,
      params: issue.params,
    }));
    return validationProblem(error, issues, request);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      CLIENT_ERRORS_BY_CODE[error.code] ?? CLIENT_ERRORS_BY_STATUS[status] ?? MESSAGES.badRequest;
    return new HttpProblem(status, message);
  }
  request.log.error({ err: error }, 'request failed');
  return new HttpProblem(500, MESSAGES.internal);
}

export interface ErrorHandlingOptions {
  /** Answers requests no route matched (the web app's fallback); false leaves them to 404. */
  notFoundFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

/** The one error handler: every error, whoever raised it, leaves as the Dutch error body. */
export function answerError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const problem = toProblem(error, request);
  reply.headers(problem.headers);
  return sendProblem(reply, problem.statusCode, problem.message, problem.details);
}

export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}) {
  app.setErrorHandler(answerError);

  app.setNotFoundHandler(async (request, reply) => {
    if (options.notFoundFallback && (await options.notFoundFallback(request, reply))) return reply;
    return sendProblem(reply, 404, MESSAGES.notFound);
  });
}
