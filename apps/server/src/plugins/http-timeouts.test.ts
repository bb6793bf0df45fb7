import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../http/messages';
import { databaseKinds } from '../test/databases';
import { createTestApp, type TestApp } from '../test/harness';
import { rawExchange } from '../test/raw-http';

const [embedded] = databaseKinds();

/** Writes `text` one byte every `everyMs`, until the text ends or the socket closes. */
function trickle(socket: Socket, text: string, everyMs = 100): void {
  let sent = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || sent >= text.length) {
      clearInterval(timer);
      return;
    }
    socket.write(text.charAt(sent));
    sent += 1;
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

describe.runIf(embedded)('HTTP timeouts against slow clients', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    if (!embedded) return;
    t = await createTestApp(embedded, { seed: false, env: { REQUEST_TIMEOUT_SECONDS: '1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes a connection that sends its headers a byte at a time (slow-loris), with a 408', async () => {
    const answer = await rawExchange(port, (socket) => {
      socket.write('GET /healthz HTTP/1.1\r\n');
      trickle(socket, `Host: portaal\r\nX-Traag: ${'a'.repeat(1000)}`);
    });
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(answer.closedAfterMs).toBeLessThan(3000);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({
      message: MESSAGES.requestTimeout,
      errors: { ErrorMessage: [MESSAGES.requestTimeout] },
    });
  });

  it('closes a connection that sends its body a byte at a time', async () => {
    const answer = await rawExchange(port, (socket) => {
      socket.write(
        'POST /api/login HTTP/1.1\r\nHost: portaal\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n',
      );
      trickle(socket, `{"email":"${'a'.repeat(480)}"}`);
    });
    expect(answer.closedAfterMs).toBeLessThan(3000);
    expect(answer.status).toBe(408);
  });

  it('still serves a client that is quick enough, on the same settings', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});

describe.runIf(embedded)('HTTP timeouts by default', () => {
  it('bounds requests, idle connections and keep-alive', async () => {
    if (!embedded) return;
    const t = await createTestApp(embedded, { seed: false });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      expect(t.app.server.requestTimeout).toBe(30_000);
      expect(t.app.server.headersTimeout).toBe(30_000);
      expect(t.app.server.timeout).toBe(60_000);
      expect(t.app.server.keepAliveTimeout).toBe(72_000);
    } finally {
      await t.close();
    }
  });
});
