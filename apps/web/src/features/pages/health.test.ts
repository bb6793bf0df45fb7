import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../test/test-utils';
import { checkHealth, isPortalAvailable, probeHealth } from './health';

describe('probeHealth', () => {
  it('is true only for a 200 that says ok', async () => {
    stubFetch({ 'GET /healthz': () => jsonResponse(200, { status: 'ok' }) });
    expect(await probeHealth('/healthz')).toBe(true);
  });

  it.each([
    ['a 503', () => jsonResponse(503, { status: 'unavailable', database: 'unavailable' })],
    ['a 200 that is not a health reply', () => new Response('<html></html>', { status: 200 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('is false for %s', async (_label, reply) => {
    stubFetch({ 'GET /readyz': reply });
    expect(await probeHealth('/readyz')).toBe(false);
  });
});

describe('checkHealth', () => {
  it('asks both endpoints under the API base and stamps the time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T10:15:00Z'));
    const { calls } = stubFetch({
      'GET /healthz': () => jsonResponse(200, { status: 'ok' }),
      'GET /readyz': () => jsonResponse(503, { status: 'unavailable', database: 'unavailable' }),
    });
    expect(await checkHealth('')).toEqual({
      api: true,
      database: false,
      checkedAt: new Date('2026-03-02T10:15:00Z'),
    });
    expect(calls.map((call) => call.path).sort()).toEqual(['/healthz', '/readyz']);
  });

  it('prefixes the API base', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { status: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    await checkHealth('https://api.beleggersportaal.example');
    expect(fetchMock.mock.calls.map((call) => String((call as unknown[])[0])).sort()).toEqual([
      'https://api.beleggersportaal.example/healthz',
      'https://api.beleggersportaal.example/readyz',
    ]);
  });
});

describe('isPortalAvailable', () => {
  it('is true when the database is reachable and the API answers again', async () => {
    stubFetch({
      'GET /readyz': () => jsonResponse(200, { status: 'ok', database: 'ok' }),
      'GET /api/users/me': () => errorResponse(401, 'U bent niet ingelogd.'),
    });
    expect(await isPortalAvailable('')).toBe(true);
  });

  it('is false while the API is in maintenance mode, even with a healthy database', async () => {
    stubFetch({
      'GET /readyz': () => jsonResponse(200, { status: 'ok', database: 'ok' }),
      'GET /api/users/me': () =>
        errorResponse(503, 'Het portaal is tijdelijk niet beschikbaar wegens onderhoud.'),
    });
    expect(await isPortalAvailable('')).toBe(false);
  });

  it('is false without asking the API when the database is down', async () => {
    const { calls } = stubFetch({
      'GET /readyz': () => jsonResponse(503, { status: 'unavailable', database: 'unavailable' }),
    });
    expect(await isPortalAvailable('')).toBe(false);
    expect(calls.map((call) => call.path)).toEqual(['/readyz']);
  });
});
