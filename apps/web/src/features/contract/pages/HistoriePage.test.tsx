import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { investor } from '../../../test/fixtures';
import { errorBody } from '../../../test/mock-api';
import { mockPortfolioApi, withoutRetries } from '../../../test/portfolio-api-mock';
import { renderApp } from '../../../test/render-app';

describe('/contractbeheer/:id/historie', () => {
  it('lists what happened to the contract in order, oldest first', async () => {
    mockPortfolioApi();
    renderApp('/contractbeheer/1001/historie', { user: investor });
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Wat er met dit contract is gebeurd',
    });
    const items = within(heading.closest('section') as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '20 februari 2019Contract aangevraagd',
      '1 maart 2019Eerste inleg van € 5.000,00 ontvangen',
      '15 april 2019Periodieke inleg van € 100,00 per maand gestart',
    ]);
    expect(within(items[0] as HTMLElement).getByText('20 februari 2019')).toHaveAttribute(
      'datetime',
      '2019-02-20',
    );
    // An ordered list: the order is part of the meaning.
    expect(items[0]?.parentElement?.tagName).toBe('OL');
  });

  it('says so when nothing happened yet', async () => {
    mockPortfolioApi({ 'GET /api/contracts/1003/historie': { body: { data: [] } } });
    renderApp('/contractbeheer/1003/historie', { user: investor });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nog geen gebeurtenissen' }),
    ).toBeVisible();
  });

  it('shows an error when the history cannot be loaded', async () => {
    withoutRetries();
    mockPortfolioApi({
      'GET /api/contracts/1001/historie': { status: 500, body: errorBody('Er is iets misgegaan.') },
    });
    renderApp('/contractbeheer/1001/historie', { user: investor });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De historie kon niet worden geladen',
    );
  });
});
