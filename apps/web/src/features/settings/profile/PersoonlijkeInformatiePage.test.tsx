import type { PersonalInfo } from '@bp/api-schema';
import {
  ADMINISTRATION_CHANGES_TEXT,
  EMAIL_CHANGE_MESSAGES,
  PERSONAL_INFO_MESSAGES,
} from '@bp/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { POSTCODE_NOTES } from '../../../lib/postcode-lookup';
import { useAppStore } from '../../../lib/store';
import { investor, newInvestor, noPersonalInfo, personalInfo } from '../../../test/fixtures';
import { errorBody, type ApiRequest, type Handler } from '../../../test/mock-api';
import { mockPortfolioApi } from '../../../test/portfolio-api-mock';
import { renderApp } from '../../../test/render-app';

const PAGE = '/mijn-instellingen/persoonlijke-informatie';
/** Nederland not first: the stored country must stay selected when the list arrives. */
const COUNTRIES = [
  { code: 'DE', name: 'Duitsland' },
  { code: 'NL', name: 'Nederland' },
];

function mockProfileApi(overrides: Record<string, Handler> = {}) {
  const sent: ApiRequest[] = [];
  const api = mockPortfolioApi({
    'GET /api/countries': { body: COUNTRIES },
    'GET /api/users/me/email': { body: { email: investor.email, pending: null } },
    'PATCH /api/relations/me': (request) => {
      sent.push(request);
      const body = request.body as { adres?: Record<string, string>; gebruikersnaam?: string };
      const stored: PersonalInfo = {
        ...personalInfo,
        ...(body.adres
          ? {
              Postcode: body.adres.postcode ?? null,
              Huisnummer: body.adres.huisnummer ?? null,
              Straatnaam: body.adres.straatnaam ?? null,
              Woonplaats: body.adres.woonplaats ?? null,
              Land: body.adres.land ?? null,
            }
          : {}),
        ...(body.gebruikersnaam !== undefined
          ? { Gebruikersnaam: body.gebruikersnaam === '' ? null : body.gebruikersnaam }
          : {}),
      };
      return { body: stored };
    },
    ...overrides,
  });
  return { api, sent };
}

const details = async () => {
  const section = (await screen.findByRole('heading', { name: 'Uw gegevens' })).closest('section');
  if (!section) throw new Error('no section');
  return within(section);
};

