import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, written when it has been answered, instead of Fastify's two
 * ("incoming request" and "request completed"): at info level, for light routes such as the
 * health check, the log writes cost about as much as the request itself. The line carries what
 * both did: method, URL, remote address, status and response time.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}
