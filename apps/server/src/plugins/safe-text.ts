import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { invalidInput } from '../http/problem';
import { TEXT_PROBLEM_MESSAGES } from '@bp/domain';
import { unsafeTexts } from '../http/unsafe-text';
import { validationMessages, type ValidationIssue } from '../http/validation-messages';

function issuesIn(part: unknown, base: string): ValidationIssue[] {
  return unsafeTexts(part).map(({ path, problem }) => ({
    // A wrong format to the field-label rules: the route's label names the field.
    keyword: 'invalid_format',
    instancePath: [base, ...path].join('/'),
    message: TEXT_PROBLEM_MESSAGES[problem],
  }));
}

// A callback hook, not an async one: it runs on every request, and nearly all pass.
function refuseUnsafeText(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const issues = [...issuesIn(request.body, ''), ...issuesIn(request.query, '')];
  done(
    issues.length === 0
      ? undefined
      : invalidInput(validationMessages(issues, request.routeOptions.config.fieldLabels)),
  );
}

/**
 * The one check of every text a client sends: each string in the JSON body and the query
 * string of every route. A control character, a lone surrogate or a format character that
 * hides what the text says (a bidi override, a zero-width space: the domain's `textProblem`)
 * anywhere is a 422 that names the field with the route's own labels, instead of a database error (500) later. It runs as
 * the route's last preValidation step, so what the route does first (a session check, counting
 * the attempt against a rate limit) still comes first, and before the schema, as zod's own
 * problems would. Path parameters are left to their schemas: they all name records by number.
 * Register before any route.
 */
export function registerSafeText(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const own = route.preValidation;
    route.preValidation = [...(own === undefined ? [] : [own].flat()), refuseUnsafeText];
  });
}
