import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MollieWireServer, refusedUrl } from './providers/mollie-wire-server';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { logLines } from '../../../test/log-lines';
import { DEMO, sessions, type Sessions } from '../../../test/portfolio';

const MOLLIE_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const TWIKEY_KEY = 'twikey-api-key-0123456789abcdef';
const TWIKEY_WEBSITE_KEY = 'twikey-website-key-0123456789';

interface LogLine {
  msg?: string;
  provider?: string;
  call?: string;
  failure?: string;
  cause?: string;
}

/**
 * A provider that fails is logged with the provider, the call and the cause, never a secret: a
 * TLS failure to Mollie (our local server's self-signed certificate, with certificate checks
 * on), and refused connections to Twikey and PDOK.
 */
describe.each(databaseKinds())('provider failures in the log, on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  let mollie: MollieWireServer;
  const { stream, lines } = logLines();

  beforeAll(async () => {
    mollie = new MollieWireServer(MOLLIE_KEY);
    const mollieUrl = await mollie.start();
    const refused = new URL(await refusedUrl());
    const nowhere = `http://127.0.0.1:${refused.port}`;
    t = await createTestApp(kind, {
      env: {
        MOLLIE_API_KEY: MOLLIE_KEY,
        MOLLIE_API_URL: mollieUrl,
        TWIKEY_API_KEY: TWIKEY_KEY,
        TWIKEY_TEMPLATE_ID: '1',
        TWIKEY_WEBSITE_KEY,
        TWIKEY_API_URL: `${nowhere}/creditor`,
        PDOK_LOCATIESERVER_URL: `${nowhere}/bzk/locatieserver/search/v3_1`,
      },
      logger: { level: 'info', stream },
    });
    s = await sessions(t);
  });
  afterAll(async () => {
    await t.close();
    await mollie.stop();
  });

  function failureLines(provider: string): LogLine[] {
    return lines
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.msg === 'provider call failed' && line.provider === provider);
  }

  function expectNoSecrets() {
    const log = lines.join('\n');
    for (const secret of [MOLLIE_KEY, TWIKEY_KEY, TWIKEY_WEBSITE_KEY, 'Bearer', 'Authorization']) {
      expect(log).not.toContain(secret);
    }
  }

  it('logs a TLS failure to Mollie with the call and the certificate problem', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: s.owner },
      payload: { contractId: DEMO.american, purpose: 'eerste-inleg' },
    });
    expect(response.statusCode).toBe(502);
    expect(mollie.requests).toEqual([]);
    expect(failureLines('mollie')).toEqual([
      expect.objectContaining({
        call: 'createPayment',
        failure: 'unavailable',
        cause: expect.stringContaining('self-signed certificate') as string,
      }),
    ]);
    expectNoSecrets();
  });

  it('logs a refused connection to Twikey with the call and the cause', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mandates',
      headers: { cookie: s.owner },
      // The American contract: it awaits payment and has no mandate yet (the Dutch one has one).
      payload: {
        contractId: DEMO.american,
        iban: 'NL91 ABNA 0417 1643 00',
        accountHolder: 'J. de Vries',
      },
    });
    expect(response.statusCode).toBe(502);
    expect(failureLines('twikey')).toEqual([
      expect.objectContaining({
        call: 'createInvite',
        failure: 'unavailable',
        cause: expect.stringContaining('ECONNREFUSED') as string,
      }),
    ]);
    expectNoSecrets();
  });

  it('logs a refused connection to PDOK with the call and the cause, not the address', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/postcode',
      headers: { cookie: s.owner },
      payload: { postcode: '9731 AB', houseNumber: 77 },
    });
    expect(response.statusCode).toBe(502);
    expect(failureLines('pdok')).toEqual([
      expect.objectContaining({
        call: 'find',
        failure: 'unavailable',
        cause: expect.stringContaining('ECONNREFUSED') as string,
      }),
    ]);
    // The postcode in any spelling; its digits alone may turn up in a response time (16.529731…).
    expect(lines.join('\n')).not.toMatch(/9731\s?AB/i);
  });
});
