import type { OfferSummary } from '@bp/api-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initialBedragBeleggen } from '../state';
import { useAppStore } from '../../../lib/store';
import { investor } from '../../../test/fixtures';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { updateFlow } from '../flow-store';
import { engineResponse, sdilRequest } from '../test-data';
import { OPEN_FAILED_MESSAGE } from './MijnBerekeningenPage';

const offers: OfferSummary[] = [
  {
    offerID: 501,
    productCode: 'SB',
    omschrijving: 'Studie Emma',
    aangemaakt: '2026-06-01T09:00:00.000+02:00',
    gewijzigd: '2026-06-02T10:15:00.000+02:00',
  },
  {
    offerID: 502,
    productCode: 'SDIL',
    omschrijving: '',
    aangemaakt: '2026-07-01T14:30:00.000+02:00',
    gewijzigd: '2026-07-01T14:30:00.000+02:00',
  },
];

describe('Mijn berekeningen', () => {
  it('lists the saved offers, newest first', async () => {
    mockApi({ 'GET /api/offers/': { body: { Offerte: offers } } });
    renderApp('/mijn-berekeningen', { user: investor });
    const table = await screen.findByRole('table', { name: 'Uw bewaarde berekeningen' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Lijfrente uitkeren',
      'Studie Emma',
    ]);
    expect(rows[1]).toHaveTextContent('Bedrag beleggen');
    expect(rows[1]).toHaveTextContent('2 juni 2026 om 10:15');
    expect(within(table).getByRole('button', { name: 'Openen: Studie Emma' })).toBeVisible();
  });

  it('reopens an offer in its flow, on the result page, from GET /api/calculation/{offerID}', async () => {
    const api = mockApi({
      'GET /api/offers/': { body: { Offerte: offers } },
      'GET /api/calculation/502': { body: engineResponse(sdilRequest, 502) },
    });
    const user = userEvent.setup();
    const app = renderApp('/mijn-berekeningen', { user: investor });
    await user.click(await screen.findByRole('button', { name: 'Openen: Lijfrente uitkeren' }));

    await waitFor(() => expect(app.currentPath()).toBe('/berekenen/lijfrente-uitkeren'));
    expect(
      await screen.findByRole('heading', { name: /Uw bruto uitkering: €\s.* per maand/ }),
    ).toBeVisible();
    expect(useAppStore.getState().calculation).toMatchObject({
      currentFlow: 'lijfrenteUitkeren',
      lijfrenteUitkeren: {
        offerID: 502,
        activePage: 'stap3',
        initialDeposit: '150000.00',
        kapitaal: 'ja',
        duration: 20,
      },
    });
    expect(api.calls('GET', '/api/calculation/502')).toHaveLength(1);
    expect(api.calls('POST', '/api/calculation')).toHaveLength(0);
    expect(useAppStore.getState().loading.count).toBe(0);
  });

  it('says so calmly when an offer cannot be opened', async () => {
    mockApi({
      'GET /api/offers/': { body: { Offerte: offers } },
      'GET /api/calculation/501': { status: 404, body: errorBody('Berekening niet gevonden.') },
    });
    const user = userEvent.setup();
    const app = renderApp('/mijn-berekeningen', { user: investor });
    await user.click(await screen.findByRole('button', { name: 'Openen: Studie Emma' }));
    expect(await screen.findByText(OPEN_FAILED_MESSAGE)).toBeVisible();
    expect(app.currentPath()).toBe('/mijn-berekeningen');
  });

  it('deletes an offer after confirmation, and forgets it in its flow', async () => {
    updateFlow('bedragBeleggen', { ...initialBedragBeleggen(), offerID: 501, activePage: 'stap4' });
    let list = offers;
    const api = mockApi({
      'GET /api/offers/': () => ({ body: { Offerte: list } }),
      'DELETE /api/offers/501': () => {
        list = offers.filter((offer) => offer.offerID !== 501);
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderApp('/mijn-berekeningen', { user: investor });
    await user.click(await screen.findByRole('button', { name: 'Verwijderen: Studie Emma' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Weet u zeker dat u deze berekening wilt verwijderen?',
    });
    expect(dialog).toHaveTextContent('‘Studie Emma’ wordt definitief verwijderd.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(api.calls('DELETE', '/api/offers/501')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Verwijderen: Studie Emma' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Verwijderen' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Openen: Studie Emma' })).toBeNull(),
    );
    expect(api.calls('DELETE', '/api/offers/501')).toHaveLength(1);
    expect(useAppStore.getState().calculation.bedragBeleggen).toEqual(initialBedragBeleggen());
  });

  it('invites a first calculation when there is none', async () => {
    mockApi({ 'GET /api/offers/': { body: { Offerte: [] } } });
    renderApp('/mijn-berekeningen', { user: investor });
    const empty = await screen.findByRole('heading', {
      name: 'U heeft nog geen berekeningen bewaard',
    });
    const section = empty.closest('section') as HTMLElement;
    expect(within(section).getByRole('link', { name: 'Lijfrente opbouwen' })).toHaveAttribute(
      'href',
      '/berekenen/lijfrente-opbouwen',
    );
  });

  it('shows an error state with a retry when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/offers/': { status: 400, body: errorBody('Ongeldige aanvraag.') } });
    renderApp('/mijn-berekeningen', { user: investor });
    expect(
      await screen.findByRole('heading', { name: 'Uw berekeningen konden niet worden geladen' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    expect(useAppStore.getState().notifications).toEqual([]);
  });
});
