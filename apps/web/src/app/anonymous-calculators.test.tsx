import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, personalInfo } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render-app';

const CALCULATORS = [
  ['Bedrag beleggen', '/berekenen/bedrag-beleggen'],
  ['Lijfrente opbouwen', '/berekenen/lijfrente-opbouwen'],
  ['Lijfrente uitkeren', '/berekenen/lijfrente-uitkeren'],
];

function linksOf(list: HTMLElement) {
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** Issue 17: /about promises calculating without an account, so a visitor must find the way. */
describe('the calculators for an anonymous visitor', () => {
  it('are linked on the login page', async () => {
    mockApi();
    renderApp('/login', { user: null });
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Inloggen' });
    expect(linksOf(within(main).getByRole('list', { name: 'Berekenen zonder account' }))).toEqual(
      CALCULATORS,
    );
  });

  it('are linked on /about', async () => {
    mockApi();
    renderApp('/about', { user: null });
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1 });
    expect(
      linksOf(within(main).getByRole('list', { name: 'Direct berekenen, zonder account' })),
    ).toEqual(CALCULATORS);
  });

  it('are linked in the footer, and one click from the login page opens a calculator', async () => {
    mockApi({ 'GET /api/funds': { body: { data: [] } } });
    const user = userEvent.setup();
    renderApp('/contact', { user: null });
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Berekenen zonder account' });
    expect(linksOf(nav)).toEqual(CALCULATORS);

    await user.click(within(nav).getByRole('link', { name: 'Lijfrente uitkeren' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lijfrente uitkeren' }),
    ).toBeVisible();
  });

  it('leave the footer once logged in: the side menu has them', async () => {
    mockApi({
      'GET /api/relations/me': { body: personalInfo },
      'GET /api/contracts/summaries': { body: [] },
      'GET /api/contracts': { body: [] },
    });
    renderApp('/contact', { user: investor });
    const nav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(nav).getByRole('link', { name: 'Bedrag beleggen' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).queryByRole('navigation', {
        name: 'Berekenen zonder account',
      }),
    ).not.toBeInTheDocument();
  });
});
