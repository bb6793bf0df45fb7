import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { backOfficeLog } from '../../../test/back-office-fixtures';
import { admin } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { BackOfficeLogPage } from './BackOfficeLogPage';

beforeEach(() => {
  useAppStore.setState({ user: admin });
});

describe('BackOfficeLogPage', () => {
  it('shows each decision with when, who, what, about what and why, and pages', async () => {
    mockApi({ 'GET /api/admin/audit/back-office': { body: backOfficeLog } });
    renderRoute(<BackOfficeLogPage />, { path: '/admin/audit/backoffice' });
    const table = await screen.findByRole('table', {
      name: 'Beslissingen van de backoffice, nieuwste eerst',
    });
    const [sent, published, proposed] = within(table).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(sent).toHaveTextContent('Uitbetaalbatch aan de bank gegeven');
    expect(sent).toHaveTextContent('UB-000001: 2 betalingen, € 995,01');
    expect(published).toHaveTextContent('admin2@example.com');
    expect(published).toHaveTextContent('Koers goedgekeurd en gepubliceerd');
    expect(published).toHaveTextContent('Gecontroleerd met de taxatie');
    expect(within(proposed).getByRole('rowheader')).toHaveTextContent('30 november 2026');
    expect(proposed).toHaveTextContent('admin@example.com');
    expect(proposed).toHaveTextContent('Koers voorgesteld');
    expect(screen.getByText('Pagina 1 van 2')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Auditlog' })).getByRole('link', {
        name: 'Backoffice',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('says so when nothing was decided yet', async () => {
    mockApi({ 'GET /api/admin/audit/back-office': { body: { items: [], total: 0 } } });
    renderRoute(<BackOfficeLogPage />, { path: '/admin/audit/backoffice' });
    expect(await screen.findByText('Er zijn nog geen beslissingen vastgelegd.')).toBeVisible();
  });
});
