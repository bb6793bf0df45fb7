import type { FastifyInstance } from 'fastify';

/**
 * `application/x-www-form-urlencoded` bodies for one scope (a provider's webhook, the sandbox
 * checkout form): a flat object of strings, a repeated name keeping its last value. The rest of
 * the API takes JSON only.
 */
export function registerFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}
