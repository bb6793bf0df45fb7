import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { PERSIST_KEY, resetAppState, useAppStore } from '../../lib/store';
import { investor } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { LEAVE_INVESTMENT_FLOW_QUESTION as LEAVE_FLOW_QUESTION } from '@bp/domain';
import { INVESTMENT_FLOW_PAGES, INVESTMENT_FLOW_STEP_TITLES } from './state';
import { atStep, mockFlowApi, openFlow, setFlow } from './test-setup';

type User = ReturnType<typeof userEvent.setup>;

function menuLink(name: string) {
  return within(screen.getByRole('navigation', { name: 'Hoofdmenu' })).getByRole('link', { name });
}

function progress() {
  return screen.getByRole('region', { name: 'Voortgang' });
}

async function fillStepOne(user: User) {
  await user.click(
    screen.getByRole('radio', { name: 'Eenmalig een bedrag én elke maand een bedrag' }),
  );
  await user.type(screen.getByRole('textbox', { name: /Eenmalige inleg/ }), '5.000');
  await user.type(screen.getByRole('textbox', { name: /Maandelijkse inleg/ }), '100');
  await user.type(screen.getByRole('textbox', { name: /Omschrijving/ }), 'Pensioen');
  await user.click(screen.getByRole('button', { name: 'Volgende' }));
}

beforeEach(() => {
  mockFlowApi();
});

