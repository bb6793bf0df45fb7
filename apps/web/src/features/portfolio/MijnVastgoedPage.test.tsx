import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, newInvestor } from '../../test/fixtures';
import { errorBody } from '../../test/mock-api';
import { mockNewUserApi, mockPendingApi, mockPortfolioApi } from '../../test/portfolio-api-mock';
import { contracts, toSummary } from '../../test/portfolio-fixtures';
import { renderApp } from '../../test/render-app';

// toHaveTextContent collapses whitespace, the no-break space after € included.
const nbsp = ' ';

async function openPage() {
  renderApp('/mijn-vastgoed', { user: investor });
  return screen.findByRole('heading', { level: 2, name: 'Lopende contracten' });
}

function card(name: RegExp) {
  const heading = screen.getByRole('heading', { level: 3, name });
  const article = heading.closest('article');
  if (!article) throw new Error('no card around the heading');
  return article;
}

describe('/mijn-vastgoed', () => {
  it('shows the total value, deposits and result of the current contracts', async () => {
    mockPortfolioApi();
    await openPage();
    const totals = screen.getByRole('region', { name: 'Totaal van uw lopende contracten' });
    // 18.454,37 + 9.871,39 (+ 0 for the contract awaiting payment); the sold one is left out.
    expect(within(totals).getByText('Totale waarde').closest('div')).toHaveTextContent(
      `Totale waarde per 31 oktober 2025€${nbsp}28.325,76`,
    );
    expect(within(totals).getByText('Totaal ingelegd').closest('div')).toHaveTextContent(
      `€${nbsp}26.300,00`,
    );
    expect(within(totals).getByText('Totaal resultaat').closest('div')).toHaveTextContent(
      `€${nbsp}2.838,26`,
    );
    // The sign and the amount never wrap apart.
    expect(totals.textContent).toContain('€\u00a028.325,76');
  });

  it('counts a paid deposit in the value on the card and in the totals, not as a loss', async () => {
    // The American contract's € 5.000 is paid and waits for the NAV of 30 November.
    const waiting = contracts.map((contract) =>
      toSummary(
        contract.ContractID === 1003
          ? {
              ...contract,
              Status: 'actief',
              IsPaymentCompleted: true,
              TeBetalen: '0.00',
              HuidigeWaarde: '5000.00',
              InAfwachtingVanAankoop: '5000.00',
              TotaalIngelegd: '5000.00',
              Resultaat: '0.00',
              AankoopTegenKoersVan: '2025-11-30',
            }
          : contract,
      ),
    );
    mockPortfolioApi({ 'GET /api/contracts/summaries': { body: waiting } });
    await openPage();
    const american = card(/^Spreiding VS/);
    expect(american).toHaveTextContent(
      `Waarde€${nbsp}5.000,00waarvan €${nbsp}5.000,00 in afwachting van aankoop tegen de koers van 30 november 2025`,
    );
    expect(american).toHaveTextContent(`Resultaat€${nbsp}0,00`);
    expect(within(american).getByText(`€${nbsp}0,00`)).not.toHaveClass('figure-negative');
    expect(card(/^Duits Vastgoedfonds/)).not.toHaveTextContent('in afwachting van aankoop');

    const totals = screen.getByRole('region', { name: 'Totaal van uw lopende contracten' });
    expect(within(totals).getByText('Totale waarde').closest('div')).toHaveTextContent(
      `€${nbsp}33.325,76waarvan €${nbsp}5.000,00 in afwachting van aankoop`,
    );
    expect(within(totals).getByText('Totaal resultaat').closest('div')).toHaveTextContent(
      `€${nbsp}2.838,26`,
    );
  });

  it('shows a card per contract with fund, number, value, deposits, result and status', async () => {
    mockPortfolioApi();
    await openPage();
    const dutch = card(/^Pensioenaanvulling/);
    expect(dutch).toHaveTextContent('Nederlands Vastgoedfonds · contractnummer NL-2019-001234');
    expect(dutch).toHaveTextContent(`Waarde per 31-10-2025€${nbsp}18.454,37`);
    expect(dutch).toHaveTextContent(`Ingelegd€${nbsp}16.300,00`);
    expect(dutch).toHaveTextContent(`Resultaat€${nbsp}2.154,37`);
    expect(within(dutch).getByText('Actief')).toBeVisible();
    expect(
      within(dutch).getByRole('link', { name: 'Pensioenaanvulling, contract NL-2019-001234' }),
    ).toHaveAttribute('href', '/contractbeheer/1001/gegevens');
    expect(
      within(dutch).getByRole('link', { name: 'Rendement van contract NL-2019-001234' }),
    ).toHaveAttribute('href', '/contractbeheer/1001/rendement');
    expect(
      within(dutch).getByRole('link', { name: 'Transacties van contract NL-2019-001234' }),
    ).toHaveAttribute('href', '/contractbeheer/1001/transacties');

    // Without a description the fund names the card.
    expect(card(/^Duits Vastgoedfonds/)).toHaveTextContent(`Resultaat€${nbsp}683,89`);
  });

  it('calls for the payment of a contract awaiting payment', async () => {
    mockPortfolioApi();
    await openPage();
    const notice = screen.getByRole('region', { name: 'Betaling nog niet afgerond' });
    expect(notice).toHaveTextContent(
      `Van 1 contract is de betaling nog niet afgerond. Nog te betalen: €${nbsp}5.000,00.`,
    );
    expect(within(notice).getByRole('link', { name: 'Betaling afronden' })).toHaveAttribute(
      'href',
      '/mijn-betaling-afronden',
    );
    const american = card(/^Spreiding VS/);
    expect(american).toHaveTextContent(`Te betalen€${nbsp}5.000,00`);
    expect(within(american).getByText('Wacht op betaling')).toBeVisible();
    expect(
      within(american).getByRole('link', {
        name: 'Betaling afronden van contract US-2025-000031',
      }),
    ).toHaveAttribute('href', '/mijn-betaling-afronden');
  });

  it('lists a sold contract apart, with its realised result', async () => {
    mockPortfolioApi();
    await openPage();
    const sold = screen.getByRole('region', { name: 'Verkochte contracten' });
    const loans = within(sold).getByRole('article');
    expect(loans).toHaveTextContent(`Gerealiseerd resultaat€${nbsp}512,45`);
    expect(loans).not.toHaveTextContent('Waarde');
    expect(
      within(loans).getByRole('link', { name: 'Verkoop van contract LF-2021-000088' }),
    ).toHaveAttribute('href', '/contractbeheer/1004/verkocht');
  });

  it('draws the value per fund as a donut', async () => {
    mockPortfolioApi();
    await openPage();
    expect(screen.getByRole('img', { name: /^Waarde per fonds\./ })).toHaveAccessibleName(
      'Waarde per fonds. Nederlands Vastgoedfonds: €\u00a018.454,37 (65,2%); ' +
        'Duits Vastgoedfonds: €\u00a09.871,39 (34,8%)',
    );
  });

  it('leaves out contracts of the other product line (SB funds)', async () => {
    const sb = { ...toSummary(contracts[1] as (typeof contracts)[number]) };
    mockPortfolioApi({
      'GET /api/contracts/summaries': {
        body: [
          ...contracts.map(toSummary),
          { ...sb, ContractID: 1005, Contractnummer: 'SB-2023-000010', FondsId: 5 },
        ],
      },
    });
    await openPage();
    expect(screen.queryByText(/SB-2023-000010/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('welcomes a new user without contracts and shows where to start', async () => {
    mockNewUserApi();
    renderApp('/mijn-vastgoed', { user: newInvestor });
    const empty = await screen.findByRole('heading', {
      level: 2,
      name: 'U heeft nog geen vastgoedbeleggingen',
    });
    const section = empty.closest('section');
    if (!section) throw new Error('no section');
    expect(
      within(section).getByRole('link', { name: 'Beleggen in Nederlands vastgoed' }),
    ).toHaveAttribute('href', '/nederlands-vastgoed');
    expect(screen.queryByText('Totale waarde')).not.toBeInTheDocument();
  });

  it('shows the loading state while the contracts load', async () => {
    mockPendingApi();
    renderApp('/mijn-vastgoed', { user: investor });
    // The page's chunk may still load first (the layout's status): when this test runs first.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Uw contracten worden geladen…'),
    );
  });

  it('shows an error with the reason, and loads again on request', async () => {
    let fail = true;
    const api = mockPortfolioApi({
      'GET /api/contracts/summaries': () =>
        fail
          ? { status: 500, body: errorBody('De contracten zijn tijdelijk niet beschikbaar.') }
          : { body: contracts.map(toSummary) },
    });
    renderApp('/mijn-vastgoed', { user: investor });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Uw contracten konden niet worden geladen');
    expect(alert).toHaveTextContent('De contracten zijn tijdelijk niet beschikbaar.');

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Lopende contracten' }),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(api.calls('GET', '/api/contracts/summaries').length).toBeGreaterThan(1);
  });

  it('shares one summaries request with the side menu', async () => {
    const api = mockPortfolioApi();
    await openPage();
    expect(api.calls('GET', '/api/contracts/summaries')).toHaveLength(1);
  });
});
