import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  currentUrl,
  deferredResponse,
  errorResponse,
  jsonResponse,
  renderRoute,
  stubFetch,
} from '../../test/test-utils';
import { MaintenancePage } from './MaintenancePage';

const MAINTENANCE = 'Het portaal is tijdelijk niet beschikbaar wegens onderhoud.';

function renderPage() {
  return renderRoute(<MaintenancePage />, { path: '/maintenance' });
}

describe('MaintenancePage', () => {
  it('calmly says the portal is temporarily unavailable, without calling anything', () => {
    const { calls } = stubFetch({});
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Onderhoud');
    expect(screen.getByText(/tijdelijk niet beschikbaar/)).toBeVisible();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(calls).toHaveLength(0);
  });

  it('goes to the start page when the portal is available again', async () => {
    const ready = deferredResponse();
    stubFetch({
      'GET /readyz': ready.handler,
      'GET /api/users/me': () => errorResponse(401, 'U bent niet ingelogd.'),
    });
    const { user, router } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('button', { name: 'Bezig…' })).toBeDisabled();
    ready.release(jsonResponse(200, { status: 'ok', database: 'ok' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('stays and says so while the API still answers 503', async () => {
    stubFetch({
      'GET /readyz': () => jsonResponse(200, { status: 'ok', database: 'ok' }),
      'GET /api/users/me': () => errorResponse(503, MAINTENANCE),
    });
    const { user, router } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Het portaal is nog niet beschikbaar. Probeer het later nog eens.',
    );
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
    expect(currentUrl(router)).toBe('/maintenance');
  });

  it('stays when the database cannot be reached', async () => {
    stubFetch({
      'GET /readyz': () => jsonResponse(503, { status: 'unavailable', database: 'unavailable' }),
    });
    const { user, router } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(
      await screen.findByText('Het portaal is nog niet beschikbaar. Probeer het later nog eens.'),
    ).toBeVisible();
    expect(currentUrl(router)).toBe('/maintenance');
  });
});
