import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { investor } from '../../../test/fixtures';
import { mockPortfolioApi } from '../../../test/portfolio-api-mock';
import { germanContract } from '../../../test/portfolio-fixtures';
import { definitionOf } from '../../../test/queries';
import { renderApp } from '../../../test/render-app';

describe('/contractbeheer/:id/verkocht', () => {
  it('shows the sale and the realised result of a sold contract', async () => {
    mockPortfolioApi();
    renderApp('/contractbeheer/1004/verkocht', { user: investor });
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Uw verkochte participaties',
    });
    const sold = heading.closest('section') as HTMLElement;
    expect(definitionOf(sold, 'Verkocht op')).toBe('30 september 2024');
    expect(definitionOf(sold, 'Totaal ingelegd')).toBe('€ 7.500,00');
    expect(definitionOf(sold, 'Verkoopopbrengst')).toBe('€ 8.012,45');
    expect(definitionOf(sold, 'Ontvangen uitkeringen')).toBe('€ 0,00');
    // 8.012,45 + 0,00 − 7.500,00
    expect(definitionOf(sold, 'Gerealiseerd resultaat')).toBe('€ 512,45');
    expect(
      within(sold).getByRole('link', { name: 'Rendement over de hele looptijd' }),
    ).toHaveAttribute('href', '/contractbeheer/1004/rendement?periode=sinds-start');
  });

  it('says clearly that an active contract is not sold', async () => {
    mockPortfolioApi();
    renderApp('/contractbeheer/1001/verkocht', { user: investor });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Dit contract is niet verkocht' }),
    ).toBeVisible();
    expect(screen.getByText(/nog geen participaties verkocht/)).toBeVisible();
  });

  it('points to earlier partial sales of a running contract', async () => {
    mockPortfolioApi({
      'GET /api/contracts/1002': {
        body: [{ ...germanContract, TotaalOnttrokken: '1500.00', Resultaat: '2183.89' }],
      },
    });
    renderApp('/contractbeheer/1002/verkocht', { user: investor });
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Dit contract is niet verkocht',
    });
    expect(heading.closest('section')).toHaveTextContent(
      'Eerder heeft u participaties verkocht voor in totaal € 1.500,00',
    );
    expect(screen.getAllByRole('link', { name: 'Transacties' }).at(-1)).toHaveAttribute(
      'href',
      '/contractbeheer/1002/transacties',
    );
  });
});
