import type { CalculationRequest } from '@bp/api-schema';
import { MINIMUM_TERM_PHRASE, START_DATE_MESSAGES } from '@bp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { errorBody, mockApi, type Handler } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { CALCULATION_FAILED_MESSAGE } from '../calculation-errors';
import { engineReply, sdilRequest } from '../test-data';

const calculate: Handler = ({ body }) => engineReply(body as CalculationRequest);

type User = ReturnType<typeof userEvent.setup>;

/** The value beside a label in a list of key figures. */
function figure(label: string): string | null | undefined {
  return screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;
}

async function fillCapitalStep(user: User, birthdate = '10-03-1960', before2014 = 'Ja') {
  await user.type(await screen.findByRole('textbox', { name: /lijfrentekapitaal/ }), '150.000');
  const question = screen.getByRole('group', { name: /vóór 1 januari 2014 opgebouwd/ });
  await user.click(within(question).getByRole('radio', { name: before2014 }));
  await user.type(screen.getByRole('textbox', { name: 'Uw geboortedatum' }), birthdate);
  await user.click(screen.getByRole('button', { name: 'Volgende' }));
}

async function fillPayoutStep(user: User, years = '20', start = '01-04-2027') {
  await user.type(
    await screen.findByRole('textbox', { name: 'Datum van de eerste uitkering' }),
    start,
  );
  await user.type(screen.getByRole('textbox', { name: 'Looptijd in jaren' }), years);
  await user.click(screen.getByRole('button', { name: 'Berekenen' }));
}

