import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmAccountPage } from './ConfirmAccountPage';
import { deferredReply, errorReply, jsonReply, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const TOKEN = 'Zt1m4Qx9cV2bN8rL0kW5yHs3dF7gJ6aP';
const PASSWORD = 'Sterk-wachtwoord-2026';

function renderPage(url: string) {
  return renderRoute(<ConfirmAccountPage />, { path: '/account-bevestigen', url });
}

type User = ReturnType<typeof renderPage>['user'];

async function choosePassword(user: User, password: string, repeat: string) {
  if (password) await user.type(screen.getByLabelText('Wachtwoord'), password);
  if (repeat) await user.type(screen.getByLabelText('Herhaal wachtwoord'), repeat);
  await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan en account activeren' }));
}

describe('ConfirmAccountPage', () => {
  it('asks for the password behind the link, with the rules ticked off while typing', async () => {
    const { requests: calls } = mockApi({});
    const { user } = renderPage(`/account-bevestigen?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Account bevestigen');
    const password = screen.getByLabelText('Wachtwoord');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(/Eisen aan uw wachtwoord/);
    expect(screen.getByText(/een hoofdletter bevatten/)).toHaveTextContent('(nog niet voldaan)');
    await user.type(password, 'Vastgoed');
    expect(screen.getByText(/een hoofdletter bevatten/)).toHaveTextContent('(voldaan)');
    // Nothing is sent by opening the link: the password comes first.
    expect(calls).toHaveLength(0);
  });

  it('sends the token and the password once and reports the activated account', async () => {
    const reply = deferredReply();
    const { callsTo } = mockApi({ 'POST /api/register/confirm': reply.handler });
    const { user } = renderPage(`/account-bevestigen?token=${TOKEN}`);
    await choosePassword(user, PASSWORD, PASSWORD);
    reply.release(jsonReply(200, { message: 'Uw account is geactiveerd.' }));

    const heading = await screen.findByRole('heading', { name: 'Uw account is geactiveerd' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(callsTo('POST /api/register/confirm').map((call) => call.body)).toEqual([
      { token: TOKEN, password: PASSWORD },
    ]);
  });

  it('shows the server message and the ways forward when the link is refused', async () => {
    mockApi({
      'POST /api/register/confirm': () =>
        errorReply(422, 'De bevestigingslink is ongeldig of verlopen.'),
    });
    const { user } = renderPage(`/account-bevestigen?token=${TOKEN}`);
    await choosePassword(user, PASSWORD, PASSWORD);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Uw account is niet geactiveerd');
    expect(alert).toHaveTextContent('De bevestigingslink is ongeldig of verlopen.');
    expect(screen.getByRole('link', { name: 'Nieuw wachtwoord aanvragen' })).toHaveAttribute(
      'href',
      '/wachtwoord-vergeten',
    );
    expect(screen.getByRole('link', { name: 'Opnieuw een account aanmaken' })).toHaveAttribute(
      'href',
      '/account-aanmaken',
    );
    expect(screen.queryByText('Uw account is geactiveerd')).not.toBeInTheDocument();
  });

  it.each([
    ['without a token', '/account-bevestigen'],
    ['with a cut-off token', '/account-bevestigen?token=Zt1m4Qx9'],
  ])('explains a broken link %s without calling the server', (_label, url) => {
    const { requests: calls } = mockApi({});
    renderPage(url);
    expect(
      screen.getByRole('heading', { name: 'Deze bevestigingslink is niet compleet' }),
    ).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Nieuw wachtwoord aanvragen' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
