import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testRuntimeConfig } from '../../test/fixtures';
import { CreateAccountPage } from './CreateAccountPage';
import { deferredReply, errorReply, jsonReply, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const ACCEPTED = {
  message:
    'Wij hebben u een e-mail gestuurd. Klik op de link in de e-mail om uw account te activeren.',
};

function renderPage() {
  return renderRoute(<CreateAccountPage />, { path: '/account-aanmaken' });
}

type User = ReturnType<typeof renderPage>['user'];

async function fillForm(
  user: User,
  values: { email: string; password: string; repeat: string; consent: boolean },
) {
  await user.type(screen.getByLabelText('E-mailadres'), values.email);
  await user.type(screen.getByLabelText('Wachtwoord'), values.password);
  await user.type(screen.getByLabelText('Herhaal wachtwoord'), values.repeat);
  if (values.consent) await user.click(screen.getByRole('checkbox'));
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Account aanmaken' }));

describe('CreateAccountPage', () => {
  it('has one heading, labelled fields and a consent link to the privacy statement in a new tab', () => {
    mockApi({});
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Account aanmaken');
    expect(screen.getByLabelText('E-mailadres')).toBeInTheDocument();
    expect(screen.getByLabelText('Wachtwoord')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Herhaal wachtwoord')).toHaveAttribute('type', 'password');

    const consent = screen.getByRole('checkbox', {
      name: /Ik ga akkoord met de privacy- en cookieverklaring/,
    });
    expect(consent).not.toBeChecked();
    const link = screen.getByRole('link', { name: /privacy- en cookieverklaring/ });
    expect(link).toHaveAttribute('href', testRuntimeConfig.privacyUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lists every problem in Dutch without calling the server', async () => {
    const { requests: calls } = mockApi({});
    const { user } = renderPage();
    await submit(user);

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Vul uw e-mailadres in.',
      'Het wachtwoord moet minimaal 12 tekens lang zijn.',
      'Herhaal uw wachtwoord.',
      'U moet akkoord gaan met de privacyverklaring en de voorwaarden.',
    ]);
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Fout: U moet akkoord gaan met de privacyverklaring en de voorwaarden.',
    );
    expect(calls).toHaveLength(0);
  });

  it('says when the repeated password differs', async () => {
    const { requests: calls } = mockApi({});
    const { user } = renderPage();
    await fillForm(user, {
      email: 'nieuw.belegger@example.com',
      password: 'Sterk-wachtwoord-2026',
      repeat: 'Sterk-wachtwoord-2025',
      consent: true,
    });
    await submit(user);

    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['De wachtwoorden komen niet overeen.']);
    expect(screen.getByLabelText('Herhaal wachtwoord')).toHaveAccessibleDescription(
      'Fout: De wachtwoorden komen niet overeen.',
    );
    expect(calls).toHaveLength(0);
  });

  it('refuses the e-mail address as password', async () => {
    mockApi({});
    const { user } = renderPage();
    await fillForm(user, {
      email: 'jan.jansen2026@example.com',
      password: 'Jan.Jansen2026@example.com',
      repeat: 'Jan.Jansen2026@example.com',
      consent: true,
    });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Het wachtwoord mag niet gelijk zijn aan uw e-mailadres.',
    );
  });

  it('ticks off the password rules while the password is typed', async () => {
    mockApi({});
    const { user } = renderPage();
    const password = screen.getByLabelText('Wachtwoord');
    expect(password).toHaveAccessibleDescription(/Eisen aan uw wachtwoord/);
    expect(screen.getByText(/een hoofdletter bevatten/)).toHaveTextContent('(nog niet voldaan)');
    await user.type(password, 'Vastgoed');
    expect(screen.getByText(/een hoofdletter bevatten/)).toHaveTextContent('(voldaan)');
    expect(screen.getByText(/een cijfer bevatten/)).toHaveTextContent('(nog niet voldaan)');
  });

  it('sends only e-mail, password and consent and then asks to check the mail', async () => {
    const { callsTo } = mockApi({ 'POST /api/register': () => jsonReply(202, ACCEPTED) });
    const { user } = renderPage();
    await fillForm(user, {
      email: 'Nieuw.Belegger@Example.com',
      password: 'Sterk-wachtwoord-2026',
      repeat: 'Sterk-wachtwoord-2026',
      consent: true,
    });
    await submit(user);

    const heading = await screen.findByRole('heading', { level: 2, name: 'Controleer uw e-mail' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('nieuw.belegger@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account aanmaken' })).not.toBeInTheDocument();
    expect(callsTo('POST /api/register').map((call) => call.body)).toEqual([
      { email: 'nieuw.belegger@example.com', password: 'Sterk-wachtwoord-2026', consent: true },
    ]);
  });

  it('shows the server error and keeps everything that was entered', async () => {
    const reply = deferredReply();
    mockApi({ 'POST /api/register': reply.handler });
    const { user } = renderPage();
    await fillForm(user, {
      email: 'nieuw.belegger@example.com',
      password: 'Sterk-wachtwoord-2026',
      repeat: 'Sterk-wachtwoord-2026',
      consent: true,
    });
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Bezig…' })).toBeDisabled();
    reply.release(
      errorReply(429, 'U heeft te vaak een verzoek gedaan. Probeer het over een uur opnieuw.'),
    );

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Het account is niet aangemaakt');
    expect(summary).toHaveTextContent(
      'U heeft te vaak een verzoek gedaan. Probeer het over een uur opnieuw.',
    );
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('nieuw.belegger@example.com');
    expect(screen.getByLabelText('Wachtwoord')).toHaveValue('Sterk-wachtwoord-2026');
    expect(screen.getByLabelText('Herhaal wachtwoord')).toHaveValue('Sterk-wachtwoord-2026');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Account aanmaken' })).toBeEnabled();
  });
});
