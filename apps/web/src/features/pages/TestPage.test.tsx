import { BUILD_VERSION } from '@bp/api-schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { lijfrenteRuntimeConfig, testRuntimeConfig } from '../../test/fixtures';
import { deferredReply, jsonReply, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { TestPage } from './TestPage';

function valueOf(term: string): string | null {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

const healthy = {
  'GET /healthz': () => jsonReply(200, { status: 'ok' }),
  'GET /readyz': () => jsonReply(200, { status: 'ok', database: 'ok' }),
};

describe('TestPage', () => {
  it('shows build version, environment, brand label and product name', () => {
    mockApi(healthy);
    setRuntimeConfig({ ...lijfrenteRuntimeConfig, environment: 'Test' });
    renderRoute(<TestPage />, { path: '/test' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Testpagina');
    expect(valueOf('Versie')).toBe(BUILD_VERSION);
    expect(valueOf('Omgeving')).toBe('Test');
    expect(valueOf('Label')).toBe('lijfrente');
    expect(valueOf('Productnaam')).toBe('Beleggersportaal Lijfrente');
  });

  it('points out a server on another version', () => {
    mockApi(healthy);
    setRuntimeConfig({ ...testRuntimeConfig, buildVersion: '20250801.1' });
    renderRoute(<TestPage />, { path: '/test' });
    expect(valueOf('Versie')).toBe(`${BUILD_VERSION} (server: 20250801.1)`);
  });

  it('reports API and database as reachable in a live region', async () => {
    const health = deferredReply();
    const { requests: calls } = mockApi({ ...healthy, 'GET /healthz': health.handler });
    renderRoute(<TestPage />, { path: '/test' });

    const status = screen.getByRole('status');
    expect(within(status).getAllByText('Wordt gecontroleerd…')).toHaveLength(2);
    health.release(jsonReply(200, { status: 'ok' }));
    await waitFor(() => expect(within(status).getAllByText('Bereikbaar')).toHaveLength(2));
    expect(screen.getByText(/Laatst gecontroleerd om/)).toBeVisible();
    expect(calls.every((call) => !call.path.startsWith('/api/'))).toBe(true);
  });

  it('reports an unreachable database and checks again on request', async () => {
    let databaseUp = false;
    const { callsTo } = mockApi({
      'GET /healthz': () => jsonReply(200, { status: 'ok' }),
      'GET /readyz': () =>
        databaseUp
          ? jsonReply(200, { status: 'ok', database: 'ok' })
          : jsonReply(503, { status: 'unavailable', database: 'unavailable' }),
    });
    const { user } = renderRoute(<TestPage />, { path: '/test' });

    await waitFor(() => expect(valueOf('Database')).toBe('Niet bereikbaar'));
    expect(valueOf('API')).toBe('Bereikbaar');

    databaseUp = true;
    await user.click(screen.getByRole('button', { name: 'Opnieuw controleren' }));
    await waitFor(() => expect(valueOf('Database')).toBe('Bereikbaar'));
    expect(callsTo('GET /readyz').length).toBeGreaterThanOrEqual(2);
  });

  it('reports an API that cannot be reached at all', async () => {
    mockApi({
      'GET /healthz': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /readyz': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderRoute(<TestPage />, { path: '/test' });
    await waitFor(() => expect(valueOf('API')).toBe('Niet bereikbaar'));
    expect(valueOf('Database')).toBe('Niet bereikbaar');
  });
});
