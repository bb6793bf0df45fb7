import type { AdminInvestorDetail, AuditEntry, User } from '@bp/api-schema';
import { IMPERSONATION_REASON } from '@bp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../lib/store';
import { admin, impersonating, personalInfo, viewing } from '../../test/fixtures';
import { errorReply, mockApi } from '../../test/mock-api';
import { mockPortfolioApi } from '../../test/portfolio-api-mock';
import { renderApp } from '../../test/render-app';
import { currentUrl, renderRoute } from '../../test/render-route';
import { AuditPage } from './AuditPage';

const ID = viewing.investorId;

const detail: AdminInvestorDetail = {
  id: ID,
  naam: 'J. de Vries',
  status: 'actief',
  aangemaakt: '2025-01-02T09:00:00.000Z',
  persoonsgegevens: personalInfo,
  contracten: [],
  openBetalingen: [],
  openVerkoopopdrachten: [],
  mandaten: [],
  sessies: [],
  wijzigingen: [],
};

describe('starting to view as an investor', () => {
  it('asks a reason, starts, reloads the user and opens their portal with the banner', async () => {
    let me: User = admin;
    const api = mockPortfolioApi({
      [`GET /api/admin/investors/${ID}`]: { body: detail },
      'POST /api/admin/impersonations': () => {
        me = impersonating;
        return { status: 201, body: viewing };
      },
      'GET /api/users/me': () => ({ body: me }),
    });
    const app = renderApp(`/admin/beleggers/${ID}`, { user: admin });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Auditlog van deze belegger' })).toHaveAttribute(
      'href',
      `/admin/audit?investorId=${ID}`,
    );
    await user.click(screen.getByRole('button', { name: 'Bekijken als deze belegger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bekijken als J. de Vries' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reden' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('maxlength', String(IMPERSONATION_REASON.maxLength));
    expect(within(dialog).getByText(/Hoogstens 500 tekens \(nu 0\)/)).toBeVisible();

    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Bekijken' }));
    expect(
      within(dialog).getByText(
        'Vul de reden in waarom u het portaal van deze belegger wilt bekijken.',
      ),
    ).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/admin/impersonations')).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, 'Vraag over de jaaropgave');
    await user.click(within(dialog).getByRole('button', { name: 'Bekijken' }));
    await waitFor(() => expect(app.currentPath()).toBe('/mijn-investeringen'));
    expect(api.callsTo('POST /api/admin/impersonations')[0]?.body).toEqual({
      investorId: ID,
      reason: 'Vraag over de jaaropgave',
    });
    expect(useAppStore.getState().user).toEqual(impersonating);
    expect(await screen.findByRole('region', { name: 'Weergave als belegger' })).toHaveTextContent(
      'U bekijkt het portaal als J. de Vries',
    );
  });

  it("shows the server's refusal in the dialog (an admin as target)", async () => {
    mockApi({
      'GET /api/relations/me': { body: personalInfo },
      [`GET /api/admin/investors/${ID}`]: { body: detail },
      'POST /api/admin/impersonations': errorReply(
        403,
        'Het portaal van een beheerder kan niet worden bekeken.',
      ),
    });
    renderApp(`/admin/beleggers/${ID}`, { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bekijken als deze belegger' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reden' }), 'Controle');
    await user.click(within(dialog).getByRole('button', { name: 'Bekijken' }));
    expect(
      await within(dialog).findByText('Het portaal van een beheerder kan niet worden bekeken.'),
    ).toBeVisible();
    expect(useAppStore.getState().user).toEqual(admin);
  });
});

const entry = (i: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `a${i}`,
  adminEmail: admin.email,
  investorId: ID,
  investorName: 'J. de Vries',
  reason: `Reden ${i}`,
  mode: 'alleen-lezen',
  consentedAt: null,
  startedAt: '2026-11-28T10:00:00.000Z',
  expiresAt: '2026-11-28T10:30:00.000Z',
  endedAt: '2026-11-28T10:12:00.000Z',
  endReason: 'beheerder',
  requests: [],
  ...extra,
});

describe('audit log', () => {
  it('lists impersonations with reason, mode, end and their requests, and pages', async () => {
    const first = entry(1, {
      mode: 'namens',
      consentedAt: '2026-11-28T10:05:00.000Z',
      requests: [
        { method: 'GET', path: '/api/contracts', status: 200, at: '2026-11-28T10:01:00.000Z' },
        { method: 'PATCH', path: '/api/relations/me', status: 403, at: '2026-11-28T10:02:00.000Z' },
      ],
    });
    const api = mockApi({
      'GET /api/admin/audit': {
        body: { items: [first, ...Array.from({ length: 19 }, (_, i) => entry(i + 2))], total: 21 },
      },
      'GET /api/admin/audit?page=2': { body: { items: [entry(21)], total: 21 } },
    });
    useAppStore.setState({ user: admin });
    const { user, router } = renderRoute(<AuditPage />, { path: '/admin/audit' });
    const list = await screen.findByRole('list', { name: 'Weergaven als belegger' });
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.matches('.audit-entry'));
    expect(cards).toHaveLength(20);
    const card = within(cards[0] ?? document.body);
    expect(card.getByRole('link', { name: 'J. de Vries' })).toHaveAttribute(
      'href',
      `/admin/beleggers/${ID}`,
    );
    expect(card.getByText('Reden 1')).toBeVisible();
    expect(card.getByText('admin@example.com')).toBeVisible();
    expect(card.getByText('Namens de belegger handelen (toestemming om 11:05)')).toBeVisible();
    expect(card.getByText(/11:12: Gestopt door de beheerder/)).toBeVisible();
    await user.click(card.getByText('Verzoeken (2)'));
    expect(card.getByText('/api/relations/me').closest('li')).toHaveTextContent(
      '11:02 PATCH /api/relations/me → 403',
    );
    expect(screen.getByText('Pagina 1 van 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('Reden 21')).toBeVisible();
    expect(currentUrl(router)).toBe('/admin/audit?page=2');
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeDisabled();
    expect(api.requests.map((request) => request.path)).toContain('/api/admin/audit?page=2');
  });

  it("filters on one investor through ?investorId= and shows a running one's state", async () => {
    const api = mockApi({
      [`GET /api/admin/audit?investorId=${ID}`]: {
        body: { items: [entry(1, { endedAt: null, endReason: null })], total: 1 },
      },
      'GET /api/admin/audit': { body: { items: [], total: 0 } },
    });
    useAppStore.setState({ user: admin });
    const { user, router } = renderRoute(<AuditPage />, {
      path: '/admin/audit',
      url: `/admin/audit?investorId=${ID}`,
    });
    expect(await screen.findByText('Loopt nog')).toBeVisible();
    expect(screen.getByText('Alleen J. de Vries.')).toBeVisible();
    expect(api.requests[0]?.path).toBe(`/api/admin/audit?investorId=${ID}`);
    await user.click(screen.getByRole('link', { name: 'Alle beleggers tonen' }));
    expect(await screen.findByText('Er is nog niemands portaal bekeken.')).toBeVisible();
    expect(currentUrl(router)).toBe('/admin/audit');
  });
});