describe('the add-investment flow frame', () => {
  it('shows the progress over the six steps by name, the first one current', async () => {
    await openFlow();
    expect(within(progress()).getByText('Stap 1 van 6')).toBeVisible();
    const steps = within(progress()).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(
      INVESTMENT_FLOW_PAGES.map(
        (page, index) => `${index + 1}${INVESTMENT_FLOW_STEP_TITLES[page]}`,
      ),
    );
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Uw belegging' })).toBeVisible();
    expect(screen.getByText('Nederlands Vastgoedfonds')).toBeVisible();
  });

  it('goes forward with Volgende and back with Vorige, focus on the step heading', async () => {
    const user = userEvent.setup();
    await openFlow();
    await fillStepOne(user);

    const heading = await screen.findByRole('heading', { level: 2, name: 'Risicoprofiel' });
    expect(heading).toHaveFocus();
    expect(within(progress()).getByText('Stap 2 van 6')).toBeVisible();
    expect(within(progress()).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    expect(useAppStore.getState().investmentFlow).toMatchObject({
      activePage: 'questionnaire',
      investment: {
        kind: 'beide',
        initialDeposit: '5000.00',
        periodicDeposit: '100.00',
        description: 'Pensioen',
        stock: 'stock',
      },
    });

    // Vorige on the first question leaves the questionnaire for step 1, with what was entered.
    await screen.findByText(/^Vraag 1 van/);
    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Uw belegging' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Eenmalige inleg/ })).toHaveValue('5.000');
    expect(screen.getByRole('textbox', { name: /Maandelijkse inleg/ })).toHaveValue('100');
  });

  it('leaves the monthly step out of a one-off investment, and follows the kind as it changes', async () => {
    const user = userEvent.setup();
    await openFlow();
    const stepNames = () =>
      within(progress())
        .getAllByRole('listitem')
        .map((step) => step.textContent);

    await user.click(screen.getByRole('radio', { name: 'Eenmalig een bedrag' }));
    expect(within(progress()).getByText('Stap 1 van 5')).toBeVisible();
    expect(stepNames()).toEqual([
      '1Uw belegging',
      '2Risicoprofiel',
      '3Uw gegevens',
      '4Contract aanmaken',
      '5Eerste inleg betalen',
    ]);

    await user.click(screen.getByRole('radio', { name: 'Elke maand een bedrag' }));
    expect(stepNames()).toEqual([
      '1Uw belegging',
      '2Risicoprofiel',
      '3Uw gegevens',
      '4Contract aanmaken',
      '5Maandelijkse incasso',
    ]);

    await user.click(
      screen.getByRole('radio', { name: 'Eenmalig een bedrag én elke maand een bedrag' }),
    );
    expect(within(progress()).getByText('Stap 1 van 6')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Eenmalig een bedrag' }));
    await user.type(screen.getByRole('textbox', { name: /Eenmalige inleg/ }), '5.000');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await screen.findByRole('heading', { level: 2, name: 'Risicoprofiel' });
    expect(within(progress()).getByText('Stap 2 van 5')).toBeVisible();
    expect(within(progress()).queryByText('Maandelijkse incasso')).toBeNull();
  });

  it('shows a stored one-off investment at its contract step as step 4 of 5', async () => {
    setFlow({
      investment: {
        kind: 'eenmalig',
        initialDeposit: '5000.00',
        periodicDeposit: null,
        description: '',
        stock: 'stock',
      },
    });
    atStep('contract-creation');
    await openFlow();
    expect(within(progress()).getByText('Stap 4 van 5')).toBeVisible();
    expect(within(progress()).queryByText('Maandelijkse incasso')).toBeNull();
  });

  it('continues after a reload at the stored step with the entered values', async () => {
    const user = userEvent.setup();
    await openFlow();
    await fillStepOne(user);
    await screen.findByText(/^Vraag 1 van/);
    await user.click(screen.getAllByRole('radio')[1] as HTMLElement);

    // A reload: the page and the memory go, the stored copy stays.
    const stored = localStorage.getItem(PERSIST_KEY);
    expect(stored).toContain('"activePage":"questionnaire"');
    expect(stored).toContain('"initialDeposit":"5000.00"');
    document.body.innerHTML = '';
    queryClient.clear();
    resetAppState();
    localStorage.setItem(PERSIST_KEY, stored ?? '');
    await useAppStore.persist.rehydrate();

    renderApp('/nederlands-vastgoed', { user: investor });
    expect(await screen.findByRole('heading', { level: 2, name: 'Risicoprofiel' })).toBeVisible();
    expect(within(progress()).getByText('Stap 2 van 6')).toBeVisible();
    expect(await screen.findByText(/^Vraag 1 van/)).toBeVisible();
    expect(screen.getAllByRole('radio')[1]).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(screen.getByRole('textbox', { name: /Omschrijving/ })).toHaveValue('Pensioen');
  });

  it('restores a stored page that is not one of the flow as the first step', async () => {
    const stored = {
      state: { investmentFlow: { activePage: 'stap9', currentFlow: 'nederlands' } },
    };
    resetAppState();
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ ...stored, version: 1 }));
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState().investmentFlow.activePage).toBe('belegging-toevoegen');
    expect(useAppStore.getState().investmentFlow.investment.stock).toBe('stock');
  });

  it('asks before leaving from the questionnaire reached through the steps', async () => {
    const user = userEvent.setup();
    const app = await openFlow();
    await fillStepOne(user);
    await screen.findByRole('heading', { level: 2, name: 'Risicoprofiel' });

    await user.click(menuLink('Mijn vastgoed'));
    const dialog = screen.getByRole('alertdialog', { name: LEAVE_FLOW_QUESTION });
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(app.currentPath()).toBe('/nederlands-vastgoed');
    expect(screen.getByRole('heading', { level: 2, name: 'Risicoprofiel' })).toBeVisible();
  });

  it.each([
    ['belegging-toevoegen', false],
    ['questionnaire', true],
    ['applicant', true],
    ['contract-creation', true],
    ['initial-payment', false],
    ['monthly-payment', false],
  ] as const)('on the %s step asks before leaving: %s', async (step, asks) => {
    const user = userEvent.setup();
    atStep(step);
    const app = await openFlow();
    expect(
      screen.getByRole('heading', { level: 2, name: INVESTMENT_FLOW_STEP_TITLES[step] }),
    ).toBeVisible();

    await user.click(menuLink('Mijn vastgoed'));

    if (asks) {
      expect(screen.getByRole('alertdialog', { name: LEAVE_FLOW_QUESTION })).toBeVisible();
      expect(app.currentPath()).toBe('/nederlands-vastgoed');
    } else {
      await waitFor(() => expect(app.currentPath()).toBe('/mijn-vastgoed'));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    }
  });

  it('goes back a step with Vorige', async () => {
    const user = userEvent.setup();
    atStep('applicant');
    await openFlow();
    expect(within(progress()).getByText('Stap 3 van 6')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Vorige' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Risicoprofiel' })).toHaveFocus();
  });

  it('starts again at the first step when the investor switches to another fund', async () => {
    atStep('applicant');
    const user = userEvent.setup();
    const app = await openFlow();
    await user.click(menuLink('Duits vastgoed'));
    await user.click(screen.getByRole('button', { name: 'Oké' }));
    await waitFor(() => expect(app.currentPath()).toBe('/duits-vastgoed'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Uw belegging' })).toBeVisible();
    expect(screen.getByText('Duits Vastgoedfonds')).toBeVisible();
  });
});
