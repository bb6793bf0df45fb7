import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { PasswordHasher } from '../../../security/passwords';
import { databaseKinds } from '../../../test/databases';
import {
  ADMIN,
  BELEGGER,
  NIEUW,
  TEST_HASHING,
  cookieFrom,
  createTestApp,
  freshIp,
  logIn,
  type TestApp,
} from '../../../test/harness';

const WRONG = {
  message: 'Het e-mailadres of wachtwoord is onjuist.',
  errors: { ErrorMessage: ['Het e-mailadres of wachtwoord is onjuist.'] },
};

describe.each(databaseKinds())('login and logout on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress,
    });

  it('logs the demo investor in and returns the user', async () => {
    const response = await login(BELEGGER.email, BELEGGER.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      role: 'investor',
      email: 'belegger@example.com',
      username: 'J. de Vries',
      twoFactorEnabled: false,
      twoFactorRequired: false,
    });
  });

  it('accepts the e-mail address in any case and with spaces around it', async () => {
    const response = await login('  Admin@Example.COM ', ADMIN.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      role: 'admin',
      email: 'admin@example.com',
      username: 'Beheerder',
      twoFactorEnabled: false,
      twoFactorRequired: false,
    });
  });

  it('sets an httpOnly, SameSite=Lax session cookie that lives as long as the session', async () => {
    const response = await login(NIEUW.email, NIEUW.password);
    const token = cookieFrom(response);
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 60 });
    expect(token?.secure).toBeFalsy();
    const claims = JSON.parse(
      Buffer.from(token?.value.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'jti', 'role', 'sub']);
    expect(claims.exp - claims.iat).toBe(30 * 60);
    expect(claims.role).toBe('investor');
  });

  it('gives wrong password, unknown e-mail and an unconfirmed account the very same 401', async () => {
    await t.db.insert(users).values({
      email: 'wacht@example.com',
      passwordHash: await new PasswordHasher(TEST_HASHING).hash(BELEGGER.password),
      status: 'pending',
    });
    const wrongPassword = await login(BELEGGER.email, 'Verkeerd-wachtwoord-1');
    const unknown = await login('onbekend@example.com', BELEGGER.password);
    // Same password as belegger, but the account was never confirmed.
    const pending = await login('wacht@example.com', BELEGGER.password);
    for (const response of [wrongPassword, unknown, pending]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(WRONG);
      expect(cookieFrom(response)).toBeUndefined();
    }
  });

  it('rejects a malformed login with every problem listed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'geen-adres', password: '', remember: true },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.ErrorMessage).toEqual([
      'E-mailadres: Vul een geldig e-mailadres in.',
      'Wachtwoord: Vul uw wachtwoord in.',
      'Onbekend veld: remember.',
    ]);
  });

  it('GET /api/users/me returns the user behind the cookie, 401 without one', async () => {
    const cookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    const me = await t.app.inject({ url: '/api/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      role: 'investor',
      email: BELEGGER.email,
      username: 'J. de Vries',
      twoFactorEnabled: false,
    });

    const anonymous = await t.app.inject({ url: '/api/users/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      message: 'U bent niet ingelogd of uw sessie is verlopen. Log opnieuw in.',
      errors: { ErrorMessage: ['U bent niet ingelogd of uw sessie is verlopen. Log opnieuw in.'] },
    });

    const forged = await t.app.inject({
      url: '/api/users/me',
      headers: { cookie: `${cookie.slice(0, -2)}xx` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('logout revokes the session on the server: the old cookie no longer works', async () => {
    const cookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'U bent uitgelogd.' });
    const cleared = cookieFrom(logout);
    expect(cleared?.value).toBe('');
    expect(cleared?.maxAge === 0 || (cleared?.expires?.getTime() ?? Infinity) < Date.now()).toBe(
      true,
    );

    const replay = await t.app.inject({ url: '/api/users/me', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
  });

  it('logout without a session still answers 200, also with an empty JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('a session expires server-side after the configured lifetime', async () => {
    const cookie = await logIn(t.app, NIEUW.email, NIEUW.password);
    t.clock.advanceMinutes(29);
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
    t.clock.advanceMinutes(2);
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('logging in again replaces the session the browser still had', async () => {
    const first = await logIn(t.app, ADMIN.email, ADMIN.password);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: ADMIN,
      headers: { cookie: first },
      remoteAddress: freshIp(),
    });
    expect(second.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: { cookie: first } })).statusCode,
    ).toBe(401);
  });
});

describe.each(databaseKinds())('login on $name behind HTTPS', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { PUBLIC_URL: 'https://portaal.example.nl', SESSION_TTL_MINUTES: '20' },
    });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure and uses the configured lifetime', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: BELEGGER,
      remoteAddress: freshIp(),
    });
    expect(cookieFrom(response)).toMatchObject({ secure: true, httpOnly: true, maxAge: 20 * 60 });
  });
});
