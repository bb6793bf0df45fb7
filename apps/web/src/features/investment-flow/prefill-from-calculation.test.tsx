import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../lib/store';
import { mockFlowApi, openFlow, setFlow } from './test-setup';

/** Issue 17: "Beleggen" on a calculation result opens the flow with its amounts filled in. */
describe('the flow opened from a calculation', () => {
  it('starts the investment step with the amounts and description, and drops them from the address', async () => {
    mockFlowApi();
    const app = await openFlow(
      '/duits-vastgoed?inleg=25000.00&maandelijks=250.00&omschrijving=Pensioen',
    );
    expect(
      screen.getByRole('radio', { name: 'Eenmalig een bedrag én elke maand een bedrag' }),
    ).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Eenmalige inleg/ })).toHaveValue('25.000');
    expect(screen.getByRole('textbox', { name: /Maandelijkse inleg/ })).toHaveValue('250');
    expect(screen.getByRole('textbox', { name: /Omschrijving/ })).toHaveValue('Pensioen');
    await waitFor(() => expect(app.currentPath()).toBe('/duits-vastgoed'));
    expect(useAppStore.getState().investmentFlow).toMatchObject({
      currentFlow: 'duits',
      activePage: 'belegging-toevoegen',
      investment: { kind: 'beide', initialDeposit: '25000.00', periodicDeposit: '250.00' },
    });
  });

  it('brings a flow that was further back to the investment step, keeping the rest', async () => {
    mockFlowApi();
    setFlow({ currentFlow: 'nederlands', activePage: 'applicant' });
    await openFlow('/nederlands-vastgoed?inleg=5000.00');
    expect(screen.getByRole('radio', { name: 'Eenmalig een bedrag' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Eenmalige inleg/ })).toHaveValue('5.000');
    expect(useAppStore.getState().investmentFlow.activePage).toBe('belegging-toevoegen');
  });
});
