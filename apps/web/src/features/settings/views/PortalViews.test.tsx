import type { PortalView } from '@bp/api-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { impersonating, investor } from '../../../test/fixtures';
import { errorReply, type Handler } from '../../../test/mock-api';
import { mockPortfolioApi } from '../../../test/portfolio-api-mock';
import { renderApp } from '../../../test/render-app';

const PAGE = '/mijn-instellingen/persoonlijke-informatie';

const view = (extra: Partial<PortalView> = {}): PortalView => ({
  id: 'v1',
  viewer: 'Beheerder',
  reason: 'Vraag over de jaaropgave',
  mode: 'alleen-lezen',
  consentedAt: null,
  startedAt: '2026-11-20T09:00:00.000Z',
  endedAt: '2026-11-20T09:14:00.000Z',
  endReason: 'beheerder',
  active: false,
  ...extra,
});

function mockSettingsApi(overrides: Record<string, Handler> = {}) {
  return mockPortfolioApi({
    'GET /api/countries': { body: [{ code: 'NL', name: 'Nederland' }] },
    'GET /api/users/me/email': { body: { email: investor.email, pending: null } },
    'GET /api/users/me/views': { body: { items: [] } },
    ...overrides,
  });
}

const section = async (name: string) =>
  within((await screen.findByRole('heading', { name })).closest('section') ?? document.body);

describe('Wie heeft mijn gegevens bekeken', () => {
  it('says when nobody viewed the portal', async () => {
    mockSettingsApi();
    renderApp(PAGE, { user: investor });
    const views = await section('Wie heeft mijn gegevens bekeken');
    expect(await views.findByText('Niemand heeft uw portaal bekeken.')).toBeVisible();
  });

  it('lists the views with date, reason, mode and end, and ends a running one', async () => {
    let active = true;
    const api = mockSettingsApi({
      'GET /api/users/me/views': () => ({
        body: {
          items: [
            view({
              id: 'v2',
              reason: 'Hulp bij een wijziging',
              mode: 'namens',
              consentedAt: '2026-11-28T10:05:00.000Z',
              startedAt: '2026-11-28T10:00:00.000Z',
              endedAt: active ? null : '2026-11-28T10:08:00.000Z',
              endReason: active ? null : 'belegger',
              active,
            }),
            view(),
          ],
        },
      }),
      'DELETE /api/users/me/impersonations': () => {
        active = false;
        return { status: 204 };
      },
    });
    renderApp(PAGE, { user: investor });
    const views = await section('Wie heeft mijn gegevens bekeken');
    expect(await views.findByText('Hulp bij een wijziging')).toBeVisible();
    expect(views.getByText('20 november 2026 om 10:00')).toBeVisible();
    expect(views.getByText('Vraag over de jaaropgave')).toBeVisible();
    expect(views.getByText(/Gestopt door de beheerder/)).toBeVisible();
    expect(
      views.getByText('Namens de belegger handelen (met uw toestemming om 11:05)'),
    ).toBeVisible();
    expect(views.getByText('Loopt nu')).toBeVisible();

    await userEvent.setup().click(views.getByRole('button', { name: 'Nu beëindigen' }));
    expect(await views.findByText(/Beëindigd door de belegger/)).toBeVisible();
    expect(views.queryByRole('button', { name: 'Nu beëindigen' })).toBeNull();
    expect(api.callsTo('DELETE /api/users/me/impersonations')).toHaveLength(1);
  });
});

describe('Toestemmingscode', () => {
  it('makes a code and shows it large with its end and the warning', async () => {
    const api = mockSettingsApi({
      'POST /api/users/me/consent-code': {
        body: { code: '482913', expiresAt: '2026-11-28T10:10:00.000Z' },
      },
    });
    renderApp(PAGE, { user: investor });
    const code = await section('Toestemmingscode');
    expect(code.getByText(/alleen voor aan een medewerker van de Stichting/)).toBeVisible();
    expect(code.getByText(/nooit per e-mail/)).toBeVisible();
    await userEvent.setup().click(code.getByRole('button', { name: 'Code aanmaken' }));
    expect(await code.findByText('482913')).toHaveClass('consent-code');
    expect(code.getByText(/Geldig tot 11:10, één keer te gebruiken/)).toBeVisible();
    expect(api.callsTo('POST /api/users/me/consent-code')).toHaveLength(1);
  });

  it('is hidden while an admin views the portal, who sees the views without ending them', async () => {
    mockSettingsApi({
      'GET /api/users/me/views': {
        body: { items: [view({ active: true, endedAt: null, endReason: null })] },
      },
    });
    renderApp(PAGE, { user: impersonating });
    const views = await section('Wie heeft mijn gegevens bekeken');
    expect(await views.findByText('Loopt nu')).toBeVisible();
    expect(views.queryByRole('button', { name: 'Nu beëindigen' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Toestemmingscode' })).toBeNull();
  });
});

describe('a refused write while viewing read-only', () => {
  it("shows the server's Dutch 403 message where the form shows its errors", async () => {
    const refusal = 'U bekijkt dit portaal alleen; wijzigen kan niet.';
    const api = mockSettingsApi({
      'PATCH /api/relations/me': errorReply(403, refusal),
      'GET /api/users/me': { body: impersonating },
    });
    renderApp(PAGE, { user: impersonating });
    const form = await section('Uw gegevens');
    const user = userEvent.setup();
    await user.clear(form.getByLabelText('Gebruikersnaam'));
    await user.type(form.getByLabelText('Gebruikersnaam'), 'Jan');
    await user.click(form.getByRole('button', { name: 'Gegevens opslaan' }));
    const summary = await form.findByRole('alert');
    expect(summary).toHaveTextContent('Uw gegevens zijn niet opgeslagen');
    expect(summary).toHaveTextContent(refusal);
    // The refusal makes the banner ask whether the view still runs; it does, so it stays.
    await waitFor(() => expect(api.callsTo('GET /api/users/me')).toHaveLength(1));
    expect(screen.getByRole('region', { name: 'Weergave als belegger' })).toBeVisible();
  });
});
