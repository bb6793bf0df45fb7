import type { User } from '@bp/api-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IMPERSONATION_ENDED_NOTICE } from '../../lib/impersonation';
import { useAppStore } from '../../lib/store';
import { admin, impersonating, investor, viewing } from '../../test/fixtures';
import { errorReply, type Handler } from '../../test/mock-api';
import { mockPortfolioApi } from '../../test/portfolio-api-mock';
import { renderApp } from '../../test/render-app';

const adminPage = { body: { items: [], total: 0 } };

function mockBanner(overrides: Record<string, Handler> = {}) {
  return mockPortfolioApi({ 'GET /api/admin/investors?pageSize=25': adminPage, ...overrides });
}

const banner = () => within(screen.getByRole('region', { name: 'Weergave als belegger' }));

describe('impersonation banner', () => {
  it('is not there for an investor of their own', async () => {
    mockBanner();
    renderApp('/mijn-vastgoed', { user: investor });
    await screen.findByRole('heading', { level: 1, name: 'Mijn vastgoed' });
    expect(screen.queryByRole('region', { name: 'Weergave als belegger' })).toBeNull();
  });

  it('names the investor, the mode and the end on every page, above the header', async () => {
    mockBanner();
    renderApp('/mijn-vastgoed', { user: impersonating });
    await screen.findByRole('heading', { level: 1, name: 'Mijn vastgoed' });
    const region = screen.getByRole('region', { name: 'Weergave als belegger' });
    expect(region).toHaveTextContent('U bekijkt het portaal als J. de Vries — Stoppen');
    expect(region).toHaveTextContent('Alleen bekijken, tot 12:30');
    expect(
      region.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(banner().queryByRole('button', { name: /sluiten/i })).toBeNull();
  });

  it('Stoppen ends it, reloads the admin and goes to /admin', async () => {
    let me: User = impersonating;
    const api = mockBanner({
      'DELETE /api/admin/impersonations/current': () => {
        me = admin;
        return { status: 204 };
      },
      'GET /api/users/me': () => ({ body: me }),
    });
    const app = renderApp('/mijn-vastgoed', { user: impersonating });
    await screen.findByRole('heading', { level: 1, name: 'Mijn vastgoed' });
    await userEvent.setup().click(banner().getByRole('button', { name: 'Stoppen' }));
    await waitFor(() => expect(app.currentPath()).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beleggers' })).toBeVisible();
    expect(useAppStore.getState().user).toEqual(admin);
    expect(api.callsTo('DELETE /api/admin/impersonations/current')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Weergave als belegger' })).toBeNull();
  });

  it('switches to acting on behalf with the code the investor reads out', async () => {
    const api = mockBanner({
      'PATCH /api/admin/impersonations/current': (request) =>
        (request.body as { consentCode: string }).consentCode === '123456'
          ? { body: { ...viewing, mode: 'namens' } }
          : errorReply(422, 'De Toestemmingscode klopt niet of is verlopen.'),
    });
    renderApp('/mijn-vastgoed', { user: impersonating });
    await screen.findByRole('heading', { level: 1, name: 'Mijn vastgoed' });
    const user = userEvent.setup();
    await user.click(banner().getByRole('button', { name: 'Namens de belegger handelen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Namens de belegger handelen' });
    const field = within(dialog).getByLabelText('Toestemmingscode');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Code controleren' }));
    expect(
      within(dialog).getByText('Vul de code van 6 cijfers in die de belegger u voorleest.'),
    ).toBeVisible();
    expect(api.callsTo('PATCH /api/admin/impersonations/current')).toHaveLength(0);

    await user.type(field, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Code controleren' }));
    expect(
      await within(dialog).findByText('De Toestemmingscode klopt niet of is verlopen.'),
    ).toBeVisible();

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Code controleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(banner().getByText(/Namens de belegger handelen, tot 12:30/)).toBeVisible();
    expect(banner().queryByRole('button', { name: 'Namens de belegger handelen' })).toBeNull();
    expect(api.callsTo('PATCH /api/admin/impersonations/current').at(-1)?.body).toEqual({
      mode: 'namens',
      consentCode: '123456',
    });
  });

  it('at its end asks the server and goes back to /admin with a notice', async () => {
    const soon: User = {
      ...impersonating,
      impersonation: { ...viewing, expiresAt: new Date(Date.now() + 300).toISOString() },
    };
    mockBanner({ 'GET /api/users/me': { body: admin } });
    const app = renderApp('/mijn-vastgoed', { user: soon });
    await waitFor(() => expect(app.currentPath()).toBe('/admin'), { timeout: 3000 });
    expect(await screen.findByText(IMPERSONATION_ENDED_NOTICE)).toBeVisible();
    expect(useAppStore.getState().user).toEqual(admin);
  });

  it('after a refusal that says it ended, goes back to /admin too', async () => {
    mockBanner({
      'GET /api/contracts/summaries': errorReply(403, 'Alleen voor beleggers.'),
      'GET /api/users/me': { body: admin },
    });
    const app = renderApp('/mijn-vastgoed', { user: impersonating });
    await waitFor(() => expect(app.currentPath()).toBe('/admin'), { timeout: 3000 });
    expect(await screen.findByText(IMPERSONATION_ENDED_NOTICE)).toBeVisible();
  });
});
