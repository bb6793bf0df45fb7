/**
 * A route as this list names it: its method and the path it was registered with, parameters
 * as `:name`. A GET entry covers the HEAD route Fastify adds beside it.
 */
export type PublicApiRoute = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api${string}`;

/**
 * THE list of `/api` routes that answer without a session. Every other `/api` route needs a
 * live session (401 without one) and, with `config: { access: 'admin' }`, an administrator's
 * (403 for an investor): `plugins/login-by-default.ts` decides it for each route as it is
 * registered. A route lands here only when a visitor who is not logged in has to reach it;
 * `route-guard.test.ts` fails on an entry that names no route.
 */
export const PUBLIC_API_ROUTES: readonly PublicApiRoute[] = [
  // Logging in and out; logging out with a session that has already ended still clears the cookie.
  'POST /api/login',
  // The login's second step (two-step verification): the pending login's cookie, no session yet.
  'POST /api/login/totp',
  'POST /api/logout',
  // The cookie banner clears its own cookie, and the session cookie, for anyone.
  'POST /api/deleteCookie',
  // Getting an account and a new password: by definition before there is a session.
  'POST /api/register',
  'POST /api/register/confirm',
  'POST /api/password/forgot',
  'POST /api/password/reset',
  // The link that confirms a new e-mail address may be opened on a device that is not logged in.
  'POST /api/email-change/confirm',
  // Calculations work anonymously too (spec); logged in, the route also stores the offer and
  // the answers (`identifyCaller`: a stale session cookie is still a 401 there).
  'POST /api/calculation',
  'GET /api/funds',
  'GET /api/funds/:id/documents',
  'GET /api/funds/:id/documents/:kind',
  'GET /api/questionnaires/:id',
  'POST /api/questionnaires/:id/answers',
  // Called by the payment providers, which have no session; each proves itself another way.
  'POST /api/payments/webhook',
  'GET /api/mandates/webhook',
  // The OpenAPI document and Swagger UI, as @fastify/swagger-ui registers them. Fastify adds
  // `GET /api/docs/` beside `GET /api/docs` without telling onRoute (it shares the decision),
  // but its HEAD route is registered on its own.
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
];
