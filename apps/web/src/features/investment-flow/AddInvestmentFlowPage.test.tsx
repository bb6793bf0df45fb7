import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logout } from '../../lib/session';
import type { InvestmentFlowPage } from './state';
import { useAppStore } from '../../lib/store';
import { investor, personalInfo } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { LEAVE_INVESTMENT_FLOW_QUESTION as LEAVE_FLOW_QUESTION } from '@bp/domain';
import { mockFlowApi } from './test-setup';

function atStep(activePage: InvestmentFlowPage) {
  useAppStore.setState((state) => ({
    investmentFlow: { ...state.investmentFlow, currentFlow: 'nederlands', activePage },
  }));
}

async function openFlow(path = '/nederlands-vastgoed') {
  mockApi({
    'GET /api/relations/me': { body: personalInfo },
    'POST /api/logout': { body: { message: 'U bent uitgelogd.' } },
  });
  const app = renderApp(path, { user: investor });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

function menuLink(name: string) {
  return within(screen.getByRole('navigation', { name: 'Hoofdmenu' })).getByRole('link', { name });
}

describe('add-investment flow', () => {
  it.each([
    ['/nederlands-vastgoed', 'nederlands'],
    ['/duits-vastgoed', 'duits'],
    ['/amerikaans-vastgoed', 'american'],
    ['/leningenfonds', 'leningenfonds'],
  ])('%s sets the flow name %s', async (path, flow) => {
    await openFlow(path);
    await waitFor(() => expect(useAppStore.getState().investmentFlow.currentFlow).toBe(flow));
  });

  it('opens another flow empty, the stopped one kept as its draft (issue 17)', async () => {
    useAppStore.setState((state) => ({
      investmentFlow: {
        ...state.investmentFlow,
        currentFlow: 'nederlands',
        activePage: 'belegging-toevoegen',
        investment: {
          ...state.investmentFlow.investment,
          kind: 'eenmalig',
          initialDeposit: '2500.00',
          description: 'BV belegging',
        },
      },
    }));
    mockFlowApi();
    renderApp('/amerikaans-vastgoed', { user: investor });

    const description = await screen.findByLabelText(
      'Omschrijving (niet verplicht)',
      {},
      { timeout: 5_000 },
    );
    expect(description).toHaveValue('');
    expect(screen.getByRole('radio', { name: /^Eenmalig een bedrag$/ })).not.toBeChecked();
    expect(useAppStore.getState().investmentDrafts.nederlands?.investment).toMatchObject({
      initialDeposit: '2500.00',
      description: 'BV belegging',
    });
  });

  it('asks before leaving mid-way; Annuleren stays in the flow', async () => {
    const user = userEvent.setup();
    const app = await openFlow();
    atStep('applicant');

    await user.click(menuLink('Mijn vastgoed'));

    const dialog = screen.getByRole('alertdialog', { name: LEAVE_FLOW_QUESTION });
    expect(LEAVE_FLOW_QUESTION).toBe('Weet u zeker dat u het maken van producten wilt afsluiten?');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(app.currentPath()).toBe('/nederlands-vastgoed');
  });

  it('Oké leaves the flow', async () => {
    const user = userEvent.setup();
    const app = await openFlow();
    atStep('questionnaire');

    await user.click(menuLink('Duits vastgoed'));
    await user.click(screen.getByRole('button', { name: 'Oké' }));

    await waitFor(() => expect(app.currentPath()).toBe('/duits-vastgoed'));
  });

  it.each<InvestmentFlowPage>(['belegging-toevoegen', 'initial-payment', 'monthly-payment'])(
    'does not ask on the %s step',
    async (step) => {
      const user = userEvent.setup();
      const app = await openFlow();
      atStep(step);

      await user.click(menuLink('Mijn vastgoed'));

      await waitFor(() => expect(app.currentPath()).toBe('/mijn-vastgoed'));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    },
  );

  it('does not hold up logging out', async () => {
    const app = await openFlow();
    atStep('contract-creation');

    await logout();

    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
