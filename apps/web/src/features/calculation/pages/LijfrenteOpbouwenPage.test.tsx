import type { CalculationRequest } from '@bp/api-schema';
import { NO_DEPOSIT_MESSAGE, START_DATE_MESSAGES } from '@bp/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { engineReply, SB_FUND_LIST } from '../test-data';

function figure(label: RegExp | string): string | null | undefined {
  return screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;
}

describe('lijfrente opbouwen (SUL), anonymous', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('transfers an existing annuity up to age 67 and shows the age and indicative payout', async () => {
    // Only the date is fixed: a start of 1 September 2026 must lie ahead, as it did when written.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-08-14T10:00:00Z') });
    const api = mockApi({
      'GET /api/funds': { body: { data: SB_FUND_LIST } },
      'POST /api/calculation': ({ body }) => engineReply(body as CalculationRequest),
    });
    const user = userEvent.setup();
    renderApp('/berekenen/lijfrente-opbouwen');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lijfrente opbouwen' }),
    ).toBeVisible();
    expect(screen.getByText('Stap 1 van 5')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Mijn huidige lijfrente oversluiten' }));
    await user.type(screen.getByRole('textbox', { name: 'Uw geboortedatum' }), '15-06-1980');
    const start = screen.getByRole('textbox', { name: 'Ingangsdatum van de opbouw' });
    await user.clear(start);
    await user.type(start, '01-09-2026');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));

    // Transferring: the value of the current annuity is the first deposit, and required.
    const value = await screen.findByRole('textbox', {
      name: 'Waarde van uw huidige lijfrente in euro’s',
    });
    await user.type(screen.getByRole('textbox', { name: /Maandelijkse inleg/ }), '200');
    await user.click(screen.getByRole('radio', { name: 'Tot een leeftijd' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Leeftijd waarop de opbouw eindigt' }),
      '67',
    );
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(value).toHaveAccessibleDescription(
      expect.stringContaining('Vul de waarde van uw huidige lijfrente in.'),
    );
    await user.type(value, '25.000');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));

    await user.click(
      await screen.findByRole('radio', { name: 'Ik kies zelf de verdeling over de fondsen' }),
    );
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await user.type(await screen.findByRole('textbox', { name: 'Aandelenfonds Wereld (%)' }), '60');
    await user.type(screen.getByRole('textbox', { name: 'Vastgoedfonds Europa (%)' }), '40');
    await user.click(screen.getByRole('button', { name: 'Berekenen' }));

    expect(await screen.findByRole('heading', { name: 'Uw lijfrente daarna' })).toBeVisible();
    expect(api.calls('POST', '/api/calculation')[0]?.body).toEqual({
      productCode: 'SUL',
      initialDeposit: '25000.00',
      periodicDeposit: '200.00',
      birthdate: '1980-06-15',
      start: '2026-09-01',
      duration: 67,
      durationType: 'leeftijd',
      chosenRiskProfile: 'NVT',
      funds: [
        { id: 12, percentage: 0.4 },
        { id: 13, percentage: 0.6 },
      ],
      uitkeringsTermijnCode: null,
      polisVoorwaardeCode: null,
      isHuidigeLijfrenteOversluiten: true,
      description: '',
    });
    expect(figure('Uw leeftijd aan het eind')).toBe('67 jaar');
    expect(figure(/Indicatieve uitkering per maand/)).toMatch(/^€\s[\d.]+,\d{2}$/);
    expect(useAppStore.getState().calculation.lijfrenteOpbouwen.activePage).toBe('stap5');
    const years = screen.getByRole('table', { name: 'Waarde aan het eind van elk jaar' });
    // September 2026 to the first deposit date after the 67th birthday: 1 July 2047.
    expect(
      screen.getByRole('heading', { name: 'Na 20 jaar en 10 maanden, op 1 juli 2047' }),
    ).toBeVisible();
    expect(within(years).getAllByRole('row')).toHaveLength(22);
    expect(within(years).getByRole('rowheader', { name: 'Jaar 21' })).toBeVisible();
  });

  it('refuses a start in the past at its field, together with the other errors of the step', async () => {
    mockApi();
    const user = userEvent.setup();
    renderApp('/berekenen/lijfrente-opbouwen');
    const start = await screen.findByRole('textbox', { name: 'Ingangsdatum van de opbouw' });
    await user.clear(start);
    await user.type(start, '01-09-2020');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));

    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Geef aan of u een nieuwe lijfrente opbouwt of een bestaande lijfrente oversluit.',
      'Vul uw geboortedatum in.',
      START_DATE_MESSAGES.inPast,
    ]);
    expect(start).toHaveAccessibleDescription(expect.stringContaining(START_DATE_MESSAGES.inPast));
    expect(useAppStore.getState().calculation.lijfrenteOpbouwen.activePage).toBe('stap1');
  });

  it('a new annuity needs a one-off or a monthly deposit', async () => {
    mockApi();
    const user = userEvent.setup();
    renderApp('/berekenen/lijfrente-opbouwen');
    await user.click(await screen.findByRole('radio', { name: 'Een nieuwe lijfrente opbouwen' }));
    await user.type(screen.getByRole('textbox', { name: 'Uw geboortedatum' }), '15-06-1980');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await user.type(await screen.findByRole('textbox', { name: 'Looptijd in jaren' }), '25');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_DEPOSIT_MESSAGE);
    expect(useAppStore.getState().calculation.lijfrenteOpbouwen.activePage).toBe('stap2');
  });
});
