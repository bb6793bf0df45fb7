import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResetPasswordPage } from './ResetPasswordPage';
import { deferredReply, errorReply, jsonReply, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const TOKEN = 'b8Xk2Qp7Lm4Vn9Rt1Ws6Yz3Ha5Jd0Fc';
const NEW_PASSWORD = 'Nieuw-Sterk-wachtwoord-2027';

function renderPage(url = `/wachtwoord-reset?token=${TOKEN}`) {
  return renderRoute(<ResetPasswordPage />, { path: '/wachtwoord-reset', url });
}

type User = ReturnType<typeof renderPage>['user'];

async function choosePassword(user: User, password: string, repeat: string) {
  if (password) await user.type(screen.getByLabelText('Nieuw wachtwoord'), password);
  if (repeat) await user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), repeat);
  await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
}

describe('ResetPasswordPage', () => {
  it('asks for the new password twice, with the rules beside it', () => {
    mockApi({});
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveAccessibleDescription(
      /Eisen aan uw wachtwoord/,
    );
    expect(screen.getByLabelText('Herhaal nieuw wachtwoord')).toHaveAttribute('type', 'password');
  });

  it('checks strength and repetition before asking the server', async () => {
    const { requests: calls } = mockApi({});
    const { user } = renderPage();
    await choosePassword(user, 'wachtwoord12', 'wachtwoord21');
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Het wachtwoord moet een hoofdletter bevatten.',
      'De wachtwoorden komen niet overeen.',
    ]);
    expect(calls).toHaveLength(0);
  });

  it('sends token and password and then offers to log in', async () => {
    const reply = deferredReply();
    const { callsTo } = mockApi({ 'POST /api/password/reset': reply.handler });
    const { user } = renderPage();
    await choosePassword(user, NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByRole('button', { name: 'Bezig…' })).toBeDisabled();
    reply.release(jsonReply(200, { message: 'Uw wachtwoord is gewijzigd.' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Uw wachtwoord is gewijzigd' }),
    ).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(callsTo('POST /api/password/reset').map((call) => call.body)).toEqual([
      { token: TOKEN, password: NEW_PASSWORD },
    ]);
  });

  it('explains a used or expired link, links to a new one and keeps the passwords', async () => {
    mockApi({
      'POST /api/password/reset': () => errorReply(422, 'De herstellink is ongeldig of verlopen.'),
    });
    const { user } = renderPage();
    await choosePassword(user, NEW_PASSWORD, NEW_PASSWORD);

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('De herstellink is ongeldig of verlopen.');
    expect(
      within(summary).getByRole('link', { name: 'Vraag een nieuwe herstellink aan' }),
    ).toHaveAttribute('href', '/wachtwoord-vergeten');
    expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveValue(NEW_PASSWORD);
    expect(screen.getByLabelText('Herhaal nieuw wachtwoord')).toHaveValue(NEW_PASSWORD);
  });

  it('does not blame the link for other failures', async () => {
    mockApi({
      'POST /api/password/reset': () =>
        errorReply(500, 'Er is iets misgegaan. Probeer het later opnieuw.'),
    });
    const { user } = renderPage();
    await choosePassword(user, NEW_PASSWORD, NEW_PASSWORD);
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Er is iets misgegaan. Probeer het later opnieuw.');
    expect(within(summary).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['without a token', '/wachtwoord-reset'],
    ['with a cut-off token', '/wachtwoord-reset?token=b8Xk2'],
  ])('shows no form for a link %s and offers a new one', (_label, url) => {
    const { requests: calls } = mockApi({});
    renderPage(url);
    expect(
      screen.getByRole('heading', { name: 'Deze herstellink is niet compleet' }),
    ).toHaveFocus();
    expect(screen.queryByLabelText('Nieuw wachtwoord')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vraag een nieuwe herstellink aan' })).toHaveAttribute(
      'href',
      '/wachtwoord-vergeten',
    );
    expect(calls).toHaveLength(0);
  });
});
