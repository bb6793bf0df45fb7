import { EMAIL_CHANGE_MESSAGES } from '@bp/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'a'.repeat(43);
const PAGE = `/e-mailadres-bevestigen?token=${TOKEN}`;

describe('/e-mailadres-bevestigen', () => {
  it('confirms with a button press, not on opening, and says the address changed', async () => {
    const api = mockApi({
      'POST /api/email-change/confirm': { body: { message: EMAIL_CHANGE_MESSAGES.confirmed } },
    });
    renderApp(PAGE, { user: null });
    const button = await screen.findByRole('button', { name: 'Nieuw e-mailadres bevestigen' });
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
    await userEvent.setup().click(button);
    expect(
      await screen.findByRole('heading', { name: 'Uw e-mailadres is gewijzigd' }),
    ).toBeVisible();
    expect(screen.getByText(EMAIL_CHANGE_MESSAGES.confirmed)).toBeVisible();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      token: TOKEN,
    });
  });

  it('explains a link that no longer works', async () => {
    mockApi({
      'POST /api/email-change/confirm': {
        status: 422,
        body: errorBody(EMAIL_CHANGE_MESSAGES.linkInvalid),
      },
    });
    renderApp(PAGE, { user: null });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Nieuw e-mailadres bevestigen' }));
    expect(await screen.findByText(EMAIL_CHANGE_MESSAGES.linkInvalid)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Uw e-mailadres is niet gewijzigd' })).toBeVisible();
  });

  it('says so when the link is incomplete', async () => {
    mockApi({});
    renderApp('/e-mailadres-bevestigen?token=kort', { user: null });
    expect(
      await screen.findByRole('heading', { name: 'Deze bevestigingslink is niet compleet' }),
    ).toBeVisible();
  });
});
