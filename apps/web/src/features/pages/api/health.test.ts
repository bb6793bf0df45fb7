import { describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../../lib/navigation';
import { errorReply, jsonReply, mockApi } from '../../../test/mock-api';
import { checkHealth, isPortalAvailable, probeHealth } from './health';

const unavailable = jsonReply(503, { status: 'unavailable', database: 'unavailable' });

describe('probeHealth', () => {
  it('is true only for a 200 that says ok', async () => {
    mockApi({ 'GET /healthz': { body: { status: 'ok' } } });
    expect(await probeHealth('', '/healthz')).toBe(true);
  });

  it.each([
    ['a 503', unavailable],
    ['a 200 that is not a health reply', { unparsed: '<html></html>' }],
    ['a network failure', 'network-error' as const],
  ])('is false for %s', async (_label, reply) => {
    mockApi({ 'GET /readyz': reply });
    expect(await probeHealth('', '/readyz')).toBe(false);
  });

  it('sends nobody to the maintenance page on a 503', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    mockApi({ 'GET /readyz': unavailable });
    expect(await probeHealth('', '/readyz')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('checkHealth', () => {
  it('asks both endpoints under the API base and stamps the time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T10:15:00Z'));
    const { requests } = mockApi({
      'GET /healthz': { body: { status: 'ok' } },
      'GET /readyz': unavailable,
    });
    expect(await checkHealth('')).toEqual({
      api: true,
      database: false,
      checkedAt: new Date('2026-03-02T10:15:00Z'),
    });
    expect(requests.map((request) => request.path).sort()).toEqual(['/healthz', '/readyz']);
  });

  it('prefixes the API base', async () => {
    const { fetchMock } = mockApi({
      'GET /healthz': { body: { status: 'ok' } },
      'GET /readyz': { body: { status: 'ok', database: 'ok' } },
    });
    await checkHealth('https://api.beleggersportaal.example');
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      'https://api.beleggersportaal.example/healthz',
      'https://api.beleggersportaal.example/readyz',
    ]);
  });
});

describe('isPortalAvailable', () => {
  it('is true when the database is reachable and the API answers again', async () => {
    mockApi({
      'GET /readyz': { body: { status: 'ok', database: 'ok' } },
      'GET /api/users/me': errorReply(401, 'U bent niet ingelogd.'),
    });
    expect(await isPortalAvailable('')).toBe(true);
  });

  it('is false while the API is in maintenance mode, even with a healthy database', async () => {
    mockApi({
      'GET /readyz': { body: { status: 'ok', database: 'ok' } },
      'GET /api/users/me': errorReply(
        503,
        'Het portaal is tijdelijk niet beschikbaar wegens onderhoud.',
      ),
    });
    expect(await isPortalAvailable('')).toBe(false);
  });

  it('is false without asking the API when the database is down', async () => {
    const { requests } = mockApi({ 'GET /readyz': unavailable });
    expect(await isPortalAvailable('')).toBe(false);
    expect(requests.map((request) => request.path)).toEqual(['/readyz']);
  });
});
