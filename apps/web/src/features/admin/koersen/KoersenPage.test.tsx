import { FOUR_EYES_MESSAGES } from '@bp/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { admin } from '../../../test/fixtures';
import { errorBody, mockApi } from '../../../test/mock-api';
import {
  NAV_PROPOSAL_ID,
  navPreview,
  navProposal,
  navProposalList,
} from '../../../test/nav-fixtures';
import { renderRoute } from '../../../test/render-route';
import { KoersenPage } from './KoersenPage';

const LIST = 'GET /api/admin/prices';
const PROPOSE = 'POST /api/admin/funds/1/prices';

beforeEach(() => {
  useAppStore.setState({ user: admin });
});

describe('KoersenPage', () => {
  it('shows the NAVs per fund and approves another admin’s proposal, not one’s own', async () => {
    let approved = false;
    const { requests } = mockApi({
      [LIST]: () => ({
        body: navProposalList(
          approved
            ? [navProposal({ status: 'gepubliceerd', approvedBy: 'admin2@example.com' })]
            : [
                navProposal(),
                navProposal({
                  id: '5b0c9d8e-7f6a-4b3c-9d2e-1f0a9b8c7d02',
                  fundCode: 'VG-NL',
                  valuationDate: '2026-12-31',
                  proposedByMe: true,
                }),
              ],
        ),
      }),
      [`POST /api/admin/prices/${NAV_PROPOSAL_ID}/approval`]: () => {
        approved = true;
        return {
          body: { ...navProposal({ status: 'gepubliceerd' }), runId: 7 },
        };
      },
    });
    const { user } = renderRoute(<KoersenPage />, { path: '/admin/koersen' });
    const open = await screen.findByRole('table', { name: 'Koersen ter goedkeuring' });
    expect(within(open).getByText('Door u voorgesteld')).toBeInTheDocument();
    const buttons = within(open).getAllByRole('button', { name: /Goedkeuren/ });
    expect(buttons.filter((button) => button.hasAttribute('disabled'))).toHaveLength(1);
    expect(screen.getByText(/laatste koers 102,0000 op/)).toBeInTheDocument();
    await user.click(within(open).getByRole('button', { name: 'Goedkeuren: VG-NL 2026-11-30' }));
    expect(await screen.findByText('Er staan geen koersen ter goedkeuring.')).toBeInTheDocument();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
  });

  it('says why an approval is refused', async () => {
    mockApi({
      [LIST]: () => ({ body: navProposalList([navProposal()]) }),
      [`POST /api/admin/prices/${NAV_PROPOSAL_ID}/approval`]: () => ({
        status: 409,
        body: errorBody(FOUR_EYES_MESSAGES.notOpen),
      }),
    });
    const { user } = renderRoute(<KoersenPage />, { path: '/admin/koersen' });
    await user.click(await screen.findByRole('button', { name: 'Goedkeuren: VG-NL 2026-11-30' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FOUR_EYES_MESSAGES.notOpen);
  });

  it('checks a pasted CSV first, asks a reason for a flagged row, then proposes', async () => {
    const { requests } = mockApi({
      [LIST]: () => ({ body: navProposalList([]) }),
      [PROPOSE]: (request) => {
        const body = request.body as { preview?: boolean };
        if (body.preview) {
          return {
            body: navPreview([
              {
                nav: '115.0000',
                change: '0.127451',
                flagged: true,
                line: 2,
                problems: [
                  'De koers wijkt +12,75% af van die van de vorige maand (meer dan 10%); geef een reden op.',
                ],
              },
            ]),
          };
        }
        return { status: 201, body: { items: [navProposal({ nav: '115.0000', flagged: true })] } };
      },
    });
    const { user } = renderRoute(<KoersenPage />, { path: '/admin/koersen' });
    await user.click(await screen.findByRole('radio', { name: /CSV/ }));
    await user.type(
      screen.getByRole('textbox', { name: 'CSV plakken' }),
      'fonds;datum;koers{Enter}VG-NL;30-11-2026;115,00',
    );
    await user.click(screen.getByRole('button', { name: 'Controleren' }));
    const preview = await screen.findByRole('table', { name: 'Controle van de koersen' });
    expect(within(preview).getByText('Meer dan 10%')).toBeInTheDocument();
    expect(within(preview).getByText('+12,75%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voorstellen' }));
    expect(await screen.findByText(/Geef een reden op: een koers wijkt/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: /Reden \(verplicht\)/ }), 'Taxatie');
    await user.click(screen.getByRole('button', { name: 'Voorstellen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('De koers is voorgesteld.');
    const sent = requests.filter((request) => request.method === 'POST').at(-1);
    expect(sent?.body).toEqual({
      csv: 'fonds;datum;koers\nVG-NL;30-11-2026;115,00',
      preview: false,
      reason: 'Taxatie',
    });
  });
});
