import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../../lib/runtime-config';
import { useAppStore } from '../../../lib/store';
import { investor, lijfrenteRuntimeConfig } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { updateFlow } from '../flow-store';
import { LEAVE_CALCULATION_QUESTION } from '../wizard/CalculationWizard';

beforeEach(() => {
  // The older menu of the lijfrente brand links the calculations and Mijn berekeningen.
  setRuntimeConfig(lijfrenteRuntimeConfig);
  mockApi({ 'GET /api/offers/': { body: { Offerte: [] } } });
});

function menuLink(name: string): HTMLElement {
  const menu = screen.getByRole('navigation', { name: 'Hoofdmenu' });
  return within(menu).getByRole('link', { name });
}

describe('leaving a calculation mid-way (older menu)', () => {
  it('asks first, and staying keeps the flow as it was', async () => {
    updateFlow('lijfrenteUitkeren', { activePage: 'stap2', initialDeposit: '150000.00' });
    const user = userEvent.setup();
    const app = renderApp('/berekenen/lijfrente-uitkeren', { user: investor });
    await screen.findByRole('heading', { level: 2, name: 'Uw uitkering' });
    await user.click(menuLink('Mijn berekeningen'));

    const dialog = await screen.findByRole('alertdialog', { name: LEAVE_CALCULATION_QUESTION });
    expect(dialog).toHaveTextContent('Wat u heeft ingevuld blijft op dit apparaat bewaard');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(app.currentPath()).toBe('/berekenen/lijfrente-uitkeren');
    expect(useAppStore.getState().calculation.lijfrenteUitkeren.activePage).toBe('stap2');
  });

  it('aborts the flow on confirmation; a saved calculation can be finished via Mijn berekeningen', async () => {
    updateFlow('bedragBeleggen', { activePage: 'stap3', offerID: 77 });
    const user = userEvent.setup();
    const app = renderApp('/berekenen/bedrag-beleggen', { user: investor });
    await screen.findByRole('heading', { level: 2, name: 'Verdeling over de fondsen' });
    await user.click(menuLink('Lijfrente opbouwen'));

    const dialog = await screen.findByRole('alertdialog', { name: LEAVE_CALCULATION_QUESTION });
    expect(dialog).toHaveTextContent('U kunt de berekening later afronden via Mijn berekeningen.');
    await user.click(within(dialog).getByRole('button', { name: 'Oké' }));
    await waitFor(() => expect(app.currentPath()).toBe('/berekenen/lijfrente-opbouwen'));
  });

  it('does not ask on stap1, where nothing is entered yet', async () => {
    const user = userEvent.setup();
    const app = renderApp('/berekenen/lijfrente-opbouwen', { user: investor });
    await screen.findByRole('heading', { level: 2, name: 'Uw situatie' });
    await user.click(menuLink('Mijn berekeningen'));
    await waitFor(() => expect(app.currentPath()).toBe('/mijn-berekeningen'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
