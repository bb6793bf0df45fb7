import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../http/messages';
import { databaseKinds } from '../test/databases';
import { ADMIN, BELEGGER, createTestApp, logIn, type TestApp } from '../test/harness';
import { filledIn, plausibleValues } from '../test/route-paths';
import type { RouteAccess } from './login-by-default';
import { isApiPath } from './paths';
import { PUBLIC_API_ROUTES } from './public-api-routes';

/** Routes this test adds: the real app's routes are everything else. */
const UNLISTED = '/api/test/unlisted';
const ADMIN_ONLY = '/api/test/admin-only';
const OUTSIDE_API = '/test/outside-api';
const isTestRoute = (route: RouteAccess) =>
  route.url.startsWith('/api/test/') || route.url.startsWith('/test/');

/** The list names a HEAD route by its GET. */
const listedMethod = (route: RouteAccess) => (route.method === 'HEAD' ? 'GET' : route.method);

/** The app's routes for administrators only (`access: 'admin'`), as listed entries are named. */
const ADMIN_API_ROUTES = [
  'POST /api/admin/funds/:fundId/prices',
  'GET /api/admin/investors',
  'HEAD /api/admin/investors',
  'GET /api/admin/investors/:id',
  'HEAD /api/admin/investors/:id',
  'POST /api/admin/impersonations',
  'PATCH /api/admin/impersonations/current',
  'DELETE /api/admin/impersonations/current',
  'GET /api/admin/audit',
  'HEAD /api/admin/audit',
  'GET /api/admin/audit/back-office',
  'HEAD /api/admin/audit/back-office',
  'GET /api/admin/payout-batches',
  'HEAD /api/admin/payout-batches',
  'POST /api/admin/payout-batches',
  'GET /api/admin/payout-batches/:id/pain001',
  'HEAD /api/admin/payout-batches/:id/pain001',
  'POST /api/admin/payout-batches/:id/sent',
  'GET /api/admin/jobs',
  'HEAD /api/admin/jobs',
  'POST /api/admin/jobs/:name/runs',
  'POST /api/admin/prices/:id/approval',
  'GET /api/admin/prices',
  'HEAD /api/admin/prices',
  'POST /api/admin/funds/:fundId/distributions',
  'POST /api/admin/distributions/:id/approval',
  'GET /api/admin/distributions',
  'HEAD /api/admin/distributions',
];

const NOT_LOGGED_IN_BODY = {
  message: MESSAGES.notLoggedIn,
  errors: { ErrorMessage: [MESSAGES.notLoggedIn] },
};
const ADMIN_ONLY_BODY = {
  message: MESSAGES.adminOnly,
  errors: { ErrorMessage: [MESSAGES.adminOnly] },
};

/** What went wrong, or null: a HEAD answer has the status but no body. */
function mismatch(
  response: LightMyRequestResponse,
  method: string,
  status: number,
  body: object,
): string | null {
  if (response.statusCode !== status) return `${response.statusCode} ${response.body}`;
  if (method === 'HEAD') return null;
  const same = JSON.stringify(response.json()) === JSON.stringify(body);
  return same ? null : `body ${response.body}`;
}