describe('lijfrente uitkeren (SDIL), anonymous', () => {
  it('goes from stap1 to the payout and its schedule, sending the request per the spec', async () => {
    const api = mockApi({ 'POST /api/calculation': calculate });
    const user = userEvent.setup();
    renderApp('/berekenen/lijfrente-uitkeren');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lijfrente uitkeren' }),
    ).toBeVisible();
    expect(screen.getByText('Stap 1 van 3')).toBeVisible();
    expect(useAppStore.getState().calculation.currentFlow).toBe('lijfrenteUitkeren');

    await fillCapitalStep(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'Uw uitkering' })).toHaveFocus();
    expect(useAppStore.getState().calculation.lijfrenteUitkeren.activePage).toBe('stap2');
    await fillPayoutStep(user);

    expect(
      await screen.findByRole('heading', { name: /Uw bruto uitkering: €\s.* per maand/ }),
    ).toBeVisible();
    expect(useAppStore.getState().calculation.lijfrenteUitkeren.activePage).toBe('stap3');
    // No frequency chosen: the default Geen; kapitaal ja: SDIL2014; SDIL sends no deposit.
    expect(api.calls('POST', '/api/calculation')[0]?.body).toEqual(sdilRequest);
    expect(figure('Aantal uitkeringen')).toBe('240');
    // A lijfrente payout is taxed before it is paid: every amount says it is gross.
    expect(
      screen.getByText(/^Alle bedragen zijn bruto: vóór inhouding van loonheffing/),
    ).toBeVisible();
    expect(figure('Totaal bruto uitgekeerd')).toMatch(/^€\s/);
    expect(
      within(screen.getByRole('table', { name: 'Uitkeringsschema' })).getByRole('columnheader', {
        name: 'Bruto uitkering',
      }),
    ).toBeInTheDocument();
    expect(figure('Eerste uitkering')).toBe('1 april 2027');
    expect(figure('Laatste uitkering')).toBe('1 maart 2047');
    expect(screen.getByText('Uitkeringsschema (240 uitkeringen)')).toBeVisible();
    const schedule = screen.getByRole('table', { name: 'Uitkeringsschema' });
    expect(within(schedule).getAllByRole('row')).toHaveLength(241);
    expect(within(schedule).getAllByRole('row')[1]).toHaveTextContent('01-04-2027');
    expect(useAppStore.getState().loading.count).toBe(0);
  });

  it('sends the chosen frequency and SDIL for capital built up from 2014', async () => {
    const api = mockApi({ 'POST /api/calculation': calculate });
    const user = userEvent.setup();
    renderApp('/berekenen/lijfrente-uitkeren');
    await fillCapitalStep(user, '10-03-1960', 'Nee');
    await user.click(await screen.findByRole('radio', { name: 'Per kwartaal' }));
    await fillPayoutStep(user);
    expect(await screen.findByRole('heading', { name: /per kwartaal/ })).toBeVisible();
    expect(api.calls('POST', '/api/calculation')[0]?.body).toMatchObject({
      uitkeringsTermijnCode: 'Kwartaal',
      polisVoorwaardeCode: 'SDIL',
    });
    expect(screen.getByText('Uitkeringsschema (80 uitkeringen)')).toBeVisible();
  });

  it('shows the 20-year error at the term field and keeps the investor there', async () => {
    mockApi({ 'POST /api/calculation': calculate });
    const user = userEvent.setup();
    renderApp('/berekenen/lijfrente-uitkeren');
    // Born in 1980, a payout from 2027 runs before the AOW date: 20 years is too short.
    await fillCapitalStep(user, '10-03-1980');
    await fillPayoutStep(user);

    const term = await screen.findByRole('textbox', { name: 'Looptijd in jaren' });
    await waitFor(() =>
      expect(term).toHaveAccessibleDescription(expect.stringContaining(MINIMUM_TERM_PHRASE)),
    );
    expect(term).toHaveAttribute('aria-invalid', 'true');
    expect(term).toHaveFocus();
    expect(useAppStore.getState().calculation.lijfrenteUitkeren.activePage).toBe('stap2');
    expect(screen.queryByRole('heading', { name: /uitkering: €/ })).toBeNull();
    expect(useAppStore.getState().notifications).toEqual([]);

    // A long enough term is calculated.
    await user.clear(term);
    await user.type(term, '42');
    await user.click(screen.getByRole('button', { name: 'Berekenen' }));
    expect(
      await screen.findByRole('heading', { name: /Uw bruto uitkering: €\s.* per maand/ }),
    ).toBeVisible();
  });

  it('any other error leaves an empty result with a calm message, and can be tried again', async () => {
    let fail = true;
    const api = mockApi({
      'POST /api/calculation': (request) =>
        fail ? { status: 500, unparsed: undefined } : calculate(request),
    });
    const user = userEvent.setup();
    renderApp('/berekenen/lijfrente-uitkeren');
    await fillCapitalStep(user);
    await fillPayoutStep(user);

    expect(await screen.findByText(CALCULATION_FAILED_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('heading', { name: /uitkering: €/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(useAppStore.getState().notifications).toEqual([]);
    expect(useAppStore.getState().loading.count).toBe(0);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw berekenen' }));
    expect(
      await screen.findByRole('heading', { name: /Uw bruto uitkering: €\s.* per maand/ }),
    ).toBeVisible();
    expect(api.calls('POST', '/api/calculation')).toHaveLength(2);
  });

  it('refuses a first payout in the past at its field, before sending anything', async () => {
    const api = mockApi({ 'POST /api/calculation': calculate });
    const user = userEvent.setup();
    renderApp('/berekenen/lijfrente-uitkeren');
    await fillCapitalStep(user);
    await fillPayoutStep(user, '20', '01-04-2020');

    const start = screen.getByRole('textbox', { name: 'Datum van de eerste uitkering' });
    await waitFor(() =>
      expect(start).toHaveAccessibleDescription(
        expect.stringContaining(START_DATE_MESSAGES.inPast),
      ),
    );
    expect(within(screen.getByRole('alert')).getByRole('link')).toHaveTextContent(
      START_DATE_MESSAGES.inPast,
    );
    expect(api.calls('POST', '/api/calculation')).toHaveLength(0);
    expect(screen.queryByText(CALCULATION_FAILED_MESSAGE)).toBeNull();
  });

  it('shows the server’s refusal of the start date at its field, never as an outage', async () => {
    mockApi({
      'POST /api/calculation': {
        status: 422,
        body: errorBody(START_DATE_MESSAGES.inPast, [START_DATE_MESSAGES.inPast]),
      },
    });
    const user = userEvent.setup();
    renderApp('/berekenen/lijfrente-uitkeren');
    await fillCapitalStep(user);
    await fillPayoutStep(user);

    const start = await screen.findByRole('textbox', { name: 'Datum van de eerste uitkering' });
    await waitFor(() =>
      expect(start).toHaveAccessibleDescription(
        expect.stringContaining(START_DATE_MESSAGES.inPast),
      ),
    );
    expect(start).toHaveFocus();
    expect(useAppStore.getState().calculation.lijfrenteUitkeren.activePage).toBe('stap2');
    expect(screen.queryByText(CALCULATION_FAILED_MESSAGE)).toBeNull();
    expect(useAppStore.getState().notifications).toEqual([]);
  });

  it('lists what is wrong before going on', async () => {
    const user = userEvent.setup();
    mockApi();
    renderApp('/berekenen/lijfrente-uitkeren');
    await user.click(await screen.findByRole('button', { name: 'Volgende' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Vul het kapitaal in dat u wilt laten uitkeren.',
      'Geef aan of (een deel van) het kapitaal vóór 1 januari 2014 is opgebouwd.',
      'Vul uw geboortedatum in.',
    ]);
    expect(useAppStore.getState().calculation.lijfrenteUitkeren.activePage).toBe('stap1');
  });
});
