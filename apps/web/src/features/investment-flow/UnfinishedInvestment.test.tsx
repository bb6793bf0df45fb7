import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../lib/store';
import { investor } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import {
  initialInvestmentFlowState,
  type InvestmentFlowName,
  type InvestmentFlowPage,
  type InvestmentFlowState,
} from './state';
import { mockFlowApi } from './test-setup';

function stopped(
  currentFlow: InvestmentFlowName,
  activePage: InvestmentFlowPage,
  patch: Partial<InvestmentFlowState> = {},
): InvestmentFlowState {
  const fresh = initialInvestmentFlowState();
  return {
    ...fresh,
    currentFlow,
    activePage,
    investment: {
      ...fresh.investment,
      kind: 'eenmalig',
      initialDeposit: '2500.00',
      description: 'BV belegging',
    },
    ...patch,
  };
}

async function openMijnBerekeningen() {
  mockFlowApi({ 'GET /api/offers/': { body: { Offerte: [] } } });
  const app = renderApp('/mijn-berekeningen', { user: investor });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

function unfinished(title: string) {
  return screen.findByRole('region', { name: `Nog af te ronden: ${title}` }, { timeout: 5_000 });
}

describe('Nog af te ronden: one per flow (issue 17)', () => {
  it('lists the flow on screen and every draft, each with its step', async () => {
    useAppStore.setState({
      investmentFlow: stopped('american', 'belegging-toevoegen'),
      investmentDrafts: { nederlands: stopped('nederlands', 'contract-creation') },
    });
    await openMijnBerekeningen();
    const dutch = await unfinished('Nederlands vastgoed');
    expect(dutch).toHaveTextContent('U gaat verder bij de stap Contract aanmaken.');
    expect(within(dutch).getByRole('button', { name: 'Concept verwijderen' })).toBeVisible();
    expect(await unfinished('Amerikaans vastgoed')).toHaveTextContent(
      'U gaat verder bij de stap Uw belegging.',
    );
    expect(screen.getAllByRole('region', { name: /^Nog af te ronden/ })).toHaveLength(2);
  });

  it('resumes a waiting draft with its own entries', async () => {
    const user = userEvent.setup();
    useAppStore.setState({
      investmentFlow: stopped('american', 'belegging-toevoegen', {
        investment: { ...initialInvestmentFlowState().investment, description: 'Amerika' },
      }),
      investmentDrafts: { nederlands: stopped('nederlands', 'belegging-toevoegen') },
    });
    const app = await openMijnBerekeningen();
    await user.click(
      within(await unfinished('Nederlands vastgoed')).getByRole('link', {
        name: 'Verder met uw belegging',
      }),
    );
    await waitFor(() => expect(app.currentPath()).toBe('/nederlands-vastgoed'));
    expect(
      await screen.findByLabelText('Omschrijving (niet verplicht)', {}, { timeout: 5_000 }),
    ).toHaveValue('BV belegging');
    expect(useAppStore.getState().investmentDrafts.american?.investment.description).toBe(
      'Amerika',
    );
  });

  it('discards a draft after an accessible confirmation; Annuleren keeps it', async () => {
    const user = userEvent.setup();
    useAppStore.setState({
      investmentFlow: stopped('american', 'questionnaire'),
      investmentDrafts: { nederlands: stopped('nederlands', 'applicant') },
    });
    await openMijnBerekeningen();
    const dutch = await unfinished('Nederlands vastgoed');

    await user.click(within(dutch).getByRole('button', { name: 'Concept verwijderen' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Weet u zeker dat u dit concept wilt verwijderen?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Wat u voor Nederlands vastgoed hebt ingevuld, wordt verwijderd.',
    );
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(useAppStore.getState().investmentDrafts.nederlands).toBeDefined();

    await user.click(within(dutch).getByRole('button', { name: 'Concept verwijderen' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Concept verwijderen',
      }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Nog af te ronden: Nederlands vastgoed' }),
      ).toBeNull(),
    );
    expect(useAppStore.getState().investmentDrafts).toEqual({});
    expect(await unfinished('Amerikaans vastgoed')).toBeVisible();
  });

  it('lists a contract waiting for payment beside a draft, without discarding it', async () => {
    useAppStore.setState({
      investmentFlow: stopped('nederlands', 'initial-payment', {
        contract: { contractId: 1003, amountDue: '2500.00' },
      }),
      investmentDrafts: { duits: stopped('duits', 'questionnaire') },
    });
    await openMijnBerekeningen();
    const waiting = await unfinished('Nederlands vastgoed');
    expect(within(waiting).getByRole('link', { name: 'Verder met uw belegging' })).toBeVisible();
    expect(within(waiting).queryByRole('button', { name: 'Concept verwijderen' })).toBeNull();
    const draft = await unfinished('Duits vastgoed');
    expect(within(draft).getByRole('button', { name: 'Concept verwijderen' })).toBeVisible();
  });
});
