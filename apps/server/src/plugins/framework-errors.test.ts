import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../http/messages';
import { databaseKinds } from '../test/databases';
import { createTestApp, type TestApp } from '../test/harness';
import { rawExchange } from '../test/raw-http';

const [embedded] = databaseKinds();
const dutch = (message: string) => ({ message, errors: { ErrorMessage: [message] } });

describe.runIf(embedded)('what Fastify and Node refuse, in the Dutch error body', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    if (!embedded) return;
    t = await createTestApp(embedded, { seed: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const expectProblem = (response: LightMyRequestResponse, status: number, message: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.json()).toEqual(dutch(message));
  };

  it('answers a path that cannot be decoded (FST_ERR_BAD_URL) with 400', async () => {
    expectProblem(await t.app.inject({ url: '/api/%zz' }), 400, MESSAGES.badUrl);
    expectProblem(await t.app.inject({ url: '/%E0%A4%A' }), 400, MESSAGES.badUrl);
  });

  it('answers an over-long path parameter with 414', async () => {
    const url = `/api/contracts/${'9'.repeat(200)}/transacties`;
    expectProblem(await t.app.inject({ url }), 414, MESSAGES.uriTooLong);
  });

  it('answers bad bodies: bad JSON, an unsupported media type, too large', async () => {
    const post = (type: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': type },
        payload,
      });
    expectProblem(await post('application/json', '{"email":'), 400, MESSAGES.invalidJson);
    expectProblem(await post('application/xml', '<login/>'), 415, MESSAGES.unsupportedMediaType);
    const large = JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) });
    expectProblem(await post('application/json', large), 413, MESSAGES.payloadTooLarge);
  });

  it('answers headers over Node’s limit (an address of 20 000 characters) with 431', async () => {
    const answer = await rawExchange(port, (socket) =>
      socket.write(`GET /api/${'x'.repeat(20_000)} HTTP/1.1\r\nHost: portaal\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.text).toContain('Content-Type: application/json; charset=utf-8');
    expect(answer.text).toContain('Cache-Control: no-store');
    expect(answer.body).toEqual(dutch(MESSAGES.headersTooLarge));
  });

  it('answers what is not HTTP with 400 and closes the connection', async () => {
    const answer = await rawExchange(port, (socket) => socket.write('HALLO WERELD\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(dutch(MESSAGES.badRequest));
  });
});
