import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { openFlow, mockFlowApi } from '../test-setup';
import { KIND_MISSING } from './investment-form';

const NBSP = '\u00a0';
type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, kind: string) {
  await user.click(screen.getByRole('radio', { name: kind }));
}

function amountField(name: RegExp) {
  return screen.getByRole('textbox', { name });
}

function costs() {
  return screen.getByRole('region', { name: 'Overzicht van de kosten' });
}

function costOf(term: string) {
  const row = within(costs()).getByText(term).closest('div');
  return row?.querySelector('dd')?.textContent;
}

beforeEach(() => {
  mockFlowApi();
});

describe('step 1: the investment', () => {
  it('keeps what is typed before Volgende, so stopping here leaves a draft (issue 17)', async () => {
    const user = userEvent.setup();
    await openFlow();
    await choose(user, 'Eenmalig een bedrag');
    await user.type(amountField(/Eenmalige inleg/), '2.500');
    await user.type(screen.getByRole('textbox', { name: /Omschrijving/ }), 'BV belegging');
    expect(useAppStore.getState().investmentFlow).toMatchObject({
      activePage: 'belegging-toevoegen',
      investment: { kind: 'eenmalig', initialDeposit: '2500.00', description: 'BV belegging' },
    });
  });

  it('asks how the investor deposits before anything else', async () => {
    const user = userEvent.setup();
    await openFlow();
    expect(screen.queryByRole('textbox', { name: /Eenmalige inleg/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.getAllByText(KIND_MISSING).length).toBeGreaterThan(0);
    expect(useAppStore.getState().investmentFlow.activePage).toBe('belegging-toevoegen');
  });

  it('checks each amount against the fund’s minimums, naming the field', async () => {
    const user = userEvent.setup();
    await openFlow();
    await choose(user, 'Eenmalig een bedrag én elke maand een bedrag');
    await user.type(amountField(/Eenmalige inleg/), '999,99');
    await user.type(amountField(/Maandelijkse inleg/), '49');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));

    expect(amountField(/Eenmalige inleg/)).toHaveAccessibleDescription(
      expect.stringContaining(`De eenmalige inleg moet minimaal €${NBSP}1.000,00 zijn.`),
    );
    expect(amountField(/Maandelijkse inleg/)).toHaveAccessibleDescription(
      expect.stringContaining(`De maandelijkse inleg moet minimaal €${NBSP}50,00 zijn.`),
    );
    expect(useAppStore.getState().investmentFlow.activePage).toBe('belegging-toevoegen');

    await user.clear(amountField(/Eenmalige inleg/));
    await user.type(amountField(/Eenmalige inleg/), '1.000');
    await user.clear(amountField(/Maandelijkse inleg/));
    await user.type(amountField(/Maandelijkse inleg/), '50');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(useAppStore.getState().investmentFlow).toMatchObject({
      activePage: 'questionnaire',
      investment: { kind: 'beide', initialDeposit: '1000.00', periodicDeposit: '50.00' },
    });
  });

  it('refuses a one-off deposit above what one iDEAL payment may be, before sending', async () => {
    const user = userEvent.setup();
    await openFlow();
    await choose(user, 'Eenmalig een bedrag');
    await user.type(amountField(/Eenmalige inleg/), '60.000');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(amountField(/Eenmalige inleg/)).toHaveAccessibleDescription(
      expect.stringContaining(
        `Met iDEAL kunt u per betaling ten hoogste €${NBSP}50.000,00 betalen.`,
      ),
    );
    expect(useAppStore.getState().investmentFlow.activePage).toBe('belegging-toevoegen');

    await user.clear(amountField(/Eenmalige inleg/));
    await user.type(amountField(/Eenmalige inleg/), '50.000');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(useAppStore.getState().investmentFlow).toMatchObject({
      activePage: 'questionnaire',
      investment: { initialDeposit: '50000.00' },
    });
  });

  it('uses the minimums of the route’s fund: the American fund asks more', async () => {
    const user = userEvent.setup();
    await openFlow('/amerikaans-vastgoed');
    expect(screen.getByText('Amerikaans Vastgoedfonds')).toBeVisible();
    await choose(user, 'Eenmalig een bedrag');
    await user.type(amountField(/Eenmalige inleg/), '2.000');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(amountField(/Eenmalige inleg/)).toHaveAccessibleDescription(
      expect.stringContaining(`De eenmalige inleg moet minimaal €${NBSP}2.500,00 zijn.`),
    );
  });

  it('asks only for the amounts of the chosen kind and needs each of them', async () => {
    const user = userEvent.setup();
    await openFlow();
    await choose(user, 'Elke maand een bedrag');
    expect(screen.queryByRole('textbox', { name: /Eenmalige inleg/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(amountField(/Maandelijkse inleg/)).toHaveAccessibleDescription(
      expect.stringContaining('Vul het bedrag in dat u elke maand inlegt.'),
    );
    await user.type(amountField(/Maandelijkse inleg/), '75');
    await user.click(screen.getByRole('radio', { name: 'Uitkeren op mijn rekening' }));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(useAppStore.getState().investmentFlow.investment).toMatchObject({
      kind: 'maandelijks',
      initialDeposit: null,
      periodicDeposit: '75.00',
      stock: 'cash',
    });
  });

  it('reinvests the distributions unless the investor chooses otherwise', async () => {
    await openFlow();
    expect(screen.getByRole('radio', { name: 'Herbeleggen in participaties' })).toBeChecked();
  });

  it('sums up the costs live from the fund’s entry and ongoing costs', async () => {
    const user = userEvent.setup();
    await openFlow();
    expect(within(costs()).getByText(/Vul een bedrag in/)).toBeVisible();
    await choose(user, 'Eenmalig een bedrag én elke maand een bedrag');
    await user.type(amountField(/Eenmalige inleg/), '5.000');
    expect(costOf('Instapkosten op uw eenmalige inleg')).toBe(`€${NBSP}100,00`);
    expect(within(costs()).queryByText('Instapkosten op elke maandelijkse inleg')).toBeNull();
    // The fixture fund: 2% entry costs, 1,25% ongoing costs; 4.900 invested after a year.
    expect(costOf('Lopende kosten per jaar')).toBe(`€${NBSP}61,25`);

    await user.type(amountField(/Maandelijkse inleg/), '100');
    expect(costOf('Instapkosten op elke maandelijkse inleg')).toBe(`€${NBSP}2,00`);
    // (5.000 − 100) + 12 × (100 − 2) = 6.076 invested after a year; × 1,25% = 75,95.
    expect(costOf('Lopende kosten per jaar')).toBe(`€${NBSP}75,95`);
  });
});
