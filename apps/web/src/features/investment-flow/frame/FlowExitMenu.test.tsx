import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { atPaymentStep, filledFlow, openFinishFlow } from '../finish-test-setup';
import { mockFlowApi } from '../test-setup';

async function openExitDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Stoppen met deze aanvraag' }));
  return screen.findByRole('alertdialog', {
    name: 'Weet u zeker dat u het maken van producten wilt afsluiten?',
  });
}

describe('Stoppen met deze aanvraag: the older menu’s three-way choice', () => {
  it('offers two choices before the contract exists and keeps the investor in the flow on Annuleren', async () => {
    const user = userEvent.setup();
    mockFlowApi();
    filledFlow('contract-creation');
    await openFinishFlow();
    const dialog = await openExitDialog(user);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Afbreken en later afronden', 'Een nieuw product toevoegen', 'Annuleren']);
    expect(
      within(dialog).getByRole('button', { name: 'Afbreken en later afronden' }),
    ).toHaveAccessibleDescription(/later af via Mijn berekeningen/);
    // Radix listens for Escape from an effect after the dialog's second render (once it knows it
    // is the top layer); a key pressed sooner, faster than a person could, would be lost.
    await waitFor(async () => {
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Contract aanmaken' })).toBeVisible();
  });

  it('aborts and keeps the flow for later: Mijn berekeningen leads back to it', async () => {
    const user = userEvent.setup();
    mockFlowApi({ 'GET /api/offers/': { body: { Offerte: [] } } });
    filledFlow('contract-creation');
    const app = await openFinishFlow();
    const dialog = await openExitDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Afbreken en later afronden' }));

    // No second question: choosing was the confirmation.
    await waitFor(() => expect(app.currentPath()).toBe('/mijn-berekeningen'));
    const unfinished = await screen.findByRole(
      'region',
      { name: 'Nog af te ronden: Nederlands vastgoed' },
      { timeout: 5_000 },
    );
    expect(unfinished).toHaveTextContent('U gaat verder bij de stap Contract aanmaken.');
    expect(useAppStore.getState().investmentFlow.activePage).toBe('contract-creation');

    await user.click(within(unfinished).getByRole('link', { name: 'Verder met uw belegging' }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Contract aanmaken' },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
  });

  it('adds a new product: step 1 with a fresh flow', async () => {
    const user = userEvent.setup();
    mockFlowApi();
    filledFlow('contract-creation');
    const app = await openFinishFlow();
    const dialog = await openExitDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Een nieuw product toevoegen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Uw belegging' })).toBeVisible();
    expect(app.currentPath()).toBe('/nederlands-vastgoed');
    expect(useAppStore.getState().investmentFlow).toMatchObject({
      currentFlow: 'nederlands',
      activePage: 'belegging-toevoegen',
      investment: { initialDeposit: null, periodicDeposit: null },
    });
  });

  it('aborts the payment once the contract exists: finish later via Betaling afronden', async () => {
    const user = userEvent.setup();
    mockFlowApi({ 'GET /api/contracts/summaries': { body: [] } });
    atPaymentStep('initial-payment');
    const app = await openFinishFlow();
    const dialog = await openExitDialog(user);
    expect(within(dialog).getAllByRole('button')).toHaveLength(4);
    await user.click(
      within(dialog).getByRole('button', { name: 'Betaling afbreken en later afronden' }),
    );
    await waitFor(() => expect(app.currentPath()).toBe('/mijn-betaling-afronden'));
    expect(useAppStore.getState().investmentFlow).toMatchObject({
      contract: null,
      currentFlow: null,
    });
  });
});
