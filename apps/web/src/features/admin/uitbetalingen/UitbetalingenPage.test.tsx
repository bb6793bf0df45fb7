import { PAYOUT_MESSAGES } from '@bp/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { admin } from '../../../test/fixtures';
import { errorBody, mockApi } from '../../../test/mock-api';
import { PAYOUT_BATCH_ID, payoutBatch, payoutBatchList } from '../../../test/payout-fixtures';
import { renderRoute } from '../../../test/render-route';
import { UitbetalingenPage } from './UitbetalingenPage';

const LIST = 'GET /api/admin/payout-batches';
const sent = payoutBatch({
  status: 'verzonden',
  sentAt: '2026-11-27T10:00:00.000Z',
  sentBy: 'admin@example.com',
});

beforeEach(() => {
  useAppStore.setState({ user: admin });
});

describe('UitbetalingenPage', () => {
  it('shows what is due and makes a batch of it', async () => {
    let created = false;
    const { requests } = mockApi({
      [LIST]: () => ({
        body: created
          ? payoutBatchList([payoutBatch()])
          : payoutBatchList([], { count: 2, total: '1485.50' }),
      }),
      'POST /api/admin/payout-batches': () => {
        created = true;
        return { status: 201, body: payoutBatch() };
      },
    });
    const { user } = renderRoute(<UitbetalingenPage />, { path: '/admin/uitbetalingen' });
    const due = await screen.findByRole('region', { name: 'Uit te betalen' });
    expect(within(due).getByText(/2 betalingen, samen/)).toBeInTheDocument();
    expect(within(due).getByText(/€.1\.485,50/)).toBeInTheDocument();
    expect(screen.getByText('Er zijn nog geen batches.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Batch aanmaken' }));
    const table = await screen.findByRole('table', { name: 'Uitbetaalbatches' });
    expect(within(table).getByRole('rowheader', { name: 'UB-000001' })).toBeInTheDocument();
    expect(within(table).getByText('Aangemaakt')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Download UB-000001.xml' })).toHaveAttribute(
      'href',
      `/api/admin/payout-batches/${PAYOUT_BATCH_ID}/pain001`,
    );
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(screen.getByText('Er is nu niets uit te betalen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batch aanmaken' })).toBeDisabled();
  });

  it('marks a batch sent after the confirmation, and says so when the server refuses', async () => {
    let marked = false;
    const { requests } = mockApi({
      [LIST]: () => ({ body: payoutBatchList([marked ? sent : payoutBatch()]) }),
      [`POST /api/admin/payout-batches/${PAYOUT_BATCH_ID}/sent`]: () => {
        if (marked) return { status: 409, body: errorBody(PAYOUT_MESSAGES.alreadySent) };
        marked = true;
        return { body: sent };
      },
    });
    const { user } = renderRoute(<UitbetalingenPage />, { path: '/admin/uitbetalingen' });
    await user.click(await screen.findByRole('button', { name: 'Markeren als verzonden' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'UB-000001 markeren als verzonden?',
    });
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(requests.some((request) => request.path.endsWith('/sent'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Markeren als verzonden' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Markeren als verzonden',
      }),
    );
    expect(await screen.findByText(/^Aan de bank gegeven op /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Markeren als verzonden' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download UB-000001.xml' })).toBeInTheDocument();
  });

  it('shows the refusal of a batch when nothing is due any more', async () => {
    mockApi({
      [LIST]: { body: payoutBatchList([], { count: 1, total: '99.00' }) },
      'POST /api/admin/payout-batches': {
        status: 409,
        body: errorBody(PAYOUT_MESSAGES.nothingDue),
      },
    });
    const { user } = renderRoute(<UitbetalingenPage />, { path: '/admin/uitbetalingen' });
    await user.click(await screen.findByRole('button', { name: 'Batch aanmaken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYOUT_MESSAGES.nothingDue);
  });
});
