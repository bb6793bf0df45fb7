import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config';

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes a function: Fastify itself treats a
 * bare number as "trust nobody". With n hops the n nearest addresses (the socket first, then
 * X-Forwarded-For from the right) are our proxies, so the client is the entry the outermost of
 * them appended; whatever the client wrote to the left of it is ignored. A list of proxy
 * addresses is passed on as it is.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
