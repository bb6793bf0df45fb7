import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = usesHttps(config);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // HSTS over plain http (local runs) would only confuse browsers on localhost.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
}
