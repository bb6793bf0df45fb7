import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { BELEGGER, cookieFrom, createTestApp, logIn, type TestApp } from '../../test/harness';

describe.each(databaseKinds())('session health check on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { SESSION_TTL_MINUTES: '10' } });
  });
  afterAll(() => t.close());

  const check = (cookie?: string) =>
    t.app.inject({ url: '/api/session-health-check', headers: cookie ? { cookie } : {} });

  it('answers 200 without renewing while the token is in its first half', async () => {
    const cookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    t.clock.advanceMinutes(4);
    const response = await check(cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'ok', renewed: false });
    expect(body.exp * 1000 - t.clock.now().getTime()).toBe(6 * 60_000);
    expect(cookieFrom(response)).toBeUndefined();
  });

  it('answers 401 without a session or after it expired', async () => {
    expect((await check()).statusCode).toBe(401);
    const cookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    t.clock.advanceMinutes(11);
    expect((await check(cookie)).statusCode).toBe(401);
  });

  it('past half its life it issues a new session and cookie and retires the old one', async () => {
    const oldCookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    t.clock.advanceMinutes(6);
    const response = await check(oldCookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.renewed).toBe(true);
    expect(body.exp * 1000 - t.clock.now().getTime()).toBe(10 * 60_000);

    const fresh = cookieFrom(response);
    expect(fresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    const newCookie = `token=${fresh?.value}`;
    expect(newCookie).not.toBe(oldCookie);

    // Requests the browser sent before it had the new cookie still pass for a few seconds.
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: { cookie: oldCookie } })).statusCode,
    ).toBe(200);
    t.clock.advance(31_000);
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: { cookie: oldCookie } })).statusCode,
    ).toBe(401);

    // The renewed session outlives the original expiry.
    t.clock.advanceMinutes(5);
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: { cookie: newCookie } })).statusCode,
    ).toBe(200);
  });

  it('logging out with the renewed token also ends the replaced one', async () => {
    const oldCookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    t.clock.advanceMinutes(6);
    const renewed = await check(oldCookie);
    const newCookie = `token=${cookieFrom(renewed)?.value}`;
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: newCookie } });
    for (const cookie of [oldCookie, newCookie]) {
      expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
        401,
      );
    }
  });
});
