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

async function fillForm(user: User, values: { email: string; consent: boolean }) {
  await user.type(screen.getByLabelText('E-mailadres'), values.email);
  if (values.consent) await user.click(screen.getByRole('checkbox'));
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Account aanmaken' }));

describe('CreateAccountPage', () => {
  it('has one heading, the address and a consent link to the privacy statement in a new tab, no password', () => {
    mockApi({});
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Account aanmaken');
    expect(screen.getByLabelText('E-mailadres')).toBeInTheDocument();
    // The password is chosen behind the mailed link, once the address is proven.
    expect(screen.queryByLabelText('Wachtwoord')).not.toBeInTheDocument();

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
      'U moet akkoord gaan met de privacyverklaring en de voorwaarden.',
    ]);
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Fout: U moet akkoord gaan met de privacyverklaring en de voorwaarden.',
    );
    expect(calls).toHaveLength(0);
  });

  it('sends only e-mail and consent and then asks to check the mail', async () => {
    const { callsTo } = mockApi({ 'POST /api/register': () => jsonReply(202, ACCEPTED) });
    const { user } = renderPage();
    await fillForm(user, {
      email: 'Nieuw.Belegger@Example.com',
      consent: true,
    });
    await submit(user);

    const heading = await screen.findByRole('heading', { level: 2, name: 'Controleer uw e-mail' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('nieuw.belegger@example.com')).toBeInTheDocument();
    expect(heading.parentElement).toHaveTextContent('daar kiest u uw wachtwoord');
    expect(screen.queryByRole('button', { name: 'Account aanmaken' })).not.toBeInTheDocument();
    expect(callsTo('POST /api/register').map((call) => call.body)).toEqual([
      { email: 'nieuw.belegger@example.com', consent: true },
    ]);
  });

  it('shows the server error and keeps everything that was entered', async () => {
    const reply = deferredReply();
    mockApi({ 'POST /api/register': reply.handler });
    const { user } = renderPage();
    await fillForm(user, {
      email: 'nieuw.belegger@example.com',
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
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Account aanmaken' })).toBeEnabled();
  });
});
