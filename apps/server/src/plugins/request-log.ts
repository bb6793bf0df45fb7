import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

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

/** Pages whose links in mails carry a one-time token: their whole query string is secret. */
const TOKEN_PAGES = new Set([
  '/account-bevestigen',
  '/wachtwoord-reset',
  '/e-mailadres-bevestigen',
]);
const REDACTED = '[redacted]';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** As the web app's router matches it: case-insensitive, trailing slashes ignored. */
function pageOf(path: string): string {
  return decoded(path).toLowerCase().replace(/\/+$/, '');
}

/**
 * The URL as it may be logged: without the query string of the pages that mail links point at
 * (a reset or confirmation token is as good as a password until used), and without the value
 * of any parameter named like a token anywhere else. Logs are kept, copied and shipped; the
 * tokens must not travel with them.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const path = url.slice(0, start);
  if (TOKEN_PAGES.has(pageOf(path))) return `${path}?${REDACTED}`;
  const parameters = url
    .slice(start + 1)
    .split('&')
    .map((parameter) => {
      const name = parameter.split('=', 1)[0] ?? '';
      return decoded(name).toLowerCase().includes('token') ? `${name}=${REDACTED}` : parameter;
    });
  return `${path}?${parameters.join('&')}`;
}

/** Fastify's own request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** The logger options with the redacting request serializer in place of Fastify's. */
export function withRedactedUrls(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