describe('Persoonlijke informatie', () => {
  it('shows the stored details, and BSN and date of birth masked with how they change', async () => {
    mockProfileApi();
    renderApp(PAGE, { user: investor });
    const form = await details();
    expect(form.getByLabelText('Achternaam')).toHaveValue('Vries');
    expect(form.getByLabelText('Postcode')).toHaveValue('1011AB');
    expect(await form.findByRole('option', { name: 'Duitsland' })).toBeInTheDocument();
    expect(form.getByLabelText('Land')).toHaveDisplayValue('Nederland');
    expect(form.getByLabelText(/^Mobiel nummer/)).toHaveValue('0612345678');
    expect(form.getByLabelText('Gebruikersnaam')).toHaveValue(investor.username);
    expect(screen.getByText('•••••2333')).toBeVisible();
    expect(screen.getByText('••-••-1968')).toBeVisible();
    expect(screen.getByText(ADMINISTRATION_CHANGES_TEXT)).toBeVisible();
  });

  it('fills in street and town through the postcode lookup and sends only the address', async () => {
    const { sent } = mockProfileApi({
      'POST /api/postcode': {
        body: {
          postcode: '1234AB',
          huisnummer: 12,
          straatnaam: 'Dorpsstraat',
          woonplaats: 'Utrecht',
        },
      },
    });
    renderApp(PAGE, { user: investor });
    const form = await details();
    const user = userEvent.setup();
    await user.clear(form.getByLabelText('Postcode'));
    await user.type(form.getByLabelText('Postcode'), '1234 ab');
    await user.clear(form.getByLabelText(/^Huisnummer/));
    await user.type(form.getByLabelText(/^Huisnummer/), '12');
    await user.click(form.getByRole('button', { name: 'Adres opzoeken' }));
    expect(await form.findByDisplayValue('Dorpsstraat')).toBeVisible();
    expect(form.getByLabelText('Woonplaats')).toHaveValue('Utrecht');

    await user.click(form.getByRole('button', { name: 'Gegevens opslaan' }));
    expect(await form.findByText(PERSONAL_INFO_MESSAGES.saved)).toBeVisible();
    expect(sent.map((request) => request.body)).toEqual([
      {
        adres: {
          land: 'NL',
          postcode: '1234AB',
          huisnummer: '12',
          straatnaam: 'Dorpsstraat',
          woonplaats: 'Utrecht',
        },
      },
    ]);
  });

  it('keeps the fields editable when the lookup cannot reach the service', async () => {
    mockProfileApi({ 'POST /api/postcode': { status: 502, body: errorBody('Niet bereikbaar.') } });
    renderApp(PAGE, { user: investor });
    const form = await details();
    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'Adres opzoeken' }));
    expect(await form.findByText(POSTCODE_NOTES.unreachable)).toBeVisible();
    await user.clear(form.getByLabelText('Straatnaam'));
    await user.type(form.getByLabelText('Straatnaam'), 'Kerkstraat');
    expect(form.getByLabelText('Straatnaam')).toHaveValue('Kerkstraat');
  });

  it('checks with the API’s rules before sending, and names the wrong field', async () => {
    const { sent } = mockProfileApi();
    renderApp(PAGE, { user: investor });
    const form = await details();
    const user = userEvent.setup();
    await user.clear(form.getByLabelText(/^Mobiel nummer/));
    await user.type(form.getByLabelText(/^Mobiel nummer/), '020 123 4567');
    await user.click(form.getByRole('button', { name: 'Gegevens opslaan' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: /geen mobiel nummer/ })).toBeVisible();
    expect(form.getByLabelText(/^Mobiel nummer/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('shows a new username in the header after saving', async () => {
    const { sent } = mockProfileApi();
    renderApp(PAGE, { user: investor });
    const form = await details();
    const user = userEvent.setup();
    await user.clear(form.getByLabelText('Gebruikersnaam'));
    await user.type(form.getByLabelText('Gebruikersnaam'), 'Jan');
    await user.click(form.getByRole('button', { name: 'Gegevens opslaan' }));
    expect(await form.findByText(PERSONAL_INFO_MESSAGES.saved)).toBeVisible();
    expect(sent.map((request) => request.body)).toEqual([{ gebruikersnaam: 'Jan' }]);
    expect(useAppStore.getState().user?.username).toBe('Jan');
    expect(screen.getByRole('link', { name: 'Jan' })).toBeVisible();

    // A second save compares with what the first one stored: only the new change goes.
    await user.clear(form.getByLabelText('Achternaam'));
    await user.type(form.getByLabelText('Achternaam'), 'Bakker');
    await user.click(form.getByRole('button', { name: 'Gegevens opslaan' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({ achternaam: 'Bakker' });
  });

  it('asks a new e-mail address with the password and shows that it waits for the link', async () => {
    let pending: { email: string; expiresAt: string } | null = null;
    const { api } = mockProfileApi({
      'GET /api/users/me/email': () => ({ body: { email: investor.email, pending } }),
      'POST /api/users/me/email': () => {
        pending = { email: 'nieuw-adres@example.com', expiresAt: '2026-03-03T09:00:00.000Z' };
        return { status: 202, body: { message: EMAIL_CHANGE_MESSAGES.requested } };
      },
    });
    renderApp(PAGE, { user: investor });
    const section = within(
      (await screen.findByRole('heading', { name: 'E-mailadres' })).closest('section') ??
        document.body,
    );
    const user = userEvent.setup();
    await user.type(section.getByLabelText(/^Nieuw e-mailadres/), 'Nieuw-Adres@example.com');
    await user.type(section.getByLabelText(/^Uw wachtwoord/), 'Belegger-demo-2026');
    await user.click(section.getByRole('button', { name: 'E-mailadres wijzigen' }));
    expect(await section.findByText(EMAIL_CHANGE_MESSAGES.requested)).toBeVisible();
    expect(
      await section.findByText(EMAIL_CHANGE_MESSAGES.pending('nieuw-adres@example.com')),
    ).toBeVisible();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'nieuw-adres@example.com',
      password: 'Belegger-demo-2026',
    });
  });

  it('asks the code of two-step verification beside the password when it is on', async () => {
    const { api } = mockProfileApi({
      'POST /api/users/me/email': {
        status: 202,
        body: { message: EMAIL_CHANGE_MESSAGES.requested },
      },
    });
    renderApp(PAGE, { user: { ...investor, twoFactorEnabled: true } });
    const section = within(
      (await screen.findByRole('heading', { name: 'E-mailadres' })).closest('section') ??
        document.body,
    );
    const user = userEvent.setup();
    await user.type(section.getByLabelText(/^Nieuw e-mailadres/), 'nieuw-adres@example.com');
    await user.type(section.getByLabelText(/^Uw wachtwoord/), 'Belegger-demo-2026');
    await user.type(section.getByLabelText(/^Code uit uw authenticator-app/), '654321');
    await user.click(section.getByRole('button', { name: 'E-mailadres wijzigen' }));
    expect(await section.findByText(EMAIL_CHANGE_MESSAGES.requested)).toBeVisible();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'nieuw-adres@example.com',
      password: 'Belegger-demo-2026',
      code: '654321',
    });
  });

  it('lets a user without personal information set only the username', async () => {
    mockProfileApi({
      'GET /api/relations/me': { body: noPersonalInfo },
      'GET /api/users/me/email': { body: { email: newInvestor.email, pending: null } },
    });
    renderApp(PAGE, { user: newInvestor });
    const form = await details();
    expect(form.getByText(PERSONAL_INFO_MESSAGES.noPersonalInfoYet)).toBeVisible();
    expect(form.queryByLabelText('Achternaam')).toBeNull();
    expect(form.getByLabelText('Gebruikersnaam')).toHaveValue('');
  });
});