describe.each(databaseKinds())('login by default on $name', (kind) => {
  let t: TestApp;
  let investor: string;
  let values: Readonly<Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      extraRoutes(app) {
        // Registered as any new route would be: nothing about sessions, not in the list.
        app.get(UNLISTED, async () => ({ ok: true }));
        app.get(ADMIN_ONLY, { config: { access: 'admin' } }, async () => ({ ok: true }));
        app.get(OUTSIDE_API, async () => ({ ok: true }));
      },
    });
    investor = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    const contracts = await t.app.inject({ url: '/api/contracts', headers: { cookie: investor } });
    // One of the investor's own contracts: the 401 holds even for a record that exists.
    const [first] = contracts.json() as { ContractID: number }[];
    if (!first) throw new Error('The demo investor has no contract');
    values = plausibleValues(String(first.ContractID));
  });
  afterAll(() => t.close());

  const appRoutes = () => t.app.routeAccess.filter((route) => !isTestRoute(route));
  const needing = (required: RouteAccess['requiredSession']) =>
    t.app.routeAccess.filter((route) => route.requiredSession === required);

  /** The request a real client would send, wrong only in what it lacks: `{}` as any body. */
  const call = (route: RouteAccess, cookie?: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url: filledIn(route.url, values),
      headers: cookie ? { cookie } : {},
      ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
    });

  it('asks a session of every /api route not in the public list, and of no other', () => {
    for (const route of appRoutes()) {
      const listed = PUBLIC_API_ROUTES.some(
        (entry) => entry === `${listedMethod(route)} ${route.url}`,
      );
      const admin = ADMIN_API_ROUTES.includes(`${route.method} ${route.url}`);
      const expected = !isApiPath(route.url) || listed ? 'none' : admin ? 'admin' : 'user';
      expect(`${route.method} ${route.url}: ${route.requiredSession}`).toBe(
        `${route.method} ${route.url}: ${expected}`,
      );
    }
    // The walk below is not empty: the portfolio, the flow and the contract scope are in it.
    const urls = needing('user').map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/users/me',
        '/api/contracts/:id/rendement',
        '/api/investment-applications',
        '/api/uploads/:id',
        UNLISTED,
      ]),
    );
  });

  it('answers 401 on every such route without a session, whatever the request holds', async () => {
    const ended = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: ended } });
    const callers = {
      'no cookie': undefined,
      'a forged token': 'token=abc.def.ghi',
      'a logged-out session': ended,
    };
    const failures: string[] = [];
    for (const route of [...needing('user'), ...needing('admin')]) {
      for (const [caller, cookie] of Object.entries(callers)) {
        const problem = mismatch(await call(route, cookie), route.method, 401, NOT_LOGGED_IN_BODY);
        if (problem) failures.push(`${route.method} ${route.url} with ${caller}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets an investor past the guard of every route that needs any session', async () => {
    const refused: string[] = [];
    for (const route of needing('user')) {
      const response = await call(route, investor);
      if (response.statusCode === 401) refused.push(`${route.method} ${route.url}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers 403 to an investor on every admin route, and lets an administrator in', async () => {
    const admin = await logIn(t.app, ADMIN.email, ADMIN.password);
    expect(needing('admin').map((route) => route.url)).toContain(ADMIN_ONLY);
    const failures: string[] = [];
    for (const route of needing('admin')) {
      const problem = mismatch(await call(route, investor), route.method, 403, ADMIN_ONLY_BODY);
      if (problem) failures.push(`${route.method} ${route.url} as investor: ${problem}`);
      const asAdmin = (await call(route, admin)).statusCode;
      if (asAdmin === 401 || asAdmin === 403) {
        failures.push(`${route.method} ${route.url} as administrator: ${asAdmin}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('has no stale entries in the public list: each names a registered route', () => {
    const registered = new Set(appRoutes().map((route) => `${listedMethod(route)} ${route.url}`));
    expect(PUBLIC_API_ROUTES.filter((entry) => !registered.has(entry))).toEqual([]);
    expect(new Set(PUBLIC_API_ROUTES).size).toBe(PUBLIC_API_ROUTES.length);
  });

  it('leaves every listed route open: no caller without a session hears the guard’s 401', async () => {
    const refused: string[] = [];
    // Not HEAD: without a body, the guard's 401 and a route's own (a webhook's bad signature)
    // look alike; a HEAD route's decision is its GET's (the first test).
    const listed = appRoutes().filter(
      (each) => each.requiredSession === 'none' && isApiPath(each.url) && each.method !== 'HEAD',
    );
    for (const route of listed) {
      const response = await call(route);
      if (!mismatch(response, route.method, 401, NOT_LOGGED_IN_BODY)) {
        refused.push(`${route.method} ${route.url}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('guards a route registered without a word about sessions, and only under /api', async () => {
    const unlisted = { method: 'GET', url: UNLISTED, requiredSession: 'user' } as const;
    expect(mismatch(await call(unlisted), 'GET', 401, NOT_LOGGED_IN_BODY)).toBeNull();
    expect((await call(unlisted, investor)).json()).toEqual({ ok: true });
    expect((await t.app.inject({ url: OUTSIDE_API })).json()).toEqual({ ok: true });
    // A path no route answers stays the usual 404, with or without a session.
    expect((await t.app.inject({ url: '/api/no-such-thing' })).statusCode).toBe(404);
  });
});
