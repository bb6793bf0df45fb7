import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, investor } from '../test/fixtures';
import { errorBody, mockApi, type ApiRequest } from '../test/mock-api';
import { getFile, putFile } from './file-store';
import { HEALTH_CHECK_INTERVAL_MS, isHealthCheckRunning, stopHealthCheck } from './health-check';
import { setNavigator } from './navigation';
import { logout, onLoggedIn, verifySessionAtStart } from './session';
import { PERSIST_KEY, useAppStore } from './store';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const nowSeconds = NOW.getTime() / 1000;

/** Let pending promise callbacks (the mocked fetch answers) run without moving the clock. */
async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

function healthChecks(requests: ApiRequest[]) {
  return requests.filter((request) => request.path === '/api/session-health-check').length;
}

describe('session health check', () => {
  beforeEach(() => {
    // fake-indexeddb works through setImmediate, which must keep running for real.
    vi.useFakeTimers({
      now: NOW,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });

  afterEach(() => {
    stopHealthCheck();
  });

  function sessionApi(exp: number) {
    return mockApi({
      'GET /api/session-health-check': { body: { status: 'ok', exp, renewed: false } },
      'GET /api/getCookie?cookieName=token': {
        body: { sub: 'u1', role: 'investor', jti: 'j1', iat: nowSeconds, exp },
      },
    });
  }

  it('starts at login with one check right away, then every 60 seconds', async () => {
    const api = sessionApi(nowSeconds + 3600);

    onLoggedIn(investor);
    await settle();
    expect(useAppStore.getState().user).toEqual(investor);
    expect(healthChecks(api.requests)).toBe(1);

    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS - 1);
    expect(healthChecks(api.requests)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(healthChecks(api.requests)).toBe(2);
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS * 3);
    expect(healthChecks(api.requests)).toBe(5);
  });

  it('checks once more exactly when the token expires', async () => {
    const api = sessionApi(nowSeconds + 90);

    onLoggedIn(investor);
    await settle();
    expect(api.calls('GET', '/api/getCookie')).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(healthChecks(api.requests)).toBe(2);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(healthChecks(api.requests)).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(healthChecks(api.requests)).toBe(3);
  });

  it('moves the expiry check along when the server renews the token', async () => {
    const renewedExp = nowSeconds + 3600;
    const api = mockApi({
      'GET /api/session-health-check': { body: { status: 'ok', exp: renewedExp, renewed: true } },
      'GET /api/getCookie?cookieName=token': {
        body: { sub: 'u1', role: 'investor', jti: 'j1', iat: nowSeconds, exp: nowSeconds + 30 },
      },
    });

    onLoggedIn(investor);
    await settle();
    await vi.advanceTimersByTimeAsync(30_000);
    // No extra check at the old expiry: only the one at start.
    expect(healthChecks(api.requests)).toBe(1);
    await vi.advanceTimersByTimeAsync(3570_000);
    // 60 interval checks, and one at the renewed expiry.
    expect(healthChecks(api.requests)).toBe(1 + 60 + 1);
  });

  it('stops at logout', async () => {
    const api = sessionApi(nowSeconds + 90);
    api.fetchMock.mockClear();
    onLoggedIn(investor);
    await settle();
    expect(isHealthCheckRunning()).toBe(true);

    await logout();
    const before = healthChecks(api.requests);
    await vi.advanceTimersByTimeAsync(10 * HEALTH_CHECK_INTERVAL_MS);

    expect(isHealthCheckRunning()).toBe(false);
    expect(healthChecks(api.requests)).toBe(before);
  });

  it('an expired session (401) logs out through the error catalogue', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    let valid = true;
    mockApi({
      'GET /api/session-health-check': () =>
        valid
          ? { body: { status: 'ok', exp: nowSeconds + 3600, renewed: false } }
          : { status: 401, body: errorBody('Uw sessie is verlopen.') },
      'GET /api/getCookie?cookieName=token': {
        body: { sub: 'u1', role: 'investor', jti: 'j1', iat: nowSeconds, exp: nowSeconds + 3600 },
      },
      'POST /api/deleteCookie': { body: { message: 'ok' } },
    });
    onLoggedIn(investor);
    await settle();
    expect(useAppStore.getState().user).toEqual(investor);

    valid = false;
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS);
    expect(useAppStore.getState().user).toBeNull();
    // Deleting the IndexedDB database comes first and runs on real time.
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
    expect(isHealthCheckRunning()).toBe(false);
  });
});

describe('logout', () => {
  it('logs out on the server, clears state, stored data and IndexedDB, and goes to /login', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    const api = mockApi({ 'POST /api/logout': { body: { message: 'U bent uitgelogd.' } } });
    useAppStore.setState((state) => ({
      user: admin,
      calculation: { ...state.calculation, currentFlow: 'lijfrenteOpbouwen' },
    }));
    await putFile('aanvraag/mijn/voorkant', new Blob(['paspoort']));
    expect(localStorage.getItem(PERSIST_KEY)).not.toBeNull();

    await logout();

    expect(api.calls('POST', '/api/logout')).toHaveLength(1);
    expect(useAppStore.getState().user).toBeNull();
    expect(useAppStore.getState().calculation.currentFlow).toBe('bedragBeleggen');
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
    expect(await getFile('aanvraag/mijn/voorkant')).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('still logs out locally when the server cannot be reached', async () => {
    mockApi({ 'POST /api/logout': 'network-error' });
    useAppStore.setState({ user: investor });

    await logout();

    expect(useAppStore.getState().user).toBeNull();
    expect(useAppStore.getState().notifications).toEqual([]);
  });
});

describe('the user check at start-up', () => {
  afterEach(() => {
    stopHealthCheck();
  });

  it('does nothing when no user was stored', async () => {
    const api = mockApi();
    await verifySessionAtStart();
    expect(api.requests).toEqual([]);
  });

  it('refreshes a stored user and starts the health check', async () => {
    const api = mockApi({
      'GET /api/users/me': { body: { ...investor, username: 'Jan de Vries' } },
      'GET /api/session-health-check': { body: { status: 'ok', exp: 2e9, renewed: false } },
      'GET /api/getCookie?cookieName=token': { status: 500, body: errorBody('Storing.') },
    });
    useAppStore.setState({ user: investor });

    await verifySessionAtStart();

    expect(useAppStore.getState().user?.username).toBe('Jan de Vries');
    expect(isHealthCheckRunning()).toBe(true);
    await vi.waitFor(() => expect(api.calls('GET', '/api/session-health-check')).toHaveLength(1));
  });

  it('sends the user to /login when the server cannot be reached', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    mockApi({ 'GET /api/users/me': 'network-error' });
    useAppStore.setState({ user: investor });

    await verifySessionAtStart();

    expect(useAppStore.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(isHealthCheckRunning()).toBe(false);
  });

  it('ends a session the server no longer knows (401)', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    mockApi({
      'GET /api/users/me': { status: 401, body: errorBody('U bent niet ingelogd.') },
      'POST /api/deleteCookie': { body: { message: 'ok' } },
    });
    useAppStore.setState({ user: investor });

    await verifySessionAtStart();

    expect(useAppStore.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(isHealthCheckRunning()).toBe(false);
  });

  it('ends the session when the answer is not a user', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    mockApi({ 'GET /api/users/me': { unparsed: { ...investor, role: 'superuser' } } });
    useAppStore.setState({ user: investor });

    await verifySessionAtStart();

    expect(useAppStore.getState().user).toBeNull();
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(isHealthCheckRunning()).toBe(false);
  });
});
