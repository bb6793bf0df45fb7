import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getFile, putFile } from '../../lib/file-store';
import { isHealthCheckRunning, startHealthCheck } from '../../lib/health-check';
import { PERSIST_KEY, useAppStore } from '../../lib/store';
import { investor, newInvestor, testRuntimeConfig, personalInfo } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

function header() {
  return screen.getByRole('banner');
}

function sessionApi() {
  return mockApi({
    'GET /api/relations/me': { body: personalInfo },
    'POST /api/logout': { body: { message: 'U bent uitgelogd.' } },
    'GET /api/session-health-check': { body: { status: 'ok', exp: 2e9, renewed: false } },
    'GET /api/getCookie?cookieName=token': {
      body: { sub: 'u', role: 'investor', jti: 'j', iat: 1, exp: 2e9 },
    },
  });
}

describe('header', () => {
  it('shows the logo, the external Contact link and Inloggen when logged out', async () => {
    mockApi();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });

    expect(
      within(header()).getByRole('link', { name: testRuntimeConfig.productName }),
    ).toHaveAttribute('href', '/');
    const contact = within(header()).getByRole('link', { name: /^Contact/ });
    expect(contact).toHaveAttribute('href', testRuntimeConfig.contactUrl);
    expect(contact).toHaveAttribute('target', '_blank');
    expect(contact.getAttribute('rel')).toContain('noopener');
    expect(within(header()).getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(header()).queryByRole('button', { name: 'Uitloggen' })).not.toBeInTheDocument();
  });

  it('shows the username as a link to the personal information, and Uitloggen', async () => {
    sessionApi();
    renderApp('/mijn-vastgoed', { user: investor });
    await screen.findByRole('heading', { level: 1, name: 'Mijn vastgoed' });

    expect(within(header()).getByRole('link', { name: 'J. de Vries' })).toHaveAttribute(
      'href',
      '/mijn-instellingen/persoonlijke-informatie',
    );
    expect(within(header()).getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Inloggen' })).not.toBeInTheDocument();
  });

  it('shows the e-mail address when the user has no username', async () => {
    sessionApi();
    renderApp('/mijn-vastgoed', { user: newInvestor });
    expect(
      await within(header()).findByRole('link', { name: 'nieuw@example.com' }),
    ).toHaveAttribute('href', '/mijn-instellingen/persoonlijke-informatie');
  });
});

describe('logout confirmation', () => {
  it('asks "Weet u zeker dat u wilt uitloggen?"; Annuleren keeps the user logged in', async () => {
    const user = userEvent.setup();
    const api = sessionApi();
    const app = renderApp('/mijn-vastgoed', { user: investor });
    await screen.findByRole('heading', { level: 1, name: 'Mijn vastgoed' });

    await user.click(within(header()).getByRole('button', { name: 'Uitloggen' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Weet u zeker dat u wilt uitloggen?',
    });
    expect(within(dialog).getByRole('button', { name: 'Oké' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(useAppStore.getState().user).toEqual(investor);
    expect(api.calls('POST', '/api/logout')).toEqual([]);
    expect(app.currentPath()).toBe('/mijn-vastgoed');
  });

  it('Oké logs out on the server, clears all state and stored data, and goes to /login', async () => {
    const user = userEvent.setup();
    const api = sessionApi();
    useAppStore.setState((state) => ({
      investmentFlow: { ...state.investmentFlow, currentFlow: 'nederlands' },
      // A stopped application of another flow goes too (issue 17).
      investmentDrafts: {
        american: { ...state.investmentFlow, currentFlow: 'american', activePage: 'applicant' },
      },
    }));
    const app = renderApp('/mijn-vastgoed', { user: investor });
    startHealthCheck();
    await putFile('aanvraag/mijn/voorkant', new Blob(['paspoort']));
    await screen.findByRole('heading', { level: 1, name: 'Mijn vastgoed' });

    await user.click(within(header()).getByRole('button', { name: 'Uitloggen' }));
    await user.click(await screen.findByRole('button', { name: 'Oké' }));

    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(api.calls('POST', '/api/logout')).toHaveLength(1);
    expect(useAppStore.getState().user).toBeNull();
    expect(useAppStore.getState().investmentFlow.currentFlow).toBeNull();
    expect(useAppStore.getState().investmentDrafts).toEqual({});
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
    expect(await getFile('aanvraag/mijn/voorkant')).toBeUndefined();
    expect(isHealthCheckRunning()).toBe(false);
    expect(await within(header()).findByRole('link', { name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
