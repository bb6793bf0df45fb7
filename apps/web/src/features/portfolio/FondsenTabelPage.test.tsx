import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor } from '../../test/fixtures';
import { errorBody } from '../../test/mock-api';
import { mockPendingApi, mockPortfolioApi, withoutRetries } from '../../test/portfolio-api-mock';
import { fundTable } from '../../test/portfolio-fixtures';
import { renderApp } from '../../test/render-app';

function cells(row: HTMLElement) {
  return [...row.querySelectorAll('th, td')].map((cell) =>
    cell.textContent?.replace(/\s+/g, ' ').trim(),
  );
}

describe('/fondsen-tabel', () => {
  it('shows each fund with its latest NAV and date under its name, its returns and costs', async () => {
    mockPortfolioApi();
    renderApp('/fondsen-tabel', { user: investor });
    const table = await screen.findByRole('table', { name: 'Vastgoedfondsen' });
    const [header, dutch, american] = within(table).getAllByRole('row');
    const headerNames = [
      'Fonds en koers',
      'Dit jaar',
      '1 jaar',
      '3 jaar (cumulatief)',
      '5 jaar (cumulatief)',
      'Sinds start (cumulatief)',
      'Kosten per jaar',
    ];
    const headers = within(header as HTMLElement).getAllByRole('columnheader');
    headerNames.forEach((name, index) => {
      expect(within(header as HTMLElement).getByRole('columnheader', { name })).toBe(
        headers[index],
      );
    });
    expect(cells(dutch as HTMLElement)).toEqual([
      'Nederlands VastgoedfondsNLVGKoers € 118,4200 per 31-10-2025',
      '3,13%',
      '4,21%',
      '-6,48%',
      '18,35%',
      '68,42%',
      '1,25%instap 2,00%',
    ]);
    // Too young for five years: a dash that a screen reader reads as "niet beschikbaar".
    expect(cells(american as HTMLElement)[4]).toBe('–niet beschikbaar');
    expect(within(american as HTMLElement).getByText('–')).toHaveAttribute('aria-hidden', 'true');
  });

  it('groups the SB funds apart and explains a fund without a price yet', async () => {
    mockPortfolioApi();
    renderApp('/fondsen-tabel', { user: investor });
    const table = await screen.findByRole('table', { name: 'Beleggingsfondsen' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(cells(row).slice(0, 2)).toEqual([
      'Aandelenfonds WereldSB-AANKoers –niet beschikbaar',
      '–niet beschikbaar',
    ]);
    expect(
      screen.getByText(/Een streepje \(–\) betekent dat het cijfer niet beschikbaar is/),
    ).toBeVisible();
    expect(
      screen.getByText(
        'In het verleden behaalde resultaten bieden geen garantie voor de toekomst.',
      ),
    ).toBeVisible();
  });

  it('shows an empty state when there are no funds', async () => {
    mockPortfolioApi({ 'GET /api/funds/table': { body: { data: [] } } });
    renderApp('/fondsen-tabel', { user: investor });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Er zijn nog geen fondsen' }),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows loading, and an error that can be retried', async () => {
    mockPendingApi();
    const view = renderApp('/fondsen-tabel', { user: investor });
    // The page's chunk may still load first (the layout's status): when this test runs first.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('De fondsen worden geladen…'),
    );
    view.unmount();

    withoutRetries();
    let fail = true;
    mockPortfolioApi({
      'GET /api/funds/table': () =>
        fail
          ? { status: 500, body: errorBody('De koersen zijn tijdelijk niet beschikbaar.') }
          : { body: { data: fundTable } },
    });
    renderApp('/fondsen-tabel', { user: investor });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('De koersen zijn tijdelijk niet beschikbaar.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('table', { name: 'Vastgoedfondsen' })).toBeVisible();
  });

  it('links every fund’s documents as PDFs that open in a new tab', async () => {
    mockPortfolioApi();
    renderApp('/fondsen-tabel', { user: investor });
    await screen.findByRole('heading', { level: 2, name: 'Documenten per fonds' });
    const dutch = screen.getByRole('list', { name: 'Documenten van het Nederlands Vastgoedfonds' });
    const kid = within(dutch).getByRole('link', {
      name: 'Essentiële-informatiedocument (pdf) van het Nederlands Vastgoedfonds',
    });
    expect(kid).toHaveAttribute('href', '/api/funds/1/documents/essentiele-informatie');
    expect(kid).toHaveAttribute('target', '_blank');
    expect(kid).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(dutch)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/api/funds/1/documents/essentiele-informatie',
      '/api/funds/1/documents/voorwaarden',
      '/api/funds/1/documents/informatiememorandum',
    ]);
    // Every fund in the tables has its own three documents.
    const rows = fundTable.length;
    expect(
      screen.getAllByRole('link', { name: /^Essentiële-informatiedocument \(pdf\) van het / }),
    ).toHaveLength(rows);
  });
});
