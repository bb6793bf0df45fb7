import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';
import type { Config } from '../config';

type TimeoutOptions = Pick<
  FastifyHttpOptions<Server>,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout' | 'http'
>;

/**
 * How long a client may take, so slow clients (slow-loris: headers or a body sent a byte at a
 * time) cannot hold connections open: the whole request must arrive within the request timeout
 * (then a 408 and the connection closes), a connection on which nothing moves is closed after
 * the connection timeout, an idle keep-alive one after the keep-alive timeout. Node checks the
 * request timeout only every `connectionsCheckingInterval` (30 s by default), so that follows
 * the timeout: a slow client is cut off within 1¼ times it.
 */
export function httpTimeouts(
  config: Pick<
    Config,
    'requestTimeoutSeconds' | 'connectionTimeoutSeconds' | 'keepAliveTimeoutSeconds'
  >,
): TimeoutOptions {
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  return {
    requestTimeout,
    connectionTimeout: config.connectionTimeoutSeconds * 1000,
    keepAliveTimeout: config.keepAliveTimeoutSeconds * 1000,
    http: {
      requestTimeout,
      // Headers count as part of the request: Node's own 60 s would outlast a shorter timeout.
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.min(30_000, requestTimeout / 4),
    },
  };
}
