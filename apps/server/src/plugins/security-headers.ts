import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Config, usesHttps } from '../config';

/**
 * The CSP for the app and the API. Scripts only from our own origin, never inline. Styles allow
 * 'unsafe-inline' because the dialog primitives (radix-ui's scroll lock) inject <style>
 * elements at run time; style injection cannot run code, script injection stays blocked.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  const connect = ["'self'"];
  if (config.errorReportingDsn) connect.push(new URL(config.errorReportingDsn).origin);
  const https = usesHttps(config);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

function helmetOptions(config: Config): FastifyHelmetOptions {
  const https = usesHttps(config);
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // HSTS over plain http (local runs) would only confuse browsers on localhost.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  };
}

/**
 * The headers helmet sets with our options. They are the same on every response (no nonces),
 * but @fastify/helmet builds helmet's middleware anew for each request, parsing the whole CSP
 * every time: so helmet runs once, on a throwaway instance, and its headers are kept.
 */
export async function securityHeaders(config: Config): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, helmetOptions(config));
    // Inside the handler the raw response holds exactly what helmet's hooks set, nothing else.
    probe.get('/', async (_request, reply) => reply.raw.getHeaders());
    const response = await probe.inject({ url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.json<Record<string, unknown>>())) {
      if (typeof value !== 'string') throw new Error(`Unexpected helmet header ${name}`);
      headers[name] = value;
    }
    return headers;
  } finally {
    await probe.close();
  }
}

/**
 * Helmet's headers (from securityHeaders) on every response: pages, assets, the API, errors
 * and 404s alike.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
