import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { investor, lijfrenteRuntimeConfig, newInvestor } from '../../test/fixtures';
import { errorBody } from '../../test/mock-api';
import {
  mockNewUserApi,
  mockPendingApi,
  mockPortfolioApi,
  withoutRetries,
} from '../../test/portfolio-api-mock';
import { contracts, germanContract, toSummary } from '../../test/portfolio-fixtures';
import { renderApp } from '../../test/render-app';

const sbSummary = {
  ...toSummary(germanContract),
  ContractID: 1005,
  Contractnummer: 'SB-2023-000010',
  Omschrijving: 'Vermogensopbouw',
  FondsId: 5,
  FondsNaam: 'Aandelenfonds Wereld',
  StartDatum: '2023-05-01',
  HuidigeWaarde: '3280.60',
  PrimoWaardeHuidigeMaandNaProlongatie: '3280.60',
  TotaalIngelegd: '3000.00',
  Resultaat: '280.60',
};

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) =>
        cell.textContent?.replace(/\s+/g, ' ').trim(),
      ),
    );
}

describe('/mijn-investeringen', () => {
  it('lists the current investments per line, the sold ones apart, under one set of totals', async () => {
    setRuntimeConfig(lijfrenteRuntimeConfig);
    mockPortfolioApi({
      'GET /api/contracts/summaries': { body: [...contracts.map(toSummary), sbSummary] },
    });
    renderApp('/mijn-investeringen', { user: investor });

    const realEstate = await screen.findByRole('table', { name: 'Vastgoed' });
    expect(rowsOf(realEstate)).toEqual([
      ['Contract en fonds', 'Startdatum', 'Waarde', 'Ingelegd', 'Resultaat'],
      [
        'NL-2019-001234 ActiefNederlands VastgoedfondsPensioenaanvulling',
        '01-03-2019',
        '€ 18.454,37',
        '€ 16.300,00',
        '€ 2.154,37',
      ],
      [
        'DE-2020-000457 ActiefDuits Vastgoedfonds',
        '15-06-2020',
        '€ 9.871,39',
        '€ 10.000,00',
        '€ 683,89',
      ],
      [
        'US-2025-000031 Wacht op betalingAmerikaans VastgoedfondsSpreiding VS',
        '03-11-2025',
        '€ 0,00',
        '€ 0,00',
        '€ 0,00',
      ],
    ]);
    expect(within(realEstate).getByRole('link', { name: 'NL-2019-001234' })).toHaveAttribute(
      'href',
      '/contractbeheer/1001/gegevens',
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Beleggingsfondsen' })).at(-1)).toEqual([
      'SB-2023-000010 ActiefAandelenfonds WereldVermogensopbouw',
      '01-05-2023',
      '€ 3.280,60',
      '€ 3.000,00',
      '€ 280,60',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Verkochte contracten' })).slice(1)).toEqual([
      [
        'LF-2021-000088 VerkochtVastgoedfinancieringsfondsLeningenfonds',
        '01-02-2021',
        '€ 0,00',
        '€ 7.500,00',
        '€ 512,45',
      ],
    ]);
    // No totals row in any table: the one set of totals is the headline, which says what it counts.
    expect(screen.queryByRole('cell', { name: 'Totaal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Totaal' })).not.toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Totaal van uw lopende contracten' });
    expect(
      within(totals).getByRole('heading', { level: 2, name: 'Totaal van uw lopende contracten' }),
    ).toBeVisible();
    expect(totals).toHaveTextContent(
      'Het verkochte contract LF-2021-000088 telt niet mee; het staat onder Verkochte contracten.',
    );
    // Exactly the sums of the rows above the sold contract: 18.454,37 + 9.871,39 + 0 + 3.280,60.
    expect(within(totals).getByText('Totale waarde').closest('div')).toHaveTextContent(
      '€ 31.606,36',
    );
    expect(within(totals).getByText('Totaal ingelegd').closest('div')).toHaveTextContent(
      '€ 29.300,00',
    );
    expect(within(totals).getByText('Totaal resultaat').closest('div')).toHaveTextContent(
      '€ 3.118,86',
    );
  });

  it('marks column and row headers for screen readers and right-aligns the amounts', async () => {
    mockPortfolioApi();
    renderApp('/mijn-investeringen', { user: investor });
    const table = await screen.findByRole('table', { name: 'Vastgoed' });
    for (const header of within(table).getAllByRole('columnheader')) {
      expect(header).toHaveAttribute('scope', 'col');
    }
    expect(within(table).getAllByRole('rowheader')[0]).toHaveAttribute('scope', 'row');
    expect(within(table).getByRole('columnheader', { name: 'Waarde' })).toHaveClass('num');
    expect(within(table).getByText('€ 18.454,37').closest('td')).toHaveClass('num');
  });

  it('tells a new user there are no investments yet', async () => {
    mockNewUserApi();
    renderApp('/mijn-investeringen', { user: newInvestor });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'U heeft nog geen investeringen' }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Berekenen wat beleggen u kan opleveren' }),
    ).toHaveAttribute('href', '/berekenen/bedrag-beleggen');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the loading state, then an error when the funds cannot be loaded', async () => {
    mockPendingApi();
    const view = renderApp('/mijn-investeringen', { user: investor });
    expect(await screen.findByRole('status')).toHaveTextContent('Uw investeringen worden geladen…');
    view.unmount();

    withoutRetries();
    mockPortfolioApi({
      'GET /api/funds': { status: 500, body: errorBody('Er is iets misgegaan.') },
    });
    renderApp('/mijn-investeringen', { user: investor });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Uw investeringen konden niet worden geladen',
    );
  });
});
