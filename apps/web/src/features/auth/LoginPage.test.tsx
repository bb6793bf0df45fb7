import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../lib/store';
import { investor } from '../../test/fixtures';
import { LoginPage } from './LoginPage';
import { deferredReply, errorReply, jsonReply, mockApi } from '../../test/mock-api';
import { currentUrl, renderRoute } from '../../test/render-route';
import { sessionHandlers } from '../../test/session-handlers';

/** POST /api/login's answer without two-step verification. */
const loggedIn = { ...investor, twoFactorRequired: false };

const WRONG_CREDENTIALS = 'Het e-mailadres of wachtwoord is onjuist.';
const LOCKED = 'Te veel inlogpogingen. Probeer het over 15 minuten opnieuw.';

function renderLogin(url = '/login') {
  return renderRoute(<LoginPage />, { path: '/login', url });
}

async function fillAndSubmit(
  user: ReturnType<typeof renderLogin>['user'],
  email: string,
  password: string,
) {
  await user.type(screen.getByLabelText('E-mailadres'), email);
  await user.type(screen.getByLabelText('Wachtwoord'), password);
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
}

describe('LoginPage', () => {
  it('shows one heading, labelled fields and the links to the other auth pages', () => {
    mockApi({});
    renderLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inloggen');
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Wachtwoord')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute(
      'href',
      '/wachtwoord-vergeten',
    );
    expect(screen.getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute(
      'href',
      '/account-aanmaken',
    );
    expect(screen.queryByText('Log in om verder te gaan.')).not.toBeInTheDocument();
  });

  it('asks to log in to continue when it was reached through a redirect', () => {
    mockApi({});
    renderLogin('/login?redirect=%2Fmijn-vastgoed');
    expect(screen.getByText('Log in om verder te gaan.')).toBeInTheDocument();
  });

  it('reports empty fields in Dutch without calling the server and focuses the summary', async () => {
    const { requests: calls } = mockApi({});
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));

    const summary = await screen.findByRole('alert');
    // The summary takes focus in an effect, which may run just after the list is in the page.
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: 'Vul uw e-mailadres in.' })).toHaveAttribute(
      'href',
      '#login-email',
    );
    expect(within(summary).getByRole('link', { name: 'Vul uw wachtwoord in.' })).toBeVisible();

    const email = screen.getByLabelText('E-mailadres');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Fout: Vul uw e-mailadres in.');
    expect(screen.getByLabelText('Wachtwoord')).toHaveAccessibleDescription(
      'Fout: Vul uw wachtwoord in.',
    );
    expect(calls).toHaveLength(0);
  });

  it('moves focus to the field when its message in the summary is followed', async () => {
    mockApi({});
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await user.click(await screen.findByRole('link', { name: 'Vul uw wachtwoord in.' }));
    expect(screen.getByLabelText('Wachtwoord')).toHaveFocus();
  });

  it('refuses an e-mail address that is not one', async () => {
    const { requests: calls } = mockApi({});
    const { user } = renderLogin();
    await fillAndSubmit(user, 'j.devries@', 'Belegger-demo-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Vul een geldig e-mailadres in.');
    expect(calls).toHaveLength(0);
  });

  it('logs in, remembers the user and goes to the safe redirect, replacing the login page', async () => {
    const { callsTo } = mockApi({
      'POST /api/login': () => jsonReply(200, loggedIn),
      ...sessionHandlers,
    });
    const { user, router } = renderLogin(
      '/login?redirect=%2Fcontractbeheer%2F1001%2Frendement%3Fvan%3D2024-01-01',
    );
    await fillAndSubmit(user, ' Belegger@Example.com ', 'Belegger-demo-2026');

    await waitFor(() =>
      expect(currentUrl(router)).toBe('/contractbeheer/1001/rendement?van=2024-01-01'),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(callsTo('POST /api/login').map((call) => call.body)).toEqual([
      { email: 'belegger@example.com', password: 'Belegger-demo-2026' },
    ]);
    expect(useAppStore.getState().user).toEqual(investor);
  });

  it.each([
    ['another site', '%2F%2Fevil.com'],
    ['another site written with a backslash', '%2F%5Cevil.com'],
    ['a full address', 'https%3A%2F%2Fevil.com%2Fmijn-vastgoed'],
    ['a path with a tab that browsers drop', '%2F%09%2Fevil.com'],
    ['a relative path', 'mijn-vastgoed'],
  ])('ignores a redirect to %s and goes to the start page', async (_label, redirect) => {
    mockApi({ 'POST /api/login': () => jsonReply(200, loggedIn), ...sessionHandlers });
    const { user, router } = renderLogin(`/login?redirect=${redirect}`);
    await fillAndSubmit(user, 'belegger@example.com', 'Belegger-demo-2026');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('goes to the start page when there is no redirect', async () => {
    mockApi({ 'POST /api/login': () => jsonReply(200, loggedIn), ...sessionHandlers });
    const { user, router } = renderLogin();
    await fillAndSubmit(user, 'belegger@example.com', 'Belegger-demo-2026');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('shows the server message for a wrong password, keeps the values and stays on the page', async () => {
    mockApi({ 'POST /api/login': () => errorReply(401, WRONG_CREDENTIALS) });
    const { user, router } = renderLogin('/login?redirect=%2Fmijn-vastgoed');
    await fillAndSubmit(user, 'belegger@example.com', 'Verkeerd-wachtwoord-1');

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(WRONG_CREDENTIALS);
    expect(summary).toHaveTextContent('Inloggen is niet gelukt');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('belegger@example.com');
    expect(screen.getByLabelText('Wachtwoord')).toHaveValue('Verkeerd-wachtwoord-1');
    expect(screen.getByRole('button', { name: 'Inloggen' })).toBeEnabled();
    expect(currentUrl(router)).toBe('/login?redirect=%2Fmijn-vastgoed');
    expect(useAppStore.getState().user).toBeNull();
  });

  it('shows the lock message after too many attempts', async () => {
    mockApi({ 'POST /api/login': () => errorReply(429, LOCKED) });
    const { user } = renderLogin();
    await fillAndSubmit(user, 'belegger@example.com', 'Belegger-demo-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCKED);
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('belegger@example.com');
  });

  it('explains a network failure in Dutch', async () => {
    mockApi({
      'POST /api/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderLogin();
    await fillAndSubmit(user, 'belegger@example.com', 'Belegger-demo-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er kon geen verbinding worden gemaakt met de server.',
    );
  });

  it('disables the button and shows "Bezig…" while the server answers', async () => {
    const reply = deferredReply();
    mockApi({ 'POST /api/login': reply.handler });
    const { user } = renderLogin();
    await fillAndSubmit(user, 'belegger@example.com', 'Verkeerd-wachtwoord-1');

    const busy = await screen.findByRole('button', { name: 'Bezig…' });
    expect(busy).toBeDisabled();
    reply.release(errorReply(401, WRONG_CREDENTIALS));
    expect(await screen.findByRole('button', { name: 'Inloggen' })).toBeEnabled();
  });

  it('shows and hides the password with its toggle', async () => {
    mockApi({});
    const { user } = renderLogin();
    const password = screen.getByLabelText('Wachtwoord');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord Tonen' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord Verbergen' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
