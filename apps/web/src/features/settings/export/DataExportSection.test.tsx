import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { investor } from '../../../test/fixtures';
import { errorBody, type ApiRequest } from '../../../test/mock-api';
import { mockPortfolioApi } from '../../../test/portfolio-api-mock';
import { renderApp } from '../../../test/render-app';

const PAGE = '/mijn-instellingen/persoonlijke-informatie';
const WRONG = 'Het wachtwoord klopt niet. Vul het wachtwoord in waarmee u inlogt.';

/** The server's answer to the password (and code): a one-time link; `sent` keeps the bodies. */
function mockAuthorisation(sent: ApiRequest[]) {
  mockPortfolioApi({
    'POST /api/users/me/export/authorisation': (request) => {
      sent.push(request);
      return {
        status: 201,
        body: {
          downloadToken: 'eenmalig',
          expiresAt: '2026-03-02T09:05:00.000Z',
          downloadUrl: '/api/users/me/export?token=eenmalig',
        },
      };
    },
  });
}

describe('Mijn gegevens downloaden', () => {
  it('asks the password, then lets the browser download the one-time link', async () => {
    const sent: ApiRequest[] = [];
    mockAuthorisation(sent);
    const followed: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push(this.getAttribute('href') ?? '');
    });
    renderApp(PAGE, { user: investor });
    const section = await screen.findByRole('region', { name: 'Mijn gegevens downloaden' });
    expect(section).toHaveTextContent('AVG artikel 15 en 20');

    await userEvent.click(screen.getByRole('button', { name: 'Mijn gegevens downloaden' }));
    expect(
      await screen.findAllByText('Vul uw wachtwoord in om uw gegevens te downloaden.'),
    ).not.toHaveLength(0);
    expect(sent).toHaveLength(0);

    await userEvent.type(within(section).getByLabelText('Uw wachtwoord'), 'Belegger-demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Mijn gegevens downloaden' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Uw download is gestart');
    expect(sent.map((request) => request.body)).toEqual([{ password: 'Belegger-demo-2026' }]);
    expect(followed).toEqual(['/api/users/me/export?token=eenmalig']);
    expect(within(section).getByLabelText('Uw wachtwoord')).toHaveValue('');
    click.mockRestore();
  });

  it('shows a wrong password beside the form and starts nothing', async () => {
    mockPortfolioApi({
      'POST /api/users/me/export/authorisation': { status: 422, body: errorBody(WRONG) },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderApp(PAGE, { user: investor });
    const section = await screen.findByRole('region', { name: 'Mijn gegevens downloaden' });
    await userEvent.type(within(section).getByLabelText('Uw wachtwoord'), 'fout');
    await userEvent.click(screen.getByRole('button', { name: 'Mijn gegevens downloaden' }));
    expect(await screen.findByText('De download is niet gestart')).toBeInTheDocument();
    expect(screen.getAllByText(WRONG)).not.toHaveLength(0);
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('asks the code of two-step verification beside the password when it is on', async () => {
    const sent: ApiRequest[] = [];
    mockAuthorisation(sent);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp(PAGE, { user: { ...investor, twoFactorEnabled: true } });
    const section = await screen.findByRole('region', { name: 'Mijn gegevens downloaden' });
    await userEvent.type(within(section).getByLabelText('Uw wachtwoord'), 'Belegger-demo-2026');
    await userEvent.click(
      within(section).getByRole('button', { name: 'Mijn gegevens downloaden' }),
    );
    expect(
      await within(section).findAllByText('Vul de code uit uw authenticator-app in.'),
    ).not.toHaveLength(0);
    expect(sent).toHaveLength(0);

    await userEvent.type(within(section).getByLabelText('Code uit uw authenticator-app'), '123456');
    await userEvent.click(
      within(section).getByRole('button', { name: 'Mijn gegevens downloaden' }),
    );
    expect(await screen.findByText(/Uw download is gestart/)).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([
      { password: 'Belegger-demo-2026', code: '123456' },
    ]);
    click.mockRestore();
  });
});
