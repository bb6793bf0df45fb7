import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../lib/runtime-config';
import {
  admin,
  investor,
  lijfrenteRuntimeConfig,
  newInvestor,
  testRuntimeConfig,
  personalInfo,
  noPersonalInfo,
} from '../../test/fixtures';
import { mockApi, type Handler } from '../../test/mock-api';
import {
  americanContract,
  contracts,
  dutchContract,
  soldLoanContract,
  summaries,
  toSummary,
} from '../../test/portfolio-fixtures';
import { renderApp } from '../../test/render-app';

const secondUnpaid = { ...toSummary(americanContract), ContractID: 1006, Contractnummer: 'X' };

function api(overrides: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/relations/me': { body: personalInfo },
    'GET /api/contracts/summaries': { body: [...summaries, secondUnpaid] },
    'GET /api/contracts': { body: contracts },
    ...overrides,
  });
}

async function menu() {
  return screen.findByRole('navigation', { name: 'Hoofdmenu' });
}

describe('side menu, vastgoed brand', () => {
  it('has Mijn overzicht and Producten toevoegen with their links', async () => {
    api();
    renderApp('/mijn-vastgoed', { user: investor });
    const nav = await menu();

    expect(within(nav).getByRole('link', { name: 'Mijn vastgoed' })).toHaveAttribute(
      'href',
      '/mijn-vastgoed',
    );
    expect(within(nav).getByRole('link', { name: /^Betaling afronden/ })).toHaveAttribute(
      'href',
      '/mijn-betaling-afronden',
    );
    const products = within(nav).getByRole('list', { name: 'Producten toevoegen' });
    expect(within(products).getByRole('link', { name: 'Nederlands vastgoed' })).toHaveAttribute(
      'href',
      '/nederlands-vastgoed',
    );
    expect(within(products).getByRole('link', { name: 'Duits vastgoed' })).toHaveAttribute(
      'href',
      '/duits-vastgoed',
    );
  });

  it('links every page an investor may use, grouped (issue 17: two clicks at most)', async () => {
    api();
    renderApp('/mijn-vastgoed', { user: investor });
    const nav = await menu();
    const links = (group: string) =>
      within(within(nav).getByRole('list', { name: group }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);

    expect(links('Mijn overzicht')).toEqual([
      ['Mijn vastgoed', '/mijn-vastgoed'],
      ['Mijn investeringen', '/mijn-investeringen'],
      [expect.stringMatching(/^Betaling afronden/), '/mijn-betaling-afronden'],
      ['Fondsen', '/fondsen-tabel'],
    ]);
    expect(links('Producten toevoegen')).toEqual([
      ['Nederlands vastgoed', '/nederlands-vastgoed'],
      ['Duits vastgoed', '/duits-vastgoed'],
      ['Amerikaans vastgoed', '/amerikaans-vastgoed'],
      ['Leningenfonds', '/leningenfonds'],
    ]);
    expect(links('Berekenen')).toEqual([
      ['Mijn berekeningen', '/mijn-berekeningen'],
      ['Bedrag beleggen', '/berekenen/bedrag-beleggen'],
      ['Lijfrente opbouwen', '/berekenen/lijfrente-opbouwen'],
      ['Lijfrente uitkeren', '/berekenen/lijfrente-uitkeren'],
    ]);
  });

  it('keeps Producten toevoegen for the admin: the spec hides it only in the older menu', async () => {
    api();
    renderApp('/mijn-vastgoed', { user: admin });
    const nav = await menu();
    const products = within(nav).getByRole('list', { name: 'Producten toevoegen' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Nederlands vastgoed', 'Duits vastgoed', 'Amerikaans vastgoed', 'Leningenfonds']);
  });

  it('marks the active item with aria-current', async () => {
    api();
    renderApp('/mijn-vastgoed', { user: investor });
    const nav = await menu();
    expect(within(nav).getByRole('link', { name: 'Mijn vastgoed' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Duits vastgoed' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows the number of unpaid contracts at Betaling afronden', async () => {
    api();
    renderApp('/mijn-vastgoed', { user: investor });
    const nav = await menu();
    const link = await within(nav).findByRole('link', {
      name: 'Betaling afronden, 2 contracten nog te betalen',
    });
    expect(link).toHaveTextContent(/Betaling afronden\s*2/);
  });

  it('shows no count, and no message, while the summaries are unavailable', async () => {
    const calls = api({
      'GET /api/contracts/summaries': {
        status: 404,
        body: { message: 'Niet gevonden.', errors: { ErrorMessage: ['Niet gevonden.'] } },
      },
    });
    // A page without contract data of its own: any alert would be the menu's.
    renderApp('/contact', { user: investor });
    const nav = await menu();
    await waitFor(() => expect(calls.calls('GET', '/api/contracts/summaries')).toHaveLength(1));
    expect(within(nav).getByRole('link', { name: 'Betaling afronden' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows Jaarverslagen when a contract has a positive value this month', async () => {
    api();
    renderApp('/mijn-vastgoed', { user: investor });
    const nav = await menu();
    const link = await within(nav).findByRole('link', { name: /^Jaarverslagen/ });
    expect(link).toHaveAttribute('href', testRuntimeConfig.annualReportsUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves out Jaarverslagen when no contract has a positive value', async () => {
    const calls = api({
      'GET /api/contracts': {
        body: [
          soldLoanContract,
          { ...dutchContract, PrimoWaardeHuidigeMaandNaProlongatie: '0.00' },
        ],
      },
    });
    renderApp('/mijn-vastgoed', { user: investor });
    const nav = await menu();
    await waitFor(() => expect(calls.calls('GET', '/api/contracts')).toHaveLength(1));
    await within(nav).findByRole('link', { name: /^Betaling afronden, 2/ });
    expect(within(nav).queryByRole('link', { name: /Jaarverslagen/ })).not.toBeInTheDocument();
  });

  it('shows Mijn instellingen for a user with personal information', async () => {
    api();
    renderApp('/mijn-vastgoed', { user: investor });
    const nav = await menu();
    expect(await within(nav).findByRole('link', { name: 'Mijn instellingen' })).toHaveAttribute(
      'href',
      '/mijn-instellingen/persoonlijke-informatie',
    );
  });

  it('hides Mijn instellingen for a new user (personal info Id 0)', async () => {
    const calls = api({ 'GET /api/relations/me': { body: noPersonalInfo } });
    renderApp('/mijn-vastgoed', { user: newInvestor });
    const nav = await menu();
    await waitFor(() => expect(calls.calls('GET', '/api/relations/me')).toHaveLength(1));
    await within(nav).findByRole('link', { name: /^Betaling afronden, 2/ });
    expect(within(nav).queryByRole('link', { name: 'Mijn instellingen' })).not.toBeInTheDocument();
  });

  it('is not shown when logged out', async () => {
    api();
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
  });

  it('is hidden on the settings pages', async () => {
    api();
    renderApp('/mijn-instellingen/wachtwoord', { user: investor });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wachtwoord en beveiliging' }),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
  });
});

describe('side menu, lijfrente brand (older menu)', () => {
  it('has Mijn overzicht, Mijn berekeningen and Producten toevoegen with the three products', async () => {
    setRuntimeConfig(lijfrenteRuntimeConfig);
    api();
    renderApp('/mijn-investeringen', { user: investor });
    const nav = await menu();

    expect(within(nav).getByRole('link', { name: 'Mijn investeringen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Mijn berekeningen' })).toHaveAttribute(
      'href',
      '/mijn-berekeningen',
    );
    const products = within(nav).getByRole('list', { name: 'Producten toevoegen' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Bedrag beleggen', '/berekenen/bedrag-beleggen'],
      ['Lijfrente opbouwen', '/berekenen/lijfrente-opbouwen'],
      ['Lijfrente uitkeren', '/berekenen/lijfrente-uitkeren'],
    ]);
    expect(within(nav).queryByRole('link', { name: 'Mijn vastgoed' })).not.toBeInTheDocument();
  });

  it('has Betaling afronden, where its exit dialog sends the investor, and the funds', async () => {
    setRuntimeConfig(lijfrenteRuntimeConfig);
    api();
    renderApp('/mijn-investeringen', { user: investor });
    const nav = await menu();
    const overview = within(nav).getByRole('list', { name: 'Mijn overzicht' });
    expect(
      await within(overview).findByRole('link', {
        name: 'Betaling afronden, 2 contracten nog te betalen',
      }),
    ).toHaveAttribute('href', '/mijn-betaling-afronden');
    expect(within(overview).getByRole('link', { name: 'Fondsen' })).toHaveAttribute(
      'href',
      '/fondsen-tabel',
    );
  });

  it('does not offer products to an admin', async () => {
    setRuntimeConfig(lijfrenteRuntimeConfig);
    api();
    renderApp('/mijn-investeringen', { user: admin });
    const nav = await menu();
    expect(within(nav).getByRole('link', { name: 'Mijn berekeningen' })).toBeInTheDocument();
    expect(within(nav).queryByText(/Producten/)).not.toBeInTheDocument();
    expect(within(nav).queryByRole('list', { name: /Producten/ })).not.toBeInTheDocument();
    for (const name of ['Bedrag beleggen', 'Lijfrente opbouwen', 'Lijfrente uitkeren']) {
      expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('does offer products to an investor', async () => {
    setRuntimeConfig(lijfrenteRuntimeConfig);
    api();
    renderApp('/mijn-investeringen', { user: investor });
    const nav = await menu();
    expect(within(nav).getByText('Producten toevoegen', { selector: 'p' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Bedrag beleggen' })).toBeInTheDocument();
  });
});
