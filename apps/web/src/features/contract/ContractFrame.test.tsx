import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { investor, lijfrenteRuntimeConfig } from '../../test/fixtures';
import { errorBody } from '../../test/mock-api';
import { mockPendingApi, mockPortfolioApi, withoutRetries } from '../../test/portfolio-api-mock';
import { dutchContract } from '../../test/portfolio-fixtures';
import { renderApp } from '../../test/render-app';

const notFoundReply = { status: 404, body: errorBody('Contract niet gevonden.') };

describe('the contract pages’ frame', () => {
  it('offers Bijstorten and Verkopen for an active contract only', async () => {
    mockPortfolioApi();
    renderApp('/contractbeheer/1002/gegevens', { user: investor });
    const actions = await screen.findByRole('list', {
      name: 'Acties voor contract DE-2020-000457',
    });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Bijstorten', '/contractbeheer/1002/bijstorten'],
      ['Verkopen', '/contractbeheer/1002/verkopen'],
    ]);
  });

  it.each([
    ['sold', 1004],
    ['awaiting its first payment', 1003],
  ])('offers neither for a contract %s', async (_, id) => {
    mockPortfolioApi();
    renderApp(`/contractbeheer/${id}/gegevens`, { user: investor });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await screen.findByText(/contractnummer/);
    expect(screen.queryByRole('list', { name: /^Acties voor contract/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bijstorten' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Verkopen' })).toBeNull();
  });

  it('names the contract and links its sections, marking the current one', async () => {
    mockPortfolioApi();
    renderApp('/contractbeheer/1001/historie', { user: investor });
    expect(
      await screen.findByText(/Pensioenaanvulling · contractnummer NL-2019-001234/),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Historie' })).toBeVisible();

    const tabs = screen.getByRole('navigation', {
      name: 'Onderdelen van contract NL-2019-001234',
    });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Gegevens', '/contractbeheer/1001/gegevens'],
      ['Transacties', '/contractbeheer/1001/transacties'],
      ['Rendement', '/contractbeheer/1001/rendement'],
      ['Historie', '/contractbeheer/1001/historie'],
      ['Documenten', '/contractbeheer/1001/documenten'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Historie' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Gegevens' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('link', { name: 'Terug naar Mijn vastgoed' })).toHaveAttribute(
      'href',
      '/mijn-vastgoed',
    );
  });

  it('offers the Verkocht tab for a sold contract', async () => {
    mockPortfolioApi();
    renderApp('/contractbeheer/1004/gegevens', { user: investor });
    const tabs = await screen.findByRole('navigation', {
      name: 'Onderdelen van contract LF-2021-000088',
    });
    expect(within(tabs).getByRole('link', { name: 'Verkocht' })).toHaveAttribute(
      'href',
      '/contractbeheer/1004/verkocht',
    );
  });

  it('says "Contract niet gevonden" when the API answers 404 (another investor’s contract)', async () => {
    const api = mockPortfolioApi({ 'GET /api/contracts/2001': notFoundReply });
    renderApp('/contractbeheer/2001/transacties', { user: investor });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Contract niet gevonden' })).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Naar Mijn vastgoed' })).toHaveAttribute(
      'href',
      '/mijn-vastgoed',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: /Onderdelen/ })).not.toBeInTheDocument();
    // Nothing else about the contract is asked for.
    expect(api.calls('GET', '/api/contracts/2001/transacties')).toHaveLength(0);
  });

  it('treats an empty answer as not found', async () => {
    mockPortfolioApi({ 'GET /api/contracts/1001': { body: [] } });
    renderApp('/contractbeheer/1001/gegevens', { user: investor });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Contract niet gevonden' }),
    ).toBeVisible();
  });

  it('does not ask the API about an address that cannot be a contract', async () => {
    const api = mockPortfolioApi();
    renderApp('/contractbeheer/abc/gegevens', { user: investor });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Contract niet gevonden' }),
    ).toBeVisible();
    expect(api.requests.filter((request) => request.path.startsWith('/api/contracts/a'))).toEqual(
      [],
    );
  });

  it('goes back to Mijn investeringen in the lijfrente brand', async () => {
    setRuntimeConfig(lijfrenteRuntimeConfig);
    mockPortfolioApi();
    renderApp('/contractbeheer/1001/gegevens', { user: investor });
    expect(
      await screen.findByRole('link', { name: 'Terug naar Mijn investeringen' }),
    ).toHaveAttribute('href', '/mijn-investeringen');
  });

  it('shows the loading state, and an error with a retry', async () => {
    mockPendingApi();
    const view = renderApp('/contractbeheer/1001/gegevens', { user: investor });
    expect(await screen.findByText('Het contract wordt geladen…')).toBeVisible();
    view.unmount();

    withoutRetries();
    let fail = true;
    mockPortfolioApi({
      'GET /api/contracts/1001': () =>
        fail
          ? { status: 500, body: errorBody('Er is iets misgegaan.') }
          : { body: [dutchContract] },
    });
    renderApp('/contractbeheer/1001/gegevens', { user: investor });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Het contract kon niet worden geladen');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 2, name: 'Contract' })).toBeVisible();
  });
});
