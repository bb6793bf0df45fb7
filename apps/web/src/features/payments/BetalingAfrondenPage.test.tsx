import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { investor, newInvestor } from '../../test/fixtures';
import { deferredReply, errorBody, errorReply } from '../../test/mock-api';
import { captureLeaveApp, createdPayment } from '../../test/payment-fixtures';
import {
  mockNewUserApi,
  mockPendingApi,
  mockPortfolioApi,
  withoutRetries,
} from '../../test/portfolio-api-mock';
import { americanContract, contracts, toSummary } from '../../test/portfolio-fixtures';
import { renderApp } from '../../test/render-app';

function cells(row: HTMLElement) {
  return [...row.querySelectorAll('th, td')].map((cell) =>
    cell.textContent?.replace(/\s+/g, ' ').trim(),
  );
}

describe('/mijn-betaling-afronden', () => {
  it('lists the contracts whose payment is not completed, with what is due', async () => {
    const secondUnpaid = {
      ...toSummary(americanContract),
      ContractID: 1006,
      Contractnummer: 'NL-2025-004410',
      Omschrijving: '',
      FondsId: 1,
      FondsNaam: 'Nederlands Vastgoedfonds',
      StartDatum: '2025-11-10',
      TeBetalen: '2500.50',
    };
    mockPortfolioApi({
      'GET /api/contracts/summaries': { body: [...contracts.map(toSummary), secondUnpaid] },
    });
    renderApp('/mijn-betaling-afronden', { user: investor });
    const table = await screen.findByRole('table', {
      name: 'Contracten waarvan de betaling nog niet is afgerond',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => cells(row)),
    ).toEqual([
      ['Contract', 'Fonds', 'Aangevraagd op', 'Te betalen', 'Betalen'],
      [
        'US-2025-000031Spreiding VS',
        'Amerikaans Vastgoedfonds',
        '03-11-2025',
        '€ 5.000,00',
        'Betalen met iDEAL voor contract US-2025-000031',
      ],
      [
        'NL-2025-004410',
        'Nederlands Vastgoedfonds',
        '10-11-2025',
        '€ 2.500,50',
        'Betalen met iDEAL voor contract NL-2025-004410',
      ],
      ['Totaal te betalen', '', '', '€ 7.500,50', ''],
    ]);
    expect(within(table).getByRole('link', { name: 'US-2025-000031' })).toHaveAttribute(
      'href',
      '/contractbeheer/1003/gegevens',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Betaling afronden' })).toBeVisible();
  });

  it('starts an iDEAL payment of the first deposit and sends the browser to the checkout', async () => {
    const visits = captureLeaveApp();
    const reply = deferredReply();
    const api = mockPortfolioApi({ 'POST /api/payments': reply.handler });
    renderApp('/mijn-betaling-afronden', { user: investor });
    const pay = await screen.findByRole('button', {
      name: 'Betalen met iDEAL voor contract US-2025-000031',
    });
    await userEvent.dblClick(pay);
    expect(pay).toBeDisabled();
    expect(pay).toHaveTextContent('Bezig…');
    reply.release({ status: 201, body: createdPayment() });
    await vi.waitFor(() => expect(visits).toEqual([createdPayment().checkoutUrl]));
    // A double click makes one payment.
    expect(api.callsTo('POST /api/payments').map((call) => call.body)).toEqual([
      { contractId: 1003, purpose: 'eerste-inleg' },
    ]);
  });

  it('says in Dutch why the payment could not be started, and lets the investor try again', async () => {
    const visits = captureLeaveApp();
    mockPortfolioApi({
      'POST /api/payments': errorReply(
        502,
        'De betaaldienst is nu niet bereikbaar. Probeer het over enkele minuten opnieuw.',
      ),
    });
    renderApp('/mijn-betaling-afronden', { user: investor });
    const pay = await screen.findByRole('button', { name: /Betalen met iDEAL/ });
    await userEvent.click(pay);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('De betaling kon niet worden gestart');
    expect(alert).toHaveTextContent(
      'De betaaldienst is nu niet bereikbaar. Probeer het over enkele minuten opnieuw.',
    );
    expect(pay).toBeEnabled();
    expect(visits).toEqual([]);
  });

  it('says so when nothing is left to pay', async () => {
    mockNewUserApi();
    renderApp('/mijn-betaling-afronden', { user: newInvestor });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'U heeft geen openstaande betalingen' }),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows loading and then an error state', async () => {
    mockPendingApi();
    const view = renderApp('/mijn-betaling-afronden', { user: investor });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Uw openstaande betalingen worden geladen…',
    );
    view.unmount();

    withoutRetries();
    mockPortfolioApi({
      'GET /api/contracts/summaries': { status: 500, body: errorBody('Er is iets misgegaan.') },
    });
    renderApp('/mijn-betaling-afronden', { user: investor });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Uw openstaande betalingen konden niet worden geladen');
    expect(alert).toHaveTextContent('Er is iets misgegaan.');
  });
});
