import { describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../test/mock-api';
import { http, noContent } from './http';
import { setSessionEndHandler } from './session-end-handler';

const sessionGone = {
  'GET /api/contracts': { status: 401, body: errorBody('U bent niet ingelogd.') },
  'GET /api/offers/': { status: 401, body: errorBody('U bent niet ingelogd.') },
  'POST /api/deleteCookie': { body: { message: 'ok' } },
};

describe('session end handler', () => {
  it('is what the HTTP client runs on a 401, once for calls failing together', async () => {
    mockApi(sessionGone);
    const handler = vi.fn(() => Promise.resolve());
    setSessionEndHandler(handler);

    await Promise.allSettled([
      http.get('/api/contracts', noContent),
      http.get('/api/offers/', noContent),
    ]);

    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('stops running once unregistered, and an older registration cannot remove a newer one', async () => {
    mockApi(sessionGone);
    const older = vi.fn(() => Promise.resolve());
    const newer = vi.fn(() => Promise.resolve());
    const unregisterOlder = setSessionEndHandler(older);
    const unregisterNewer = setSessionEndHandler(newer);

    unregisterOlder();
    await http.get('/api/contracts', noContent).catch(() => undefined);
    expect(newer).toHaveBeenCalledTimes(1);

    unregisterNewer();
    await http.get('/api/contracts', noContent).catch(() => undefined);
    expect(newer).toHaveBeenCalledTimes(1);
    expect(older).not.toHaveBeenCalled();
  });
});
