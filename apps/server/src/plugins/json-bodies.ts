import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as usual (with fastify's prototype-poisoning protection), except that an empty
 * body reads as "no body": clients send `Content-Type: application/json` on bodiless POSTs
 * such as /api/logout, which deserve no 400 for it.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
