import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { BELEGGER, cookieFrom, createTestApp, logIn, type TestApp } from '../../../test/harness';

describe.each(databaseKinds())('cookie endpoints on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('getCookie returns only the claims of the session token, never the token or its signature', async () => {
    const cookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    const token = cookie.slice('token='.length);
    const response = await t.app.inject({
      url: '/api/getCookie?cookieName=token',
      headers: { cookie: `${cookie}; hasCookie=true` },
    });
    expect(response.statusCode).toBe(200);
    const claims = response.json();
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'jti', 'role', 'sub']);
    expect(claims).toMatchObject({
      sub: '6f1c2d4e-0b7a-4c1e-9a53-1d2b3c4d5e01',
      role: 'investor',
      exp: claims.iat + 30 * 60,
    });
    const [, , signature] = token.split('.');
    expect(response.body).not.toContain(signature);
    expect(response.body).not.toContain(token.split('.')[0]);
  });

  it('getCookie answers 401 without a valid token and 422 for any other cookie name', async () => {
    const missing = await t.app.inject({ url: '/api/getCookie?cookieName=token' });
    expect(missing.statusCode).toBe(401);

    const cookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    for (const url of ['/api/getCookie?cookieName=hasCookie', '/api/getCookie']) {
      const response = await t.app.inject({
        url,
        headers: { cookie: `${cookie}; hasCookie=true` },
      });
      expect(response.statusCode).toBe(422);
      expect(response.body).not.toContain('true');
      expect(response.json().errors.ErrorMessage.length).toBeGreaterThan(0);
    }
  });

  it('deleteCookie clears hasCookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/deleteCookie',
      payload: { cookieName: 'hasCookie', isHttpOnly: false, raw: false, sameSite: 'Lax' },
      headers: { cookie: 'hasCookie=true' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Het cookie is verwijderd.' });
    const cleared = cookieFrom(response, 'hasCookie');
    expect(cleared).toMatchObject({ value: '', path: '/' });
    expect(cleared?.httpOnly).toBeFalsy();
  });

  it('deleteCookie of the token also ends the session on the server', async () => {
    const cookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/deleteCookie',
      payload: { cookieName: 'token', isHttpOnly: true },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(cookieFrom(response)).toMatchObject({ value: '', httpOnly: true, path: '/' });
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('deleteCookie refuses names that are not on the allow-list', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/deleteCookie',
      payload: { cookieName: 'sessionid' },
      headers: { cookie: 'sessionid=abc' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.ErrorMessage).toEqual([
      'Cookienaam: Dit cookie mag niet worden verwijderd.',
    ]);
    expect(cookieFrom(response, 'sessionid')).toBeUndefined();
  });
});
