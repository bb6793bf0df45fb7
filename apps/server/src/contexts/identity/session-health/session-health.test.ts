import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import {
  BELEGGER,
  cookieFrom,
  createTestApp,
  freshIp,
  logIn,
  type TestApp,
} from '../../../test/harness';

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
  const jtiOf = (cookie: string) =>
    JSON.parse(Buffer.from(cookie.split('.')[1] ?? '', 'base64url').toString()).jti as string;
  const renewalsOf = async (jti: string) =>
    t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.renewedFrom, jti));

  it('renews a session once: asked again, also at the same time, it answers with the same successor', async () => {
    const oldCookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    t.clock.advanceMinutes(6);
    const first = await check(oldCookie);
    const successor = cookieFrom(first)?.value;
    expect(first.json().renewed).toBe(true);

    // A second tab still holding the old cookie, within the grace period, twice at once.
    const again = await Promise.all([check(oldCookie), check(oldCookie)]);
    for (const response of again) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(first.json());
      expect(jtiOf(cookieFrom(response)?.value ?? '')).toBe(jtiOf(successor ?? ''));
    }
    expect(await renewalsOf(jtiOf(oldCookie))).toHaveLength(1);

    // Simultaneous first renewals of another session also share one successor.
    const otherCookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    t.clock.advanceMinutes(6);
    const racing = await Promise.all([check(otherCookie), check(otherCookie), check(otherCookie)]);
    const successors = new Set(racing.map((response) => jtiOf(cookieFrom(response)?.value ?? '')));
    expect(successors.size).toBe(1);
    expect(await renewalsOf(jtiOf(otherCookie))).toHaveLength(1);
  });
});

describe.each(databaseKinds())('absolute session lifetime on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { SESSION_TTL_MINUTES: '10', SESSION_MAX_HOURS: '1' } });
  });
  afterAll(() => t.close());

  const check = (cookie: string) =>
    t.app.inject({ url: '/api/session-health-check', headers: { cookie } });

  it('renews up to SESSION_MAX_HOURS after login, then refuses and the user logs in again', async () => {
    let cookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    const end = t.clock.now().getTime() / 1000 + 60 * 60;
    const answers: { renewed: boolean; exp: number }[] = [];
    // An active user: a health check every 3 minutes for the whole hour.
    for (let minute = 3; minute < 60; minute += 3) {
      t.clock.advanceMinutes(3);
      const response = await check(cookie);
      expect(response.statusCode, `minute ${minute}`).toBe(200);
      const body = response.json();
      answers.push(body);
      expect(body.exp).toBeLessThanOrEqual(end);
      const fresh = cookieFrom(response);
      if (fresh) {
        expect(fresh.maxAge).toBe(body.exp - t.clock.now().getTime() / 1000);
        cookie = `token=${fresh.value}`;
      }
    }
    expect(answers.filter((answer) => answer.renewed).length).toBeGreaterThan(5);
    // The last renewal (minute 54) was cut off at the hour. Past its half-life, renewing it is
    // refused: the session ends at the hour however active the user is.
    t.clock.advanceMinutes(1);
    const refused = await check(cookie);
    expect(refused.json()).toEqual({ status: 'ok', renewed: false, exp: end });
    expect(cookieFrom(refused)).toBeUndefined();
    t.clock.advanceMinutes(2);
    expect((await check(cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
    // Logging in again starts a new hour.
    const again = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: { cookie: again } })).statusCode,
    ).toBe(200);
  });

  it('cuts the first session short when the absolute lifetime is below the session length', async () => {
    const short = await createTestApp(kind, {
      env: { SESSION_TTL_MINUTES: '120', SESSION_MAX_HOURS: '1' },
    });
    try {
      const response = await short.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: BELEGGER,
        remoteAddress: freshIp(),
      });
      expect(cookieFrom(response)?.maxAge).toBe(60 * 60);
    } finally {
      await short.close();
    }
  });
});
