import { postcodeAddressSchema } from '@bp/api-schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, freshIp, type TestApp } from '../../../test/harness';
import { expectProblem, NOT_LOGGED_IN, sessions, type Sessions } from '../../../test/portfolio';
import { POSTCODE_LOOKUPS_PER_USER } from '../../identity';
import { POSTCODE_LOOKUP_MESSAGES } from './messages';
import { PdokWireServer } from './pdok-wire-server';

describe.each(databaseKinds())('POST /api/postcode on $name', (kind) => {
  let pdok: PdokWireServer;
  let t: TestApp;
  let s: Sessions;

  beforeAll(async () => {
    pdok = new PdokWireServer();
    const url = await pdok.start();
    t = await createTestApp(kind, { env: { PDOK_LOCATIESERVER_URL: url } });
    s = await sessions(t);
  });
  afterAll(async () => {
    await t.close();
    await pdok.stop();
  });
  beforeEach(() => {
    pdok.reset();
  });

  function lookUp(payload: unknown, cookie: string | null = s.owner) {
    return t.app.inject({
      method: 'POST',
      url: '/api/postcode',
      headers: cookie ? { cookie } : {},
      payload: payload as Record<string, unknown>,
      remoteAddress: freshIp(),
    });
  }

  it('answers the street and town of a postcode with spaces and a whole house number', async () => {
    const response = await lookUp({ postcode: '1012 js', houseNumber: 1 });
    expect(response.statusCode).toBe(200);
    expect(postcodeAddressSchema.parse(response.json())).toEqual({
      postcode: '1012JS',
      huisnummer: 1,
      straatnaam: 'Dam',
      woonplaats: 'Amsterdam',
    });
    expect(pdok.requests.map((request) => request.query.q)).toEqual([
      'postcode:1012JS and huisnummer:1',
    ]);
  });

  it('looks up the whole number of a typed house number ("10a" → 10)', async () => {
    const response = await lookUp({ postcode: '3511LX', houseNumber: '10a' });
    expect(response.json()).toMatchObject({ huisnummer: 10, straatnaam: 'Domplein' });
  });

  it('answers 404 in Dutch for an address PDOK does not know', async () => {
    expectProblem(
      await lookUp({ postcode: '9999ZZ', houseNumber: 1 }),
      404,
      POSTCODE_LOOKUP_MESSAGES.notFound,
    );
  });

  it('answers 422 with the domain’s Dutch messages, without asking PDOK', async () => {
    const response = await lookUp({ postcode: '0123 AB', houseNumber: 0 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'De invoer is niet volledig of niet juist.',
      errors: {
        ErrorMessage: [
          'Vul een geldige postcode in, bijvoorbeeld 1234 AB.',
          'Vul een geldig huisnummer in, bijvoorbeeld 12 of 12a.',
        ],
      },
    });
    const missing = await lookUp({ postcode: '1012JS' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { ErrorMessage: ['Vul een huisnummer in.'] } });
    const wrongTypes = await lookUp({ postcode: 1234, houseNumber: true });
    expect(wrongTypes.json()).toMatchObject({
      errors: {
        ErrorMessage: [
          'Vul een geldige postcode in, bijvoorbeeld 1234 AB.',
          'Vul een geldig huisnummer in, bijvoorbeeld 12 of 12a.',
        ],
      },
    });
    expect((await lookUp({ postcode: '1012JS', houseNumber: 1, extra: 1 })).statusCode).toBe(422);
    expect((await lookUp({ postcode: '1012JS', houseNumber: 1.5 })).statusCode).toBe(422);
    expect(pdok.requests).toEqual([]);
  });

  it('answers 502, never 503, when PDOK fails or answers garbage: the form stays usable by hand', async () => {
    pdok.failures = [500];
    expectProblem(
      await lookUp({ postcode: '1012JS', houseNumber: 1 }),
      502,
      POSTCODE_LOOKUP_MESSAGES.unavailable,
    );
    pdok.garbage = '{"response": ';
    expectProblem(
      await lookUp({ postcode: '1012JS', houseNumber: 1 }),
      502,
      POSTCODE_LOOKUP_MESSAGES.unavailable,
    );
  });

  it('is for logged-in users only', async () => {
    expectProblem(await lookUp({ postcode: '1012JS', houseNumber: 1 }, null), 401, NOT_LOGGED_IN);
    expect(pdok.requests).toEqual([]);
  });

  it('refuses a user’s lookups beyond the limit with 429, whatever their address', async () => {
    for (let count = 0; count < POSTCODE_LOOKUPS_PER_USER.limit; count += 1) {
      expect((await lookUp({ postcode: '1012JS', houseNumber: 1 }, s.other)).statusCode).toBe(200);
    }
    const refused = await lookUp({ postcode: '1012JS', houseNumber: 1 }, s.other);
    expectProblem(refused, 429, POSTCODE_LOOKUP_MESSAGES.tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else still gets an answer.
    expect((await lookUp({ postcode: '1012JS', houseNumber: 1 })).statusCode).toBe(200);
  });
});
