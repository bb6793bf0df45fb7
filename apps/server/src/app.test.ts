import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './test/databases';
import { BELEGGER, createTestApp, freshIp, logIn, type TestApp } from './test/harness';

const PUBLIC_URL = 'https://portaal.example.nl';

describe.each(databaseKinds())('API conventions on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { PUBLIC_URL, ERROR_REPORTING_DSN: 'https://abc123@o1.ingest.sentry.example/42' },
      extraPublicRoutes: ['GET /api/test/explode'],
      extraRoutes(app) {
        app.get('/api/test/explode', async () => {
          throw new Error('database password is hunter2 at /srv/app/secret.ts:12');
        });
      },
    });
  });
  afterAll(() => t.close());

  describe('errors', () => {
    it('lists every problem of invalid input in Dutch, with the field it concerns', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 42, wachtwoord: 'x', extra: true },
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'De invoer is niet volledig of niet juist.',
        errors: {
          ErrorMessage: [
            'E-mailadres: Vul uw e-mailadres in.',
            'Wachtwoord: Vul uw wachtwoord in.',
            'Onbekende velden: wachtwoord, extra.',
          ],
        },
      });
    });

    it('puts a single problem in the message itself', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/password/forgot',
        payload: { email: 'geen-adres' },
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'E-mailadres: Vul een geldig e-mailadres in.',
        errors: { ErrorMessage: ['E-mailadres: Vul een geldig e-mailadres in.'] },
      });
    });

    it('rejects a missing body with 422 and malformed JSON with 400', async () => {
      const missing = await t.app.inject({ method: 'POST', url: '/api/register/confirm' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().message).toBe('Het verzoek bevat geen geldige gegevens.');

      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "belegger@example.com",',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({
        message: 'De verzonden gegevens zijn geen geldige JSON.',
        errors: { ErrorMessage: ['De verzonden gegevens zijn geen geldige JSON.'] },
      });

      const poisoned = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__": {"admin": true}, "email": "a@example.com", "password": "x"}',
      });
      expect(poisoned.statusCode).toBe(400);

      const wrongType = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=belegger@example.com',
      });
      expect(wrongType.statusCode).toBe(415);
      expect(wrongType.json().message).toBe(
        'Dit soort gegevens wordt niet ondersteund. Stuur JSON.',
      );
    });

    it('answers unknown API routes with a Dutch 404', async () => {
      for (const [method, url] of [
        ['GET', '/api/bestaat-niet'],
        ['POST', '/api/contracts'],
        ['GET', '/api'],
      ] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          message: 'Niet gevonden.',
          errors: { ErrorMessage: ['Niet gevonden.'] },
        });
      }
    });

    it('hides the cause of a 500 from the client', async () => {
      const response = await t.app.inject({ url: '/api/test/explode' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Er is iets misgegaan. Probeer het later opnieuw.',
        errors: { ErrorMessage: ['Er is iets misgegaan. Probeer het later opnieuw.'] },
      });
      expect(response.body).not.toMatch(/hunter2|secret\.ts|stack|at /);
    });
  });

  describe('security headers', () => {
    it('sends a CSP that allows only our own scripts, never inline ones', async () => {
      const response = await t.app.inject({ url: '/healthz' });
      const csp = String(response.headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('connect-src')).toEqual(["'self'", 'https://o1.ingest.sentry.example']);
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    });

    it('sends the same headers on API answers, errors and unknown routes', async () => {
      const health = await t.app.inject({ url: '/healthz' });
      for (const url of ['/api/users/me', '/api/does-not-exist', '/nope.txt']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        for (const name of [
          'content-security-policy',
          'x-frame-options',
          'x-content-type-options',
          'strict-transport-security',
          'referrer-policy',
          'cross-origin-opener-policy',
        ]) {
          expect(response.headers[name], `${name} on ${url}`).toBe(health.headers[name]);
        }
      }
    });
  });

  describe('origin check', () => {
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { host: 'intern.example.nl:3000', ...headers },
      });

    it('refuses state-changing calls from another origin', async () => {
      const foreign: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: PUBLIC_URL, 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of foreign) {
        const response = await post(headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.json()).toEqual({
          message: 'Dit verzoek is niet toegestaan.',
          errors: { ErrorMessage: ['Dit verzoek is niet toegestaan.'] },
        });
      }
    });

    it('lets our own pages, direct navigation and non-browser clients through', async () => {
      const allowed: Record<string, string>[] = [
        { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
        { origin: 'http://intern.example.nl:3000' },
        { 'sec-fetch-site': 'none' },
        {},
      ];
      for (const headers of allowed) {
        expect((await post(headers)).statusCode, JSON.stringify(headers)).toBe(200);
      }
    });

    it('refuses a foreign origin however the API path is spelled', async () => {
      const cookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
      // The router decodes /%61pi to /api; the check goes by the route it matched.
      for (const url of [
        '/%61pi/offers/2',
        '/ap%69/offers/2',
        '/%2561pi/offers/2',
        '/API/offers/2',
        '//api/offers/2',
        '/api//offers/2',
      ]) {
        const response = await t.app.inject({
          method: 'DELETE',
          url,
          headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        });
        expect(response.statusCode, url).toBe(403);
        expect(response.json().message).toBe('Dit verzoek is niet toegestaan.');
      }
      const logout = await t.app.inject({
        method: 'POST',
        url: '/%61pi/logout',
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(logout.statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
        200,
      );
    });

    it('does not block reading calls from elsewhere (CSP and CORS cover those)', async () => {
      const cookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
      const response = await t.app.inject({
        url: '/api/users/me',
        headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('status and configuration', () => {
    it('/healthz and /readyz report the process and the database', async () => {
      expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
    });

    it('/config.json tells the web app its environment, brand and links', async () => {
      const response = await t.app.inject({ url: '/config.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual({
        environment: 'Ontwikkeling',
        label: 'vastgoed',
        productName: 'Beleggersportaal Vastgoed',
        apiBase: '',
        errorReportingDsn: 'https://abc123@o1.ingest.sentry.example/42',
        buildVersion: '20250709.2',
        contactUrl: 'https://www.stichting-beleggersportaal.nl/contact',
        contactEmail: 'info@stichting-beleggersportaal.nl',
        contactPostalAddress: ['Postbus 75123', '1070 AC Amsterdam'],
        privacyUrl: 'https://www.stichting-beleggersportaal.nl/privacy-en-cookieverklaring',
        disclaimerUrl: 'https://www.stichting-beleggersportaal.nl/disclaimer',
        annualReportsUrl: 'https://www.stichting-beleggersportaal.nl/jaarverslagen',
        // The tests run on the sandbox providers: the footer says so.
        sandboxNotice:
          'Testomgeving: betalingen en machtigingen zijn gesimuleerd; er wordt geen echt geld afgeschreven.',
      });
    });

    it('serves the OpenAPI document and its docs page under /api/docs', async () => {
      const page = await t.app.inject({ url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('swagger-ui');
      const pageCsp = String(page.headers['content-security-policy']);
      expect(pageCsp).toContain("script-src 'self'");
      expect(pageCsp).not.toMatch(/script-src[^;]*unsafe/);

      const document = (await t.app.inject({ url: '/api/docs/json' })).json();
      expect(document.openapi).toBe('3.0.3');
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/api/login',
          '/api/logout',
          '/api/users/me',
          '/api/getCookie',
          '/api/deleteCookie',
          '/api/session-health-check',
          '/api/register',
          '/api/register/confirm',
          '/api/password/forgot',
          '/api/password/reset',
          '/api/relations/me',
          '/healthz',
          '/readyz',
          '/config.json',
        ]),
      );
      expect(Object.keys(document.paths)).not.toContain('/api/docs/json');
      const loginBody =
        document.paths['/api/login'].post.requestBody.content['application/json'].schema;
      expect(loginBody.required).toEqual(['email', 'password']);
      expect(loginBody.additionalProperties).toBe(false);
      expect(document.components.schemas.ErrorBody).toBeDefined();
    });
  });
});

describe.each(databaseKinds())('maintenance mode on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { MAINTENANCE_MODE: '1', APP_ENVIRONMENT: 'Test' } });
  });
  afterAll(() => t.close());

  it('answers every /api call with 503', async () => {
    for (const [method, url] of [
      ['POST', '/api/login'],
      ['GET', '/api/users/me'],
      ['GET', '/api/session-health-check'],
      ['GET', '/api/bestaat-niet'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? BELEGGER : undefined,
      });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual({
        message: 'Het portaal is tijdelijk niet beschikbaar wegens onderhoud.',
        errors: { ErrorMessage: ['Het portaal is tijdelijk niet beschikbaar wegens onderhoud.'] },
      });
    }
  });

  it('answers 503 however the API path is spelled, and sets no session cookie', async () => {
    for (const [method, url] of [
      ['GET', '/%61pi/funds'],
      ['GET', '/ap%69/funds?x=1'],
      ['GET', '/%2561pi/funds'],
      ['GET', '/API/funds'],
      ['GET', '//api/funds'],
      ['GET', '/api//funds'],
      ['POST', '/%61pi/login'],
      ['POST', '/Api/Login'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? BELEGGER : undefined,
        remoteAddress: freshIp(),
      });
      expect(response.statusCode, url).toBe(503);
      expect(response.json().message, url).toBe(
        'Het portaal is tijdelijk niet beschikbaar wegens onderhoud.',
      );
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('keeps health, readiness and the runtime configuration available', async () => {
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const config = await t.app.inject({ url: '/config.json' });
    expect(config.statusCode).toBe(200);
    expect(config.json().environment).toBe('Test');
  });
});
