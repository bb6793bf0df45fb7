import { ACCOUNT_SECURITY_MESSAGES } from '@bp/api-schema';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSecurityEvents,
  twoFactorRecoveryCodes,
  userTwoFactor,
  users,
} from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import {
  BELEGGER,
  NIEUW,
  cookieFrom,
  createTestApp,
  freshIp,
  logIn,
  type TestApp,
} from '../../../test/harness';
import { DEMO } from '../../../test/portfolio';
import { TWO_FACTOR_MESSAGES } from './check';
import { PENDING_LOGIN_COOKIE } from './pending-login';

/*
 * Issue 20: the password change and two-step verification through the API, one story on the
 * demo investor (the test app's clock stands still unless moved: codes are computed for it).
 */

type Body = Record<string, unknown>;
const NEW_PASSWORD = 'Nieuw-Wachtwoord-2027';

describe.each(databaseKinds())('password change and two-step verification on $name', (kind) => {
  let t: TestApp;
  let password = BELEGGER.password;
  let secret = '';
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const send = (
    method: 'POST' | 'DELETE',
    url: string,
    cookie: string,
    payload: Body,
    ip = freshIp(),
  ) => t.app.inject({ method, url, headers: { cookie }, payload, remoteAddress: ip });
  const me = (cookie: string) => t.app.inject({ url: '/api/users/me', headers: { cookie } });
  const codeNow = () => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
  const nextStep = () => t.clock.advance(30_000);
  const login = (email: string, pass: string, ip = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: pass },
      remoteAddress: ip,
    });
  const pendingOf = (response: LightMyRequestResponse) =>
    cookieFrom(response, PENDING_LOGIN_COOKIE)?.value ?? '';
  const totp = (pending: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login/totp',
      cookies: pending ? { [PENDING_LOGIN_COOKIE]: pending } : {},
      payload: { code },
      remoteAddress: freshIp(),
    });
  const problemsOf = (response: LightMyRequestResponse) => JSON.stringify(response.json());
  const userId = async (email: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';
  const eventsOf = async (email: string) =>
    (
      await t.db
        .select({ kind: accountSecurityEvents.kind })
        .from(accountSecurityEvents)
        .where(eq(accountSecurityEvents.userId, await userId(email)))
    ).map((row) => row.kind);

  it('refuses a wrong current password (422 naming it), counted towards the login throttle', async () => {
    const cookie = await logIn(t.app, NIEUW.email, NIEUW.password);
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await send(
        'POST',
        '/api/users/me/password',
        cookie,
        {
          currentPassword: 'Verkeerd-wachtwoord-1',
          newPassword: NEW_PASSWORD,
        },
        ip,
      );
      expect(wrong.statusCode).toBe(422);
      expect(problemsOf(wrong)).toContain('Huidig wachtwoord: Het huidige wachtwoord klopt niet.');
    }
    // Five misses from this address: a login from it is refused, even with the right password.
    expect((await login(NIEUW.email, NIEUW.password, ip)).statusCode).toBe(429);
    // And so is the password change itself: guessing here is no way around the login limits.
    const locked = await send(
      'POST',
      '/api/users/me/password',
      cookie,
      {
        currentPassword: NIEUW.password,
        newPassword: NEW_PASSWORD,
      },
      ip,
    );
    expect(locked.statusCode).toBe(429);
    expect((await login(NIEUW.email, NIEUW.password)).statusCode).toBe(200);
  });

  it('refuses a weak new password and one equal to the current (422 naming newPassword)', async () => {
    const cookie = await logIn(t.app, BELEGGER.email, password);
    const weak = await send('POST', '/api/users/me/password', cookie, {
      currentPassword: password,
      newPassword: 'kort',
    });
    expect(weak.statusCode).toBe(422);
    expect(problemsOf(weak)).toContain('Nieuw wachtwoord: Het wachtwoord moet minimaal 12 tekens');
    const same = await send('POST', '/api/users/me/password', cookie, {
      currentPassword: password,
      newPassword: password,
    });
    expect(problemsOf(same)).toContain(ACCOUNT_SECURITY_MESSAGES.sameAsCurrent);
  });

  it('changes the password: other sessions end, this one stays, a notice is mailed and recorded', async () => {
    const current = await logIn(t.app, BELEGGER.email, password);
    const other = await logIn(t.app, BELEGGER.email, password);
    const changed = await send('POST', '/api/users/me/password', current, {
      currentPassword: password,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(BELEGGER.email, password)).statusCode).toBe(401);
    password = NEW_PASSWORD;
    expect((await login(BELEGGER.email, password)).statusCode).toBe(200);
    await t.app.backgroundTasks.idle();
    const [notice] = t.mailer
      .to(BELEGGER.email)
      .filter((m) => m.subject === 'Uw wachtwoord is gewijzigd');
    expect(notice?.text).toContain('Was u dit niet?');
    expect(await eventsOf(BELEGGER.email)).toContain('password_changed');
  });

  it('turns two-step verification on: secret sealed, QR code, first code, ten hashed recovery codes', async () => {
    const cookie = await logIn(t.app, BELEGGER.email, password);
    expect((await me(cookie)).json()).toMatchObject({ twoFactorEnabled: false });
    const notStarted = await send('POST', '/api/users/me/two-factor/confirm', cookie, {
      code: '123456',
    });
    expect(notStarted.statusCode).toBe(422);

    const first = (await send('POST', '/api/users/me/two-factor', cookie, {})).json<Body>();
    const started = await send('POST', '/api/users/me/two-factor', cookie, {});
    expect(started.statusCode).toBe(200);
    const setup = started.json<{ secret: string; otpauthUri: string; qrCode: string }>();
    // Starting again replaces the unconfirmed secret.
    expect(setup.secret).not.toBe(first.secret);
    secret = setup.secret.replace(/\s/g, '');
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const [row] = await t.db.select().from(userTwoFactor);
    expect(row?.secretSealed.toString('latin1')).not.toContain(secret);
    expect(row?.confirmedAt).toBeNull();

    const wrong = await send('POST', '/api/users/me/two-factor/confirm', cookie, {
      code: '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(problemsOf(wrong)).toContain(TWO_FACTOR_MESSAGES.wrongCode);
    const confirmed = await send('POST', '/api/users/me/two-factor/confirm', cookie, {
      code: await codeNow(),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    recoveryCodes = confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await t.db.select().from(twoFactorRecoveryCodes);
    expect(stored).toHaveLength(10);
    expect(stored.map((code) => code.codeHash)).not.toContain(recoveryCodes[0]);
    expect((await me(cookie)).json()).toMatchObject({ twoFactorEnabled: true });
    expect((await send('POST', '/api/users/me/two-factor', cookie, {})).statusCode).toBe(409);
    await t.app.backgroundTasks.idle();
    expect(t.mailer.to(BELEGGER.email).map((m) => m.subject)).toContain(
      'Tweestapsverificatie staat aan',
    );
    expect(await eventsOf(BELEGGER.email)).toContain('two_factor_enabled');
  });

  it('logs in with a code: twoFactorRequired without a session, then /api/login/totp; a code once', async () => {
    const asked = await login(BELEGGER.email, password);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ twoFactorRequired: true });
    expect(cookieFrom(asked)).toBeUndefined();
    const pending = pendingOf(asked);
    expect(pending).not.toBe('');

    // The code that turned it on was used in this time step: a replay is refused.
    const replay = await totp(pending, await codeNow());
    expect(replay.statusCode).toBe(422);
    expect(problemsOf(replay)).toContain(TWO_FACTOR_MESSAGES.wrongCode);

    nextStep();
    const code = await codeNow();
    const done = await totp(pending, code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ email: BELEGGER.email, recoveryCodesLeft: null });
    const session = cookieFrom(done);
    expect(session).toBeDefined();
    expect((await me(`token=${session?.value}`)).statusCode).toBe(200);

    // The same code in another login: refused, and so is a code of an earlier step.
    const again = pendingOf(await login(BELEGGER.email, password));
    expect((await totp(again, code)).statusCode).toBe(422);
    const earlier = await generate({
      secret,
      epoch: Math.floor(t.clock.now().getTime() / 1000) - 30,
    });
    expect((await totp(again, earlier)).statusCode).toBe(422);
  });

  it('a recovery code works once and tells how many are left', async () => {
    const pending = pendingOf(await login(BELEGGER.email, password));
    const used = recoveryCodes[0] ?? '';
    const done = await totp(pending, used.toLowerCase());
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ recoveryCodesLeft: 9 });
    const again = await totp(pendingOf(await login(BELEGGER.email, password)), used);
    expect(again.statusCode).toBe(422);
    expect(problemsOf(again)).toContain(TWO_FACTOR_MESSAGES.wrongRecoveryCode);
    expect(await eventsOf(BELEGGER.email)).toContain('recovery_code_used');
  });

  it('without a pending login the second step is a 401; a forged one too', async () => {
    const none = await totp('', '123456');
    expect(none.statusCode).toBe(401);
    expect(problemsOf(none)).toContain(TWO_FACTOR_MESSAGES.noPendingLogin);
    const pending = pendingOf(await login(BELEGGER.email, password));
    const forged = pending.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await totp(forged, '123456')).statusCode).toBe(401);
    t.clock.advanceMinutes(6);
    expect((await totp(pending, await codeNow())).statusCode).toBe(401);
  });

  it('the sale and the new IBAN ask for the code when it is on (422 naming code)', async () => {
    const cookie = await loggedIn();
    const sale = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${DEMO.german}/sell-orders`,
      headers: { cookie, 'idempotency-key': 'two-factor-sale-1' },
      payload: { kind: 'alles', password },
    });
    expect(sale.statusCode).toBe(422);
    expect(problemsOf(sale)).toContain(`Code: ${ACCOUNT_SECURITY_MESSAGES.codeRequired}`);
    const iban = {
      option: 'tegenrekening',
      iban: 'NL02 ABNA 0123 4567 89',
      rekeninghouder: 'J. de Vries',
      wachtwoord: password,
    };
    const change = (body: Body) =>
      t.app.inject({
        method: 'POST',
        url: `/api/contracts/${DEMO.german}/changes`,
        headers: { cookie },
        payload: body,
      });
    const missing = await change(iban);
    expect(missing.statusCode).toBe(422);
    expect(problemsOf(missing)).toContain(`Code: ${ACCOUNT_SECURITY_MESSAGES.codeRequired}`);
    const wrong = await change({ ...iban, code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(problemsOf(wrong)).toContain(TWO_FACTOR_MESSAGES.wrongCode);
    nextStep();
    const made = await change({ ...iban, code: await codeNow() });
    expect(made.statusCode, made.body).toBe(201);

    // A sale with the code; the same request again (a retry) answers the order it made.
    nextStep();
    const sell = async (code: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/contracts/${DEMO.german}/sell-orders`,
        headers: { cookie, 'idempotency-key': 'two-factor-sale-2' },
        payload: { kind: 'bedrag', amount: '1000.00', password, code },
      });
    const code = await codeNow();
    const placed = await sell(code);
    expect(placed.statusCode, placed.body).toBe(201);
    const retried = await sell(code);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual(placed.json());
  });

  it('the e-mail change and the export ask for the code when it is on (422 naming code)', async () => {
    const cookie = await loggedIn();
    const emailChange = (body: Body) =>
      send('POST', '/api/users/me/email', cookie, {
        email: 'j.devries@example.net',
        password,
        ...body,
      });
    const exportAuthorisation = (body: Body) =>
      send('POST', '/api/users/me/export/authorisation', cookie, { password, ...body });
    for (const ask of [emailChange, exportAuthorisation]) {
      const missing = await ask({});
      expect(missing.statusCode).toBe(422);
      expect(problemsOf(missing)).toContain(`Code: ${ACCOUNT_SECURITY_MESSAGES.codeRequired}`);
      const wrong = await ask({ code: '000000' });
      expect(wrong.statusCode).toBe(422);
      expect(problemsOf(wrong)).toContain(TWO_FACTOR_MESSAGES.wrongCode);
    }
    nextStep();
    const requested = await emailChange({ code: await codeNow() });
    expect(requested.statusCode, requested.body).toBe(202);
    nextStep();
    const authorised = await exportAuthorisation({ code: await codeNow() });
    expect(authorised.statusCode, authorised.body).toBe(201);
  });

  it('throttles wrong codes per user like passwords', async () => {
    const cookie = await loggedIn();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await send('DELETE', '/api/users/me/two-factor', cookie, {
        password,
        code: '000000',
      });
      expect(wrong.statusCode).toBe(422);
    }
    nextStep();
    const refused = await send('DELETE', '/api/users/me/two-factor', cookie, {
      password,
      code: await codeNow(),
    });
    expect(refused.statusCode).toBe(429);
    t.clock.advanceMinutes(16);
  });

  it('turning it off needs the password and a code; then the login asks no code', async () => {
    const cookie = await loggedIn();
    const noCode = await send('DELETE', '/api/users/me/two-factor', cookie, { password });
    expect(noCode.statusCode).toBe(422);
    expect(problemsOf(noCode)).toContain(ACCOUNT_SECURITY_MESSAGES.codeRequired);
    const noPassword = await send('DELETE', '/api/users/me/two-factor', cookie, { code: '123456' });
    expect(noPassword.statusCode).toBe(422);
    nextStep();
    const wrongPassword = await send('DELETE', '/api/users/me/two-factor', cookie, {
      password: 'Verkeerd-wachtwoord-1',
      code: await codeNow(),
    });
    expect(wrongPassword.statusCode).toBe(422);
    const off = await send('DELETE', '/api/users/me/two-factor', cookie, {
      password,
      code: recoveryCodes[1],
    });
    expect(off.statusCode, off.body).toBe(204);
    expect((await me(cookie)).json()).toMatchObject({ twoFactorEnabled: false });
    expect(await t.db.select().from(twoFactorRecoveryCodes)).toEqual([]);
    const plain = await login(BELEGGER.email, password);
    expect(plain.json()).toMatchObject({ twoFactorRequired: false, email: BELEGGER.email });
    await t.app.backgroundTasks.idle();
    expect(t.mailer.to(BELEGGER.email).map((m) => m.subject)).toContain(
      'Tweestapsverificatie staat uit',
    );
    expect(await eventsOf(BELEGGER.email)).toContain('two_factor_disabled');
  });

  /** A session of the demo investor through both steps, with the next time step's code. */
  async function loggedIn(): Promise<string> {
    const pending = pendingOf(await login(BELEGGER.email, password));
    nextStep();
    const done = await totp(pending, await codeNow());
    expect(done.statusCode, done.body).toBe(200);
    return `token=${cookieFrom(done)?.value}`;
  }
});
