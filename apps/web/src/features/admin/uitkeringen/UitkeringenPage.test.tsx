import { FOUR_EYES_MESSAGES } from '@bp/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { DECLARATION_ID, declaration, declarationList } from '../../../test/distribution-fixtures';
import { admin } from '../../../test/fixtures';
import { errorBody, mockApi } from '../../../test/mock-api';
import { funds } from '../../../test/portfolio-fixtures';
import { renderRoute } from '../../../test/render-route';
import { UitkeringenPage } from './UitkeringenPage';

const LIST = 'GET /api/admin/distributions';
const FUNDS = { 'GET /api/funds': { body: { data: funds } } };

beforeEach(() => {
  useAppStore.setState({ user: admin });
});

describe('UitkeringenPage', () => {
  it('proposes a distribution with a Dutch comma and shows what it does per fund', async () => {
    let proposed = false;
    const mine = declaration({
      proposedByMe: true,
      fundId: 1,
      fundName: 'Nederlands Vastgoedfonds',
    });
    const { requests } = mockApi({
      ...FUNDS,
      [LIST]: () => ({ body: declarationList(proposed ? [mine] : []) }),
      'POST /api/admin/funds/1/distributions': () => {
        proposed = true;
        return { status: 201, body: mine };
      },
    });
    const { user } = renderRoute(<UitkeringenPage />, { path: '/admin/uitkeringen' });
    expect(await screen.findByText('Er staat geen uitkering ter goedkeuring.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Uitkering voorstellen' });
    await user.click(within(form).getByRole('button', { name: 'Voorstellen' }));
    expect(within(form).getByText('Kies een fonds.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.selectOptions(
      await within(form).findByRole('combobox', { name: 'Fonds' }),
      'Nederlands Vastgoedfonds (NLVG)',
    );
    await user.type(within(form).getByLabelText('Ex-datum'), '2026-10-31');
    await user.type(within(form).getByLabelText('Betaaldatum'), '2026-11-16');
    await user.type(within(form).getByLabelText('Bedrag per participatie (€)'), '0,5');
    await user.click(within(form).getByRole('button', { name: 'Voorstellen' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(/2 contracten, 310,5000 participaties: € 155,25/);
    expect(status).toHaveTextContent(/€ 150,00 uitgekeerd en € 5,25 herbelegd/);
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      exDate: '2026-10-31',
      payDate: '2026-11-16',
      amountPerUnit: '0.5000',
    });
    const open = await screen.findByRole('table', { name: 'Uitkeringen ter goedkeuring' });
    expect(within(open).getByRole('button', { name: 'Goedkeuren' })).toBeDisabled();
    expect(within(open).getByText('Door u voorgesteld')).toBeInTheDocument();
  });

  it('approves another admin’s proposal and shows what was booked; a refusal is said', async () => {
    let approved = false;
    const booked = declaration({
      status: 'goedgekeurd',
      approvedBy: 'admin@example.com',
      approvedAt: '2026-11-27T10:00:00.000Z',
      payments: [
        {
          contractId: 1002,
          contractNumber: 'DE-2017-000418',
          policy: 'uitkeren',
          kind: 'uitkering',
          amount: '150.00',
          units: null,
          nav: null,
          paidOutAt: null,
        },
      ],
    });
    mockApi({
      ...FUNDS,
      [LIST]: () => ({ body: declarationList([approved ? booked : declaration()]) }),
      [`POST /api/admin/distributions/${DECLARATION_ID}/approval`]: () => {
        if (approved) return { status: 409, body: errorBody(FOUR_EYES_MESSAGES.notOpen) };
        approved = true;
        return { body: booked };
      },
    });
    const { user } = renderRoute(<UitkeringenPage />, { path: '/admin/uitkeringen' });
    const open = await screen.findByRole('table', { name: 'Uitkeringen ter goedkeuring' });
    expect(
      within(open).getByRole('rowheader', { name: 'Duits Vastgoedfonds (VG-DE)' }),
    ).toBeInTheDocument();
    await user.click(within(open).getByRole('button', { name: 'Goedkeuren' }));
    expect(
      await screen.findByText('De uitkering van het Duits Vastgoedfonds is goedgekeurd.'),
    ).toBeInTheDocument();
    const done = await screen.findByRole('table', { name: 'Goedgekeurde uitkeringen' });
    expect(within(done).getByText(/admin@example\.com/)).toBeInTheDocument();
    expect(within(done).getByText(/2 contracten/)).toBeInTheDocument();
    expect(screen.getByText('Er staat geen uitkering ter goedkeuring.')).toBeInTheDocument();
  });

  it('says when an approved distribution waits for its pay date', async () => {
    mockApi({
      ...FUNDS,
      [LIST]: {
        body: declarationList([
          declaration({
            status: 'goedgekeurd',
            approvedBy: 'admin@example.com',
            approvedAt: '2026-11-27T10:00:00.000Z',
          }),
        ]),
      },
    });
    renderRoute(<UitkeringenPage />, { path: '/admin/uitkeringen' });
    const done = await screen.findByRole('table', { name: 'Goedgekeurde uitkeringen' });
    expect(within(done).getByText(/Wordt geboekt op/)).toBeInTheDocument();
  });
});
