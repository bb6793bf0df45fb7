import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import {
  ADMIN,
  BELEGGER,
  NIEUW,
  createTestApp,
  freshIp,
  type TestApp,
} from '../../../test/harness';
import { tokenFromLink } from '../../../test/recording-mailer';

const LOCKED = 'Te veel inlogpogingen. Probeer het over 15 minuten opnieuw.';
const ACCOUNT_LOCKED =
  'Te veel inlogpogingen op dit account. Probeer het over een uur opnieuw of stel uw wachtwoord opnieuw in.';

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

  it('locks an account for one address after 5 failed attempts, even for the right password, for 15 minutes', async () => {
    const attacker = '192.0.2.11';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(BELEGGER.email, `Fout-wachtwoord-${attempt}`, attacker)).statusCode).toBe(
        401,
      );
    }
    const locked = await login(BELEGGER.email, BELEGGER.password, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: LOCKED, errors: { ErrorMessage: [LOCKED] } });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Other accounts are not affected by this lock.
    expect((await login(NIEUW.email, NIEUW.password, attacker)).statusCode).toBe(200);

    t.clock.advanceMinutes(14);
    expect((await login(BELEGGER.email, BELEGGER.password, attacker)).statusCode).toBe(429);
    t.clock.advanceMinutes(2);
    expect((await login(BELEGGER.email, BELEGGER.password, attacker)).statusCode).toBe(200);
  });

  it('does not lock the owner out: another address still gets in while the guesser is locked', async () => {
    const attacker = '192.0.2.12';
    const owner = '198.51.100.12';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await login(ADMIN.email, `Fout-wachtwoord-${attempt}`, attacker);
    }
    expect((await login(ADMIN.email, ADMIN.password, attacker)).statusCode).toBe(429);
    expect((await login(ADMIN.email, ADMIN.password, owner)).statusCode).toBe(200);
    // The owner's login frees the owner's own slots, not the guesser's.
    expect((await login(ADMIN.email, ADMIN.password, attacker)).statusCode).toBe(429);
    t.clock.advanceMinutes(16);
  });

  it('a successful login clears the failures counted so far', async () => {
    const ip = '192.0.2.13';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await login(ADMIN.email, 'Fout-wachtwoord-0', ip);
    }
    expect((await login(ADMIN.email, ADMIN.password, ip)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(ADMIN.email, 'Fout-wachtwoord-0', ip)).statusCode).toBe(401);
    }
    expect((await login(ADMIN.email, ADMIN.password, ip)).statusCode).toBe(200);
  });

  it('counts failures for unknown addresses too, so a lock does not reveal an account', async () => {
    const ip = '192.0.2.14';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await login('niemand@example.com', 'Fout-wachtwoord-1', ip);
    }
    expect((await login('niemand@example.com', 'Fout-wachtwoord-1', ip)).statusCode).toBe(429);
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

  it('locks an account after 100 failures an hour from all addresses together (the backstop)', async () => {
    // 20 addresses, 5 guesses each: none of them reaches its own limit.
    for (let address = 1; address <= 20; address += 1) {
      const ip = `203.0.113.${address}`;
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await login(NIEUW.email, `Fout-wachtwoord-${attempt}`, ip)).statusCode).toBe(401);
      }
    }
    const locked = await login(NIEUW.email, NIEUW.password, freshIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: ACCOUNT_LOCKED,
      errors: { ErrorMessage: [ACCOUNT_LOCKED] },
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(55 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    t.clock.advanceMinutes(61);
    expect((await login(NIEUW.email, NIEUW.password, freshIp())).statusCode).toBe(200);
  });

  it('a password reset lifts every lock of the account', async () => {
    const guesser = '192.0.2.15';
    for (let address = 1; address <= 20; address += 1) {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await login(NIEUW.email, `Fout-wachtwoord-${attempt}`, `203.0.113.${address}`);
      }
    }
    expect((await login(NIEUW.email, NIEUW.password, guesser)).statusCode).toBe(429);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: NIEUW.email },
      remoteAddress: freshIp(),
    });
    expect(forgot.statusCode).toBe(202);
    await t.app.backgroundTasks.idle();
    const mail = t.mailer.to(NIEUW.email).at(-1);
    const token = tokenFromLink(mail?.text ?? '', '/wachtwoord-reset');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password: 'Na-herstel-2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(NIEUW.email, 'Na-herstel-2026', freshIp())).statusCode).toBe(200);
    expect((await login(NIEUW.email, 'Na-herstel-2026', '203.0.113.1')).statusCode).toBe(200);
  });
});
