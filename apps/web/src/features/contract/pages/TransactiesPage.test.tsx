import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { investor } from '../../../test/fixtures';
import { errorBody, type ApiRequest } from '../../../test/mock-api';
import { mockPortfolioApi, withoutRetries } from '../../../test/portfolio-api-mock';
import { transactions } from '../../../test/portfolio-fixtures';
import { tableRows } from '../../../test/queries';
import { renderApp } from '../../../test/render-app';
import { sellOrder } from '../../../test/sell-order-fixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-11-22T10:00:00Z'));
});

const transactionsPath = '/api/contracts/1001/transacties';

function page(totaal = transactions.length) {
  return (request: ApiRequest) => {
    const query = new URL(request.path, 'http://localhost').searchParams;
    return {
      body: {
        data: transactions,
        pagina: Number(query.get('pagina') ?? 1),
        perPagina: Number(query.get('perPagina') ?? 25),
        totaal,
      },
    };
  };
}

function lastQuery(api: ReturnType<typeof mockPortfolioApi>) {
  const request = api.calls('GET', transactionsPath).at(-1);
  return request ? request.path.split('?')[1] : undefined;
}

describe('/contractbeheer/:id/transacties', () => {
  it('shows the transactions in a table with Dutch figures', async () => {
    const api = mockPortfolioApi({ [`GET ${transactionsPath}`]: page() });
    renderApp('/contractbeheer/1001/transacties', { user: investor });
    const table = await screen.findByRole('table', { name: 'Transacties (4 in totaal)' });
    expect(tableRows(table)).toEqual([
      ['Datum', 'Soort', 'Omschrijving', 'Bedrag', 'Participaties', 'Koers'],
      ['15-04-2019', 'Periodieke storting', 'Periodieke storting', '€ 100,00', '–geen', '–geen'],
      [
        '01-03-2019',
        'Aankoop participaties',
        'Aankoop 48,1628 participaties tegen koers 101,7382',
        '€ 4.900,00',
        '48,1628',
        '101,7382',
      ],
      ['01-03-2019', 'Kosten', 'Instapkosten', '€ 100,00', '–geen', '–geen'],
      ['01-03-2019', 'Storting', 'Storting', '€ 5.000,00', '–geen', '–geen'],
    ]);
    expect(within(table).getByText('€ 5.000,00').closest('td')).toHaveClass('num');
    expect(lastQuery(api)).toBe('pagina=1&perPagina=25');
  });

  it('filters by period and offers the same selection as CSV', async () => {
    const user = userEvent.setup();
    const api = mockPortfolioApi({ [`GET ${transactionsPath}`]: page() });
    const app = renderApp('/contractbeheer/1001/transacties', { user: investor });
    const csv = await screen.findByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', '/api/contracts/1001/transacties?formaat=csv');
    expect(csv).toHaveAttribute('download');

    await user.click(screen.getByRole('radio', { name: 'Vorig jaar' }));
    await waitFor(() =>
      expect(lastQuery(api)).toBe('van=2024-01-01&tot=2024-12-31&pagina=1&perPagina=25'),
    );
    expect(app.currentPath()).toBe('/contractbeheer/1001/transacties?periode=vorig-jaar');
    expect(
      await screen.findByRole('table', {
        name: 'Transacties van 01-01-2024 tot en met 31-12-2024 (4 in totaal)',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/contracts/1001/transacties?van=2024-01-01&tot=2024-12-31&formaat=csv',
    );
  });

  it('filters on typed dates, checked in Dutch first', async () => {
    const user = userEvent.setup();
    const api = mockPortfolioApi({ [`GET ${transactionsPath}`]: page() });
    const app = renderApp('/contractbeheer/1001/transacties', { user: investor });
    await screen.findByRole('table');
    await user.click(screen.getByRole('radio', { name: 'Aangepast' }));
    const van = screen.getByLabelText('Van');
    const tot = screen.getByLabelText('Tot en met');
    // "Alle transacties" starts the custom period at the contract's start, up to today.
    expect(van).toHaveValue('2019-03-01');
    expect(tot).toHaveValue('2025-11-22');

    await user.clear(tot);
    await user.type(tot, '2025-12-01');
    await user.click(screen.getByRole('button', { name: 'Toon transacties' }));
    expect(screen.getByText('De einddatum mag niet na vandaag liggen.')).toBeVisible();
    expect(tot).toHaveAttribute('aria-invalid', 'true');
    expect(tot).toHaveFocus();
    expect(api.calls('GET', transactionsPath)).toHaveLength(1);

    await user.clear(tot);
    await user.type(tot, '2019-12-31');
    await user.click(screen.getByRole('button', { name: 'Toon transacties' }));
    await waitFor(() =>
      expect(lastQuery(api)).toBe('van=2019-03-01&tot=2019-12-31&pagina=1&perPagina=25'),
    );
    expect(app.currentPath()).toBe(
      '/contractbeheer/1001/transacties?van=2019-03-01&tot=2019-12-31',
    );
  });

  it('pages through many transactions', async () => {
    const user = userEvent.setup();
    const api = mockPortfolioApi({ [`GET ${transactionsPath}`]: page(60) });
    const app = renderApp('/contractbeheer/1001/transacties', { user: investor });
    const pager = await screen.findByRole('navigation', { name: "Pagina's met transacties" });
    expect(pager).toHaveTextContent('Pagina 1 van 3');
    expect(within(pager).queryByRole('link', { name: 'Vorige pagina' })).not.toBeInTheDocument();

    await user.click(within(pager).getByRole('link', { name: 'Volgende pagina' }));
    await waitFor(() => expect(lastQuery(api)).toBe('pagina=2&perPagina=25'));
    expect(app.currentPath()).toBe('/contractbeheer/1001/transacties?periode=alles&pagina=2');
    await waitFor(() => expect(pager).toHaveTextContent('Pagina 2 van 3'));
    expect(within(pager).getByRole('link', { name: 'Vorige pagina' })).toBeVisible();
  });

  it('has an empty state for a period without transactions', async () => {
    mockPortfolioApi({
      [`GET ${transactionsPath}`]: { body: { data: [], pagina: 1, perPagina: 25, totaal: 0 } },
    });
    renderApp('/contractbeheer/1001/transacties?periode=dit-jaar', { user: investor });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Geen transacties in deze periode' }),
    ).toBeVisible();
  });

  it('has an empty state for a contract without any transactions', async () => {
    mockPortfolioApi({
      'GET /api/contracts/1003/transacties': {
        body: { data: [], pagina: 1, perPagina: 25, totaal: 0 },
      },
    });
    renderApp('/contractbeheer/1003/transacties', { user: investor });
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Dit contract heeft nog geen transacties',
      }),
    ).toBeVisible();
  });

  it('shows an error when the transactions cannot be loaded', async () => {
    withoutRetries();
    mockPortfolioApi({
      [`GET ${transactionsPath}`]: { status: 500, body: errorBody('Er is iets misgegaan.') },
    });
    renderApp('/contractbeheer/1001/transacties', { user: investor });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('De transacties konden niet worden geladen');
    expect(within(alert).getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  });
});

describe('/contractbeheer/:id/transacties, sell orders', () => {
  it('shows what is sold but not yet paid as pending, above the bookings', async () => {
    mockPortfolioApi({
      [`GET ${transactionsPath}`]: page(),
      'GET /api/contracts/1001/sell-orders': {
        body: {
          data: [
            sellOrder({ contractId: 1001 }),
            sellOrder({
              id: '5c0a1b2c-3d4e-4f50-8a61-b7c8d9e0f109',
              contractId: 1001,
              status: 'geannuleerd',
              cancellable: false,
            }),
          ],
        },
      },
    });
    renderApp('/contractbeheer/1001/transacties', { user: investor });
    const pending = await screen.findByRole('region', { name: 'Lopende verkooporders' });
    expect(within(pending).getAllByRole('listitem')).toHaveLength(1);
    expect(pending).toHaveTextContent(
      'Ingediend: verkoop tegen de koers van 30 november 2025, verwachte opbrengst € 990,00 (indicatie), nog niet uitbetaald (uitbetaling op 5 december 2025).',
    );
    expect(within(pending).getByRole('link', { name: 'Naar uw verkooporders' })).toHaveAttribute(
      'href',
      '/contractbeheer/1001/verkopen',
    );
  });
});
