import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { ADMIN, BELEGGER, NIEUW, createTestApp, freshIp, type TestApp } from '../../test/harness';

const LOCKED = 'Te veel inlogpogingen. Probeer het over 15 minuten opnieuw.';

describe.each(databaseKinds())('login rate limits on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress,
    });

  it('locks an account after 5 failed attempts, even for the right password, for 15 minutes', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(
        (await login(BELEGGER.email, `Fout-wachtwoord-${attempt}`, freshIp())).statusCode,
      ).toBe(401);
    }
    const locked = await login(BELEGGER.email, BELEGGER.password, freshIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: LOCKED, errors: { ErrorMessage: [LOCKED] } });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Other accounts are not affected by this lock.
    expect((await login(NIEUW.email, NIEUW.password, freshIp())).statusCode).toBe(200);

    t.clock.advanceMinutes(14);
    expect((await login(BELEGGER.email, BELEGGER.password, freshIp())).statusCode).toBe(429);
    t.clock.advanceMinutes(2);
    expect((await login(BELEGGER.email, BELEGGER.password, freshIp())).statusCode).toBe(200);
  });

  it('a successful login clears the failures counted so far', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await login(ADMIN.email, 'Fout-wachtwoord-0', freshIp());
    }
    expect((await login(ADMIN.email, ADMIN.password, freshIp())).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(ADMIN.email, 'Fout-wachtwoord-0', freshIp())).statusCode).toBe(401);
    }
    expect((await login(ADMIN.email, ADMIN.password, freshIp())).statusCode).toBe(200);
  });

  it('counts failures for unknown addresses too, so a lock does not reveal an account', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await login('niemand@example.com', 'Fout-wachtwoord-1', freshIp());
    }
    expect((await login('niemand@example.com', 'Fout-wachtwoord-1', freshIp())).statusCode).toBe(
      429,
    );
  });

  it('allows 20 login attempts per IP address in 15 minutes', async () => {
    const ip = '192.0.2.77';
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      // Spread over accounts that exist or not, so no account lock gets in the way.
      const response = await login(`bezoeker${attempt}@example.com`, 'Fout-wachtwoord-1', ip);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(NIEUW.email, NIEUW.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(LOCKED);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another address is not blocked.
    expect((await login(NIEUW.email, NIEUW.password, freshIp())).statusCode).toBe(200);
    t.clock.advanceMinutes(16);
    expect((await login(NIEUW.email, NIEUW.password, ip)).statusCode).toBe(200);
  });
});
