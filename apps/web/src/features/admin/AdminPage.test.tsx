import type { AdminInvestorRow } from '@bp/api-schema';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../lib/store';
import { admin } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { currentUrl, renderRoute } from '../../test/render-route';
import { AdminPage } from './AdminPage';
import { rangeText, readInvestorQuery, toggledSort, writeInvestorQuery } from './investor-query';

const row = (i: number): AdminInvestorRow => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  naam: `T. Test ${i}`,
  email: `test${i}@example.com`,
  contracten: 1,
  totaleWaarde: '1234.50',
  onbetaald: 0,
  laatsteLogin: null,
  status: i === 1 ? 'geblokkeerd' : 'actief',
});
const page = (from: number, count: number, total: number) => ({
  body: {
    items: Array.from({ length: count }, (_, i) => row(from + i)),
    total,
  },
});

beforeEach(() => {
  useAppStore.setState({ user: admin });
});

describe('investor-query', () => {
  it('toggles a column ascending, then descending; another column starts ascending', () => {
    expect(toggledSort('naam', 'naam')).toBe('-naam');
    expect(toggledSort('-naam', 'naam')).toBe('naam');
    expect(toggledSort('-naam', 'email')).toBe('email');
  });

  it('reads and writes the query string, leaving out the defaults and ignoring junk', () => {
    expect(readInvestorQuery(new URLSearchParams('q=Vries&sort=-email&page=3'))).toEqual({
      q: 'Vries',
      sort: '-email',
      page: 3,
    });
    expect(readInvestorQuery(new URLSearchParams('sort=prijs&page=-1'))).toEqual({
      q: '',
      sort: 'naam',
      page: 1,
    });
    expect(writeInvestorQuery({ q: ' ', sort: 'naam', page: 1 }).toString()).toBe('');
    expect(writeInvestorQuery({ q: 'de Vries', sort: '-status', page: 2 }).toString()).toBe(
      'q=de+Vries&sort=-status&page=2',
    );
    expect(rangeText(2, 25, 60)).toBe('26–50 van 60');
    expect(rangeText(1, 0, 0)).toBe('0 van 0');
  });
});

describe('AdminPage', () => {
  it('shows the investors with Dutch statuses and money, and pages through the URL', async () => {
    const { requests } = mockApi({
      'GET /api/admin/investors?pageSize=25': page(1, 25, 30),
      'GET /api/admin/investors?page=2&pageSize=25': page(26, 5, 30),
    });
    const { user, router } = renderRoute(<AdminPage />, { path: '/admin' });
    const table = await screen.findByRole('table', { name: 'Beleggers' });
    expect(within(table).getByRole('link', { name: 'T. Test 1' })).toHaveAttribute(
      'href',
      `/admin/beleggers/${row(1).id}`,
    );
    expect(within(table).getAllByText('Geblokkeerd')).toHaveLength(1);
    expect(within(table).getAllByText(/€.1\.234,50/).length).toBeGreaterThan(0);
    expect(screen.getByText('1–25 van 30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorige' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('26–30 van 30')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/admin?page=2');
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeDisabled();
    expect(requests.map((request) => request.path)).toContain(
      '/api/admin/investors?page=2&pageSize=25',
    );
  });

  it('sorts by a header button with aria-sort, and searches from the first page', async () => {
    mockApi({
      'GET /api/admin/investors?pageSize=25': page(1, 3, 3),
      'GET /api/admin/investors?sort=-naam&pageSize=25': page(1, 3, 3),
      'GET /api/admin/investors?sort=email&pageSize=25': page(1, 3, 3),
      'GET /api/admin/investors?q=Vries&sort=email&pageSize=25': page(1, 1, 1),
    });
    const { user, router } = renderRoute(<AdminPage />, { path: '/admin' });
    await screen.findByRole('table', { name: 'Beleggers' });
    const header = (name: string) =>
      screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Naam')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('E-mailadres')).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header('Naam')).getByRole('button'));
    expect(currentUrl(router)).toBe('/admin?sort=-naam');
    expect(header('Naam')).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header('E-mailadres')).getByRole('button'));
    expect(currentUrl(router)).toBe('/admin?sort=email');
    await user.type(screen.getByRole('searchbox'), 'Vries');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(currentUrl(router)).toBe('/admin?q=Vries&sort=email');
    expect(await screen.findByText('1–1 van 1')).toBeInTheDocument();
    router.navigate(-1);
    await screen.findByText('1–3 van 3');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
