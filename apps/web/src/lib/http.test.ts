import {
  contractSchema,
  countriesResponseSchema,
  fundListResponseSchema,
  messageSchema,
  offersResponseSchema,
  uploadSchema,
  userSchema,
  z,
} from '@bp/api-schema';
import { describe, expect, it, vi } from 'vitest';
import { investor, testRuntimeConfig } from '../test/fixtures';
import { errorBody, mockApi } from '../test/mock-api';
import { getFile, putFile } from './file-store';
import {
  HttpError,
  UnreadableResponseError,
  errorMessages,
  http,
  lazySchema,
  noContent,
} from './http';
import { NETWORK_ERROR_MESSAGE, UNREADABLE_RESPONSE_MESSAGE } from './http-error';
import { startLoading } from './loading';
import { setNavigator } from './navigation';
import { setRuntimeConfig } from './runtime-config';
import { useAppStore } from './store';

const contractList = z.array(contractSchema);

function watchNavigation() {
  const navigate = vi.fn();
  setNavigator(navigate);
  return navigate;
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('The request did not fail');
}

function toasts() {
  return useAppStore.getState().notifications.map(({ title, message }) => ({ title, message }));
}

describe('http', () => {
  it('sends JSON with cookies to the API base and returns the parsed reply', async () => {
    setRuntimeConfig({ ...testRuntimeConfig, apiBase: 'https://api.example.com' });
    const api = mockApi({ 'POST /api/logout': { body: { message: 'U bent uitgelogd.' } } });

    await expect(http.post('/api/logout', { reden: 'klaar' }, messageSchema)).resolves.toEqual({
      message: 'U bent uitgelogd.',
    });

    const [url, init] = api.fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.com/api/logout');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ reden: 'klaar' }));
  });

  it('sends a form (a file upload) as is, leaving the multipart Content-Type to the browser', async () => {
    const upload = {
      id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      name: 'paspoort.pdf',
      size: 4,
      type: 'application/pdf',
    } as const;
    const api = mockApi({ 'POST /api/uploads': { status: 201, body: upload } });
    const form = new FormData();
    form.append('file', new File(['%PDF'], 'paspoort.pdf', { type: 'application/pdf' }));

    await expect(http.post('/api/uploads', form, uploadSchema)).resolves.toEqual(upload);

    const [, init] = api.fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('resolves an empty reply to undefined', async () => {
    mockApi({ 'DELETE /api/offers/1': { status: 204 } });
    await expect(http.delete('/api/offers/1', noContent)).resolves.toBeUndefined();
  });
});

describe('reading replies with their schema', () => {
  it('returns what the schema parsed', async () => {
    mockApi({ 'GET /api/users/me': { body: investor } });
    await expect(http.get('/api/users/me', userSchema)).resolves.toEqual(investor);
  });

  it('fails a reply that does not match, through the error catalogue', async () => {
    const navigate = watchNavigation();
    mockApi({ 'GET /api/users/me': { unparsed: { ...investor, role: 'superuser' } } });
    useAppStore.setState({ user: investor });
    startLoading();

    const error = await failure(http.get('/api/users/me', userSchema));

    expect(error).toBeInstanceOf(UnreadableResponseError);
    expect(error.status).toBe(200);
    expect(errorMessages(error)).toEqual([UNREADABLE_RESPONSE_MESSAGE]);
    expect(toasts()).toEqual([{ title: 'Error', message: UNREADABLE_RESPONSE_MESSAGE }]);
    expect(useAppStore.getState().loading.count).toBe(0);
    expect(useAppStore.getState().user).toEqual(investor);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('fails a reply that is not JSON at all', async () => {
    mockApi({ 'GET /api/funds': { unparsed: '<html>Bad gateway</html>' } });
    const error = await failure(
      http.get('/api/funds', fundListResponseSchema, { globalErrors: false }),
    );
    expect(error).toBeInstanceOf(UnreadableResponseError);
    expect(toasts()).toEqual([]);
  });

  it('loads a lazy schema once, with the first call', async () => {
    mockApi({ 'GET /api/users/me': { body: investor } });
    const load = vi.fn(async () => userSchema);
    const lazyUser = lazySchema(load);

    await expect(http.get('/api/users/me', lazyUser)).resolves.toEqual(investor);
    await expect(http.get('/api/users/me', lazyUser)).resolves.toEqual(investor);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('treats a schema that cannot be downloaded as a network failure, and tries again next time', async () => {
    mockApi({ 'GET /api/users/me': { body: investor } });
    const load = vi
      .fn<() => Promise<typeof userSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(userSchema);
    const lazyUser = lazySchema(load);

    const error = await failure(http.get('/api/users/me', lazyUser, { globalErrors: false }));
    expect(error.isNetworkError).toBe(true);
    await expect(http.get('/api/users/me', lazyUser)).resolves.toEqual(investor);
  });

  it('leaves the catalogue out when asked: a 401 or 503 is only reported to the caller', async () => {
    const navigate = watchNavigation();
    const api = mockApi({
      'GET /api/users/me': { status: 401, body: errorBody('U bent niet ingelogd.') },
      'GET /readyz': { status: 503, body: { status: 'unavailable', database: 'unavailable' } },
    });
    useAppStore.setState({ user: investor });

    const unauthorised = await failure(
      http.get('/api/users/me', userSchema, { errorCatalogue: false }),
    );
    const unavailable = await failure(
      http.get('/readyz', messageSchema, { errorCatalogue: false }),
    );

    expect([unauthorised.status, unavailable.status]).toEqual([401, 503]);
    expect(useAppStore.getState().user).toEqual(investor);
    expect(api.calls('POST', '/api/deleteCookie')).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });
});

describe('the error catalogue', () => {
  it('resets the loading counter on any failed response', async () => {
    mockApi({ 'GET /api/funds': { status: 500, body: errorBody('Er is iets misgegaan.') } });
    startLoading('Fondsen laden…');
    startLoading();

    await failure(http.get('/api/funds', fundListResponseSchema));

    expect(useAppStore.getState().loading).toEqual({ count: 0, text: null });
  });

  it('on 401 clears the user and state, deletes the token cookie and the local database, and goes to /login', async () => {
    const navigate = watchNavigation();
    const api = mockApi({
      'GET /api/contracts': { status: 401, body: errorBody('U bent niet ingelogd.') },
      'POST /api/deleteCookie': { body: { message: 'Het cookie is verwijderd.' } },
    });
    useAppStore.setState((state) => ({
      user: investor,
      investmentFlow: { ...state.investmentFlow, currentFlow: 'duits', activePage: 'applicant' },
    }));
    await putFile('aanvraag/mijn/voorkant', new Blob(['paspoort']));

    const error = await failure(http.get('/api/contracts', contractList));

    expect(error.status).toBe(401);
    expect(useAppStore.getState().user).toBeNull();
    expect(useAppStore.getState().investmentFlow.currentFlow).toBeNull();
    expect(api.calls('POST', '/api/deleteCookie')[0]?.body).toMatchObject({ cookieName: 'token' });
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain('db');
    expect(await getFile('aanvraag/mijn/voorkant')).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(toasts()).toEqual([]);
  });

  it('ends the session once when several calls get 401 at the same time', async () => {
    watchNavigation();
    const api = mockApi({
      'GET /api/contracts': { status: 401, body: errorBody('U bent niet ingelogd.') },
      'GET /api/offers/': { status: 401, body: errorBody('U bent niet ingelogd.') },
      'POST /api/deleteCookie': { body: { message: 'ok' } },
    });
    useAppStore.setState({ user: investor });

    await Promise.allSettled([
      http.get('/api/contracts', contractList),
      http.get('/api/offers/', offersResponseSchema),
    ]);

    expect(api.calls('POST', '/api/deleteCookie')).toHaveLength(1);
  });

  it('does not treat a 401 from POST /api/login as an expired session', async () => {
    const navigate = watchNavigation();
    const api = mockApi({
      'POST /api/login': {
        status: 401,
        body: errorBody('Het e-mailadres of wachtwoord is onjuist.'),
      },
    });
    useAppStore.setState((state) => ({
      calculation: { ...state.calculation, currentFlow: 'lijfrenteUitkeren' },
    }));

    const error = await failure(
      http.post('/api/login', { email: 'belegger@example.com', password: 'fout' }, userSchema, {
        globalErrors: false,
      }),
    );

    expect(errorMessages(error)).toEqual(['Het e-mailadres of wachtwoord is onjuist.']);
    expect(navigate).not.toHaveBeenCalled();
    expect(api.calls('POST', '/api/deleteCookie')).toEqual([]);
    expect(useAppStore.getState().calculation.currentFlow).toBe('lijfrenteUitkeren');
    expect(toasts()).toEqual([]);
  });

  it('on 503 goes to the maintenance page and shows no toast', async () => {
    const navigate = watchNavigation();
    mockApi({
      'GET /api/users/me': {
        status: 503,
        body: errorBody('Het portaal is tijdelijk niet beschikbaar wegens onderhoud.'),
      },
    });
    useAppStore.setState({ user: investor });

    const error = await failure(http.get('/api/users/me', userSchema));

    expect(error.status).toBe(503);
    expect(navigate).toHaveBeenCalledWith('/maintenance', undefined);
    expect(useAppStore.getState().user).toEqual(investor);
    expect(toasts()).toEqual([]);
  });

  it('otherwise shows a toast titled Error with the server message, then passes the error on', async () => {
    const navigate = watchNavigation();
    mockApi({
      'GET /api/countries': {
        status: 500,
        body: errorBody('Er is iets misgegaan. Probeer het later opnieuw.'),
      },
    });

    const error = await failure(http.get('/api/countries', countriesResponseSchema));

    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(500);
    expect(toasts()).toEqual([
      { title: 'Error', message: 'Er is iets misgegaan. Probeer het later opnieuw.' },
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('uses the first ErrorMessage when the server message is empty', async () => {
    mockApi({
      'POST /api/postcode': {
        status: 422,
        body: { message: '', errors: { ErrorMessage: ['Vul een geldige postcode in.', 'x'] } },
      },
    });

    await failure(http.post('/api/postcode', { postcode: '1234', houseNumber: 1 }, messageSchema));

    expect(toasts()).toEqual([{ title: 'Error', message: 'Vul een geldige postcode in.' }]);
  });

  it('shows no toast when global errors are switched off, but still fails', async () => {
    mockApi({ 'GET /api/offers/': { status: 500, body: errorBody('Storing.') } });

    const error = await failure(
      http.get('/api/offers/', offersResponseSchema, { globalErrors: false }),
    );

    expect(error.status).toBe(500);
    expect(toasts()).toEqual([]);
  });

  it('turns a network failure into an HttpError with status 0 and a Dutch message', async () => {
    mockApi({ 'GET /api/funds': 'network-error' });
    startLoading();

    const error = await failure(http.get('/api/funds', fundListResponseSchema));

    expect(error.status).toBe(0);
    expect(errorMessages(error)).toEqual([NETWORK_ERROR_MESSAGE]);
    expect(toasts()).toEqual([{ title: 'Error', message: NETWORK_ERROR_MESSAGE }]);
    expect(useAppStore.getState().loading.count).toBe(0);
  });

  it('passes an aborted request on without a toast', async () => {
    mockApi({ 'GET /api/funds': 'abort' });
    await expect(http.get('/api/funds', fundListResponseSchema)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(toasts()).toEqual([]);
  });
});

describe('errorMessages', () => {
  it('lists every ErrorMessage of a 422', () => {
    const error = new HttpError(
      422,
      errorBody('De invoer is ongeldig.', ['Vul uw e-mailadres in.', 'Kies een wachtwoord.']),
    );
    expect(errorMessages(error)).toEqual(['Vul uw e-mailadres in.', 'Kies een wachtwoord.']);
  });

  it('falls back to the message, then to a generic Dutch text', () => {
    expect(errorMessages(new HttpError(429, errorBody('Te veel pogingen.', [])))).toEqual([
      'Te veel pogingen.',
    ]);
    expect(errorMessages(new HttpError(502, null))).toEqual([
      'Er is iets misgegaan. Probeer het later opnieuw.',
    ]);
    expect(errorMessages(new Error('boom'))).toEqual([NETWORK_ERROR_MESSAGE]);
  });
});
