import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './test/databases';
import { createTestApp, type TestApp } from './test/harness';

const PROXY = '10.9.9.9';
const CLIENT = '203.0.113.7';

const CLIENT_IP_ROUTE = 'GET /api/test/client-ip';

function addClientIpRoute(app: FastifyInstance): void {
  app.get('/api/test/client-ip', async (request) => ({ ip: request.ip }));
}

describe.each(databaseKinds())('the client address behind a proxy on $name', (kind) => {
  describe.each([
    { trust: '1', what: 'one hop' },
    { trust: `${PROXY},127.0.0.1`, what: 'a list of proxy addresses' },
  ])('TRUST_PROXY for $what', ({ trust }) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {
        env: { TRUST_PROXY: trust },
        extraRoutes: addClientIpRoute,
        extraPublicRoutes: [CLIENT_IP_ROUTE],
      });
    });
    afterAll(() => t.close());

    const clientIp = async (forwardedFor: string, remoteAddress = PROXY) =>
      (
        await t.app.inject({
          url: '/api/test/client-ip',
          headers: { 'x-forwarded-for': forwardedFor },
          remoteAddress,
        })
      ).json().ip;

    it('takes the address our proxy appended, not the leftmost one the client wrote', async () => {
      expect(await clientIp(CLIENT)).toBe(CLIENT);
      expect(await clientIp(`198.51.100.1, ${CLIENT}`)).toBe(CLIENT);
      expect(await clientIp(`1.1.1.1, 8.8.8.8, ${CLIENT}`)).toBe(CLIENT);
    });

    it('keeps a per-IP limit on the real client whatever X-Forwarded-For it forges', async () => {
      const forgot = (forged: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/password/forgot',
          payload: { email: 'iemand@example.com' },
          headers: { 'x-forwarded-for': `${forged}, ${CLIENT}` },
          remoteAddress: PROXY,
        });
      // Ten reset requests an hour per address (rate-limit/rules.ts).
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect((await forgot(`198.51.100.${attempt}`)).statusCode).toBe(202);
      }
      expect((await forgot('198.51.100.200')).statusCode).toBe(429);
    });
  });

  describe('TRUST_PROXY for a list, asked by someone who is not that proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {
        env: { TRUST_PROXY: PROXY },
        extraRoutes: addClientIpRoute,
        extraPublicRoutes: [CLIENT_IP_ROUTE],
      });
    });
    afterAll(() => t.close());

    it('ignores X-Forwarded-For and keeps the socket address', async () => {
      const response = await t.app.inject({
        url: '/api/test/client-ip',
        headers: { 'x-forwarded-for': CLIENT },
        remoteAddress: '192.0.2.50',
      });
      expect(response.json().ip).toBe('192.0.2.50');
    });
  });
});
