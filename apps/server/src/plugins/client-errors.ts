import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import { MESSAGES } from '../http/messages';
import { errorBody } from './errors';

/** The status and Dutch message for what Node's HTTP parser refused, by its error code. */
function problemOf(code: string): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: MESSAGES.requestTimeout };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: MESSAGES.headersTooLarge };
  return { status: 400, message: MESSAGES.badRequest };
}

/**
 * Answers a connection whose request never became one (too slow, too large, not HTTP) with the
 * API's Dutch error body, then closes it, as Fastify's own handler does with its English one.
 * There is no request or reply here, only the socket: the response is written by hand.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = problemOf(error.code);
  const body = JSON.stringify(errorBody(message));
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
