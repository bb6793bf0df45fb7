import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './paths';

/** Smaller bodies gain less from compression than its headers and CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's replies (JSON of at least COMPRESSION_THRESHOLD_BYTES, and text
 * downloads) with brotli or gzip, as the client accepts. Every other route is left alone: the
 * web app's build leaves .br and .gz copies of its files, which the static file server sends as
 * they are (plugins/static-web.ts), and the rest answers a few hundred bytes. Must be registered
 * before the routes: it hooks each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) route.compress ??= false;
  });
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Request bodies stay plain JSON: no client of ours compresses them, and unpacking them
    // would only add to what one request can cost.
    globalDecompression: false,
  });
}
