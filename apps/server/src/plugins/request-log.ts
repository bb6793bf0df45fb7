import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, written when it has been answered, instead of Fastify's two
 * ("incoming request" and "request completed"): at info level, for light routes such as the
 * health check, the log writes cost about as much as the request itself. The line carries what
 * both did: method, URL, remote address, status and response time. Every other log line of
 * Fastify (errors, 404s, stream errors) stays as it is.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Logged with the outcome, in requestCompleted.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
