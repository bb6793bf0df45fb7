import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { createTestApp, freshIp, type TestApp } from '../../test/harness';
import { sessions, type Sessions } from '../../test/portfolio';
import { CALCULATION_MESSAGES } from './messages';
import { CALCULATIONS_PER_IP, CALCULATIONS_PER_USER } from './rules';
import { postCalculation, SDIL_REQUEST } from './test-support';

/** An SDIL payout: no Monte Carlo, so the loop below measures the limit, not the engine. */
const CHEAP = SDIL_REQUEST;
/** Refused by the engine (start before the AOW date needs 21 years): stores nothing. */
const REFUSED = { ...SDIL_REQUEST, start: '2027-03-09' };

describe.each(databaseKinds())('calculation rate limits on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  it('allows an anonymous IP 30 calculations a minute, then answers 429 in Dutch', async () => {
    expect(CALCULATIONS_PER_IP).toEqual({ limit: 30, windowMs: 60_000 });
    const ip = freshIp();
    for (let index = 0; index < CALCULATIONS_PER_IP.limit; index += 1) {
      expect((await postCalculation(t, CHEAP, { ip })).statusCode).toBe(200);
    }
    const refused = await postCalculation(t, CHEAP, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: CALCULATION_MESSAGES.tooManyCalculations,
      errors: { ErrorMessage: [CALCULATION_MESSAGES.tooManyCalculations] },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Invalid requests count too: they cannot be used to go on probing.
    expect((await postCalculation(t, { productCode: 'SB' }, { ip })).statusCode).toBe(429);

    // Another visitor is not affected, and a minute later this one may calculate again.
    expect((await postCalculation(t, CHEAP, { ip: freshIp() })).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await postCalculation(t, CHEAP, { ip })).statusCode).toBe(200);
  });

  it('counts a logged-in investor per account, more generously, whatever the IP', async () => {
    const ip = freshIp();
    for (let index = 0; index < CALCULATIONS_PER_USER.limit; index += 1) {
      // A new address each time: the account is what counts.
      const response = await postCalculation(t, REFUSED, { cookie: s.owner, ip: freshIp() });
      expect(response.statusCode).toBe(422);
    }
    const refused = await postCalculation(t, REFUSED, { cookie: s.owner, ip });
    expect(refused.statusCode).toBe(429);
    // The other investor, and an anonymous visitor from the same address, still calculate.
    expect((await postCalculation(t, REFUSED, { cookie: s.other, ip })).statusCode).toBe(422);
    expect((await postCalculation(t, CHEAP, { ip })).statusCode).toBe(200);
  });
});
