import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_CONFIRMATION } from './api';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { deferredReply, errorReply, jsonReply, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

function renderPage() {
  return renderRoute(<ForgotPasswordPage />, { path: '/wachtwoord-vergeten' });
}

type User = ReturnType<typeof renderPage>['user'];

async function requestLink(user: User, email: string) {
  if (email) await user.type(screen.getByLabelText('E-mailadres'), email);
  await user.click(screen.getByRole('button', { name: 'Herstellink versturen' }));
}

describe('ForgotPasswordPage', () => {
  it('has one heading, a labelled e-mail field and a way back to login', () => {
    mockApi({});
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wachtwoord vergeten');
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('checks the e-mail address before asking the server', async () => {
    const { requests: calls } = mockApi({});
    const { user } = renderPage();
    await requestLink(user, '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Vul uw e-mailadres in.');
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends the address and shows the server confirmation, the same for every address', async () => {
    const reply = deferredReply();
    const { callsTo } = mockApi({ 'POST /api/password/forgot': reply.handler });
    const { user } = renderPage();
    await requestLink(user, 'Belegger@Example.com');
    expect(await screen.findByRole('button', { name: 'Bezig…' })).toBeDisabled();
    reply.release(jsonReply(202, { message: FORGOT_PASSWORD_CONFIRMATION }));

    expect(await screen.findByText(FORGOT_PASSWORD_CONFIRMATION)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Verzoek ontvangen' })).toHaveFocus();
    expect(screen.queryByLabelText('E-mailadres')).not.toBeInTheDocument();
    expect(callsTo('POST /api/password/forgot').map((call) => call.body)).toEqual([
      { email: 'belegger@example.com' },
    ]);
  });

  it('falls back to the known confirmation when the reply carries no message', async () => {
    mockApi({ 'POST /api/password/forgot': { status: 202, unparsed: undefined } });
    const { user } = renderPage();
    await requestLink(user, 'onbekend@example.com');
    expect(await screen.findByText(FORGOT_PASSWORD_CONFIRMATION)).toBeInTheDocument();
  });

  it('shows a refusal and keeps the address', async () => {
    mockApi({
      'POST /api/password/forgot': () =>
        errorReply(429, 'U heeft te vaak een verzoek gedaan. Probeer het over een uur opnieuw.'),
    });
    const { user } = renderPage();
    await requestLink(user, 'belegger@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Het verzoek is niet verstuurd');
    expect(alert).toHaveTextContent('Probeer het over een uur opnieuw.');
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('belegger@example.com');
  });
});
