import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { personalDataChanges, users } from '../../../db/schema';
import { sqlRows } from '../../../db/sql-rows';
import type { RouteAccess } from '../../../plugins/login-by-default';
import { databaseKinds } from '../../../test/databases';
import {
  ADMIN,
  BELEGGER,
  cookieFrom,
  createTestApp,
  logIn,
  type TestApp,
} from '../../../test/harness';
import { filledIn, plausibleValues } from '../../../test/route-paths';
import { IMPERSONATION_MESSAGES } from './messages';
import { ADMIN_OWN_ROUTES, ON_BEHALF_WRITES, routeKeyOf } from './routes-during';

const REASON = 'Belegger belde over de jaaropgave 2025';
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

describe.each(databaseKinds())('viewing the portal as an investor on $name', (kind) => {
  let t: TestApp;
  let investor: string;
  let admin: string;
  let investorId: string;
  let adminId: string;
  let values: Readonly<Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    investor = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    const [demo] = await t.db
      .select()
      .from(users)
      .where(sql`email = ${BELEGGER.email}`);
    const [boss] = await t.db
      .select()
      .from(users)
      .where(sql`email = ${ADMIN.email}`);
    if (!demo || !boss) throw new Error('The demo accounts are missing');
    investorId = demo.id;
    adminId = boss.id;
    const contracts = await t.app.inject({ url: '/api/contracts', headers: { cookie: investor } });
    const [first] = contracts.json() as { ContractID: number }[];
    values = plausibleValues(String(first?.ContractID));
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    // Each test starts from fresh logins (earlier tests moved the clock past sessions' end), a
    // second later: an impersonation is bound to the administrator's login moment.
    t.clock.advance(1000);
    admin = await logIn(t.app, ADMIN.email, ADMIN.password);
    investor = await logIn(t.app, BELEGGER.email, BELEGGER.password);
  });

  const as = (cookie: string) => ({ headers: { cookie } });
  const start = (cookie = admin, body: object = { investorId, reason: REASON }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/impersonations',
      payload: body,
      ...as(cookie),
    });
  const me = async (cookie = admin) =>
    (await t.app.inject({ url: '/api/users/me', ...as(cookie) })).json();
  const consentCode = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/consent-code',
      ...as(investor),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { code: string }).code;
  };
  const onBehalf = (consent: string, cookie = admin) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/admin/impersonations/current',
      payload: { mode: 'namens', consentCode: consent },
      ...as(cookie),
    });
  const call = (route: RouteAccess, cookie: string): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: route.method as 'POST',
      url: filledIn(route.url, values),
      payload: {},
      ...as(cookie),
    });
  const writeRoutes = () =>
    t.app.routeAccess.filter((route) => !isRead(route.method) && route.method !== 'OPTIONS');
  const lastEntry = async () => {
    const audit = await t.app.inject({ url: '/api/admin/audit', ...as(admin) });
    return (audit.json() as { items: Record<string, unknown>[] }).items[0];
  };

  it('asks a reason, refuses an administrator as target and an unknown investor', async () => {
    const noReason = await start(admin, { investorId, reason: '   ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe(
      'Reden: Vul de reden in waarom u het portaal van deze belegger wilt bekijken.',
    );
    const ofAdmin = await start(admin, { investorId: adminId, reason: REASON });
    expect(ofAdmin.statusCode).toBe(403);
    expect(ofAdmin.json().message).toBe(IMPERSONATION_MESSAGES.notAnInvestor);
    const unknown = await start(admin, {
      investorId: '3f0d8a52-6a0e-4d4b-9c61-2b7f1e9a0c44',
      reason: REASON,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await me()).impersonation).toBeUndefined();
  });

  it('refuses investors (403) and anonymous callers (401) on every impersonation route', async () => {
    for (const [method, url] of [
      ['POST', '/api/admin/impersonations'],
      ['PATCH', '/api/admin/impersonations/current'],
      ['DELETE', '/api/admin/impersonations/current'],
      ['GET', '/api/admin/audit'],
    ] as const) {
      const anonymous = await t.app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(`${method} ${url} ${anonymous.statusCode}`).toBe(`${method} ${url} 401`);
      const asInvestor = await t.app.inject({
        method,
        url,
        ...as(investor),
        payload: method === 'GET' ? undefined : {},
      });
      expect(`${method} ${url} ${asInvestor.statusCode}`).toBe(`${method} ${url} 403`);
    }
  });

  it('shows the investor exactly as they see themselves, read-only, with who is viewing', async () => {
    // The investor's own answers are kept (plugins/kept-answers) before the view starts: the
    // administrator must still be answered afresh, with who is viewing.
    for (const url of ['/api/users/me', '/api/contracts/summaries']) {
      await t.app.inject({ url, ...as(investor) });
      await t.app.inject({ url, ...as(investor) });
    }
    const started = await start();
    expect(started.statusCode).toBe(201);
    expect(started.json()).toEqual({
      investorId,
      investorName: 'J. de Vries',
      adminEmail: ADMIN.email,
      mode: 'alleen-lezen',
      expiresAt: new Date(t.clock.now().getTime() + 30 * 60_000).toISOString(),
    });
    expect(await me()).toEqual({
      ...(await me(investor)),
      impersonation: started.json(),
    });
    for (const url of ['/api/contracts', '/api/contracts/summaries', '/api/relations/me']) {
      const seen = await t.app.inject({ url, ...as(admin) });
      const own = await t.app.inject({ url, ...as(investor) });
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toEqual(own.json());
    }
    // The investor's own session is untouched.
    expect((await me(investor)).impersonation).toBeUndefined();
  });

  it('refuses every write of every registered route while read-only, except the admin’s own', async () => {
    await start();
    const before = await sqlRows<{ n: string }>(
      t.db,
      sql`select count(*)::text as n from personal_data_changes`,
    );
    const refused: string[] = [];
    for (const route of writeRoutes()) {
      const key = routeKeyOf(route.method, route.url);
      if (ADMIN_OWN_ROUTES.has(key)) continue;
      const response = await call(route, admin);
      if (
        response.statusCode !== 403 ||
        response.json().message !== IMPERSONATION_MESSAGES.readOnly('J. de Vries')
      ) {
        refused.push(`${key}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(refused).toEqual([]);
    // The walk covered the investor's writes and the public ones alike.
    expect(writeRoutes().map((route) => routeKeyOf(route.method, route.url))).toEqual(
      expect.arrayContaining([
        'PATCH /api/relations/me',
        'POST /api/contracts/:id/sell-orders',
        'POST /api/users/me/password',
        'POST /api/calculation',
        'POST /api/login',
      ]),
    );
    const after = await sqlRows<{ n: string }>(
      t.db,
      sql`select count(*)::text as n from personal_data_changes`,
    );
    expect(after).toEqual(before);
    // Still viewing: the refusals ended nothing.
    expect((await me()).impersonation?.mode).toBe('alleen-lezen');
  });

  it('every own route of the administrator exists, and no write on behalf is an excluded one', () => {
    const registered = new Set(t.app.routeAccess.map((r) => routeKeyOf(r.method, r.url)));
    for (const key of [...ADMIN_OWN_ROUTES, ...ON_BEHALF_WRITES]) {
      expect(registered.has(key), key).toBe(true);
    }
    for (const excluded of [
      'POST /api/users/me/password',
      'POST /api/users/me/email',
      'POST /api/users/me/two-factor',
      'DELETE /api/users/me/two-factor',
      'POST /api/mandates',
      'POST /api/contracts/:id/changes',
      'POST /api/contracts/:id/sell-orders',
      'POST /api/users/me/consent-code',
      'POST /api/users/me/export/authorisation',
    ]) {
      expect(ON_BEHALF_WRITES.has(excluded), excluded).toBe(false);
    }
  });

  it('acts on behalf with a valid code, once; expired and reused codes are refused', async () => {
    await start();
    const wrong = await onBehalf('000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(
      `Toestemmingscode: ${IMPERSONATION_MESSAGES.wrongConsentCode}`,
    );

    const expiring = await consentCode();
    t.clock.advanceMinutes(11);
    expect((await onBehalf(expiring)).statusCode).toBe(422);

    // A new login: the impersonation bound to the first one is out of the way.
    t.clock.advance(1000);
    admin = await logIn(t.app, ADMIN.email, ADMIN.password);
    investor = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    await start();
    const code = await consentCode();
    const granted = await onBehalf(code);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().mode).toBe('namens');
    expect((await me()).impersonation.mode).toBe('namens');

    // A change on behalf is made, and recorded as the administrator's.
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/relations/me',
      payload: { telefoonnummer: '020-1234567' },
      ...as(admin),
    });
    expect(changed.statusCode).toBe(200);
    const [record] = await t.db
      .select()
      .from(personalDataChanges)
      .where(sql`field = 'telefoonnummer'`)
      .orderBy(sql`id desc`)
      .limit(1);
    expect(record).toMatchObject({
      userId: investorId,
      changedBy: adminId,
      newValue: '+31201234567',
    });

    // The same code again, in another impersonation: used once.
    t.clock.advance(1000);
    const other = await logIn(t.app, ADMIN.email, ADMIN.password);
    await start(other);
    expect((await onBehalf(code, other)).statusCode).toBe(422);
  });

  it('refuses the sixth code within 15 minutes, right or wrong; two admins racing one code: one wins', async () => {
    await start();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await onBehalf('123456')).statusCode).toBe(422);
    }
    const right = await consentCode();
    const throttled = await onBehalf(right);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(IMPERSONATION_MESSAGES.tooManyConsentAttempts);

    t.clock.advance(1000);
    const first = await logIn(t.app, ADMIN.email, ADMIN.password);
    await start(first);
    t.clock.advance(1000);
    const second = await logIn(t.app, ADMIN.email, ADMIN.password);
    await start(second);
    const statuses = (await Promise.all([onBehalf(right, first), onBehalf(right, second)]))
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([200, 422]);
  });

  it('keeps password, e-mail, two-step, IBAN, sales and every unlisted write refused on behalf', async () => {
    await start();
    expect((await onBehalf(await consentCode())).statusCode).toBe(200);
    const wrong: string[] = [];
    for (const route of writeRoutes()) {
      const key = routeKeyOf(route.method, route.url);
      if (ADMIN_OWN_ROUTES.has(key)) continue;
      const response = await call(route, admin);
      const allowed = ON_BEHALF_WRITES.has(key);
      const refused =
        response.statusCode === 403 &&
        response.json().message === IMPERSONATION_MESSAGES.notOnBehalf;
      if (allowed === refused) wrong.push(`${key}: ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('renews with the administrator’s session and ends by itself after 30 minutes', async () => {
    await start();
    t.clock.advanceMinutes(16);
    const health = await t.app.inject({ url: '/api/session-health-check', ...as(admin) });
    expect(health.json().renewed).toBe(true);
    const renewed = `token=${cookieFrom(health)?.value}`;
    expect((await me(renewed)).impersonation?.investorName).toBe('J. de Vries');
    // The renewed session's claims are still the administrator's.
    const claims = await t.app.inject({ url: '/api/getCookie?cookieName=token', ...as(renewed) });
    expect(claims.json().role).toBe('admin');

    t.clock.advanceMinutes(15);
    const after = await me(renewed);
    expect(after.role).toBe('admin');
    expect(after.impersonation).toBeUndefined();
    const entry = await t.app.inject({ url: '/api/admin/audit', ...as(renewed) });
    const [latest] = entry.json().items;
    expect(latest).toMatchObject({ endReason: 'verlopen', endedAt: latest.expiresAt });
  });

  it('records every request in the audit log; stopping returns to the administrator', async () => {
    await start();
    await t.app.inject({ url: '/api/contracts/summaries?x=geheim', ...as(admin) });
    await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      payload: {},
      ...as(admin),
    });
    const stop = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/impersonations/current',
      ...as(admin),
    });
    expect(stop.statusCode).toBe(204);
    expect((await me()).role).toBe('admin');
    const entry = await lastEntry();
    expect(entry).toMatchObject({
      adminEmail: ADMIN.email,
      investorId,
      investorName: 'J. de Vries',
      reason: REASON,
      mode: 'alleen-lezen',
      endReason: 'beheerder',
    });
    expect(entry?.requests).toEqual([
      { method: 'GET', path: '/api/contracts/summaries', status: 200, at: expect.any(String) },
      { method: 'POST', path: '/api/users/me/password', status: 403, at: expect.any(String) },
      {
        method: 'DELETE',
        path: '/api/admin/impersonations/current',
        status: 204,
        at: expect.any(String),
      },
    ]);
    // The log is append-only.
    await expect(t.db.execute(sql`delete from impersonation_requests`)).rejects.toThrow();
    await expect(t.db.execute(sql`update impersonations set reason = 'anders'`)).rejects.toThrow();
    // Filtered by investor, and paged.
    const ofOther = await t.app.inject({
      url: `/api/admin/audit?investorId=${adminId}`,
      ...as(admin),
    });
    expect(ofOther.json()).toEqual({ items: [], total: 0 });
  });

  it('the investor sees the view and ends it; logging out ends it too', async () => {
    await start();
    const views = await t.app.inject({ url: '/api/users/me/views', ...as(investor) });
    expect(views.json().items[0]).toMatchObject({
      viewer: 'Beheerder',
      reason: REASON,
      mode: 'alleen-lezen',
      endedAt: null,
      active: true,
    });
    const end = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me/impersonations',
      ...as(investor),
    });
    expect(end.statusCode).toBe(204);
    expect((await me()).impersonation).toBeUndefined();
    expect((await me(investor)).email).toBe(BELEGGER.email);
    const ended = await t.app.inject({ url: '/api/users/me/views', ...as(investor) });
    expect(ended.json().items[0]).toMatchObject({ endReason: 'belegger', active: false });

    t.clock.advance(1000);
    await start();
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', ...as(admin) });
    expect(logout.statusCode, logout.body).toBe(200);
    t.clock.advance(1000);
    const again = await logIn(t.app, ADMIN.email, ADMIN.password);
    const audit = await t.app.inject({ url: '/api/admin/audit', ...as(again) });
    expect(audit.json().items[0], audit.body).toMatchObject({ endReason: 'uitgelogd' });
  });
});
