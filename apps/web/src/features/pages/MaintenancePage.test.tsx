import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredReply, errorReply, jsonReply, mockApi } from '../../test/mock-api';
import { currentUrl, renderRoute } from '../../test/render-route';
import { MaintenancePage } from './MaintenancePage';

const MAINTENANCE = 'Het portaal is tijdelijk niet beschikbaar wegens onderhoud.';

function renderPage() {
  return renderRoute(<MaintenancePage />, { path: '/maintenance' });
}

describe('MaintenancePage', () => {
  it('calmly says the portal is temporarily unavailable, without calling anything', () => {
    const { requests: calls } = mockApi({});
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Onderhoud');
    expect(screen.getByText(/tijdelijk niet beschikbaar/)).toBeVisible();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(calls).toHaveLength(0);
  });

  it('goes to the start page when the portal is available again', async () => {
    const ready = deferredReply();
    mockApi({
      'GET /readyz': ready.handler,
      'GET /api/users/me': () => errorReply(401, 'U bent niet ingelogd.'),
    });
    const { user, router } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('button', { name: 'Bezig…' })).toBeDisabled();
    ready.release(jsonReply(200, { status: 'ok', database: 'ok' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('stays and says so while the API still answers 503', async () => {
    mockApi({
      'GET /readyz': () => jsonReply(200, { status: 'ok', database: 'ok' }),
      'GET /api/users/me': () => errorReply(503, MAINTENANCE),
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
    mockApi({
      'GET /readyz': () => jsonReply(503, { status: 'unavailable', database: 'unavailable' }),
    });
    const { user, router } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(
      await screen.findByText('Het portaal is nog niet beschikbaar. Probeer het later nog eens.'),
    ).toBeVisible();
    expect(currentUrl(router)).toBe('/maintenance');
  });
});
