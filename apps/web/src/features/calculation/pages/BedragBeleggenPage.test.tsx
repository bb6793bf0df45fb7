import type { CalculationRequest } from '@bp/api-schema';
import { FORECAST_WARNING, firstDayOfNextMonth } from '@bp/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { investor } from '../../../test/fixtures';
import { deferredReply, mockApi, type Handler } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { QUESTIONNAIRE_ONE, scoringReply } from '../../../test/questionnaire-fixtures';
import { amsterdamToday } from '../today';
import { engineReply, SB_FUND_LIST } from '../test-data';

type User = ReturnType<typeof userEvent.setup>;

const funds = { 'GET /api/funds': { body: { data: SB_FUND_LIST } } };
const calculate: Handler = ({ body }) => engineReply(body as CalculationRequest);

function sb() {
  return useAppStore.getState().calculation.bedragBeleggen;
}

async function fillDeposits(user: User) {
  await user.click(
    await screen.findByRole('radio', { name: 'Eenmalig een bedrag én elke maand een bedrag' }),
  );
  await user.type(screen.getByRole('textbox', { name: 'Eenmalige inleg in euro’s' }), '10.000');
  await user.type(screen.getByRole('textbox', { name: 'Maandelijkse inleg in euro’s' }), '150');
  await user.type(screen.getByRole('textbox', { name: 'Looptijd in jaren' }), '20');
  await user.type(
    screen.getByRole('textbox', { name: 'Omschrijving (niet verplicht)' }),
    'Studie Emma',
  );
  await user.click(screen.getByRole('button', { name: 'Volgende' }));
}

async function chooseBasis(user: User, basis: 'profiel' | 'fondsen') {
  const name =
    basis === 'profiel'
      ? 'Op basis van mijn risicoprofiel'
      : 'Ik kies zelf de verdeling over de fondsen';
  await user.click(await screen.findByRole('radio', { name }));
  await user.click(screen.getByRole('button', { name: 'Volgende' }));
}

async function splitFunds(user: User, percentages: string[]) {
  for (const [index, fund] of SB_FUND_LIST.entries()) {
    const field = await screen.findByRole('textbox', { name: `${fund.name} (%)` });
    await user.clear(field);
    const percentage = percentages[index] ?? '';
    if (percentage !== '') await user.type(field, percentage);
  }
}

describe('bedrag beleggen (SB), anonymous', () => {
  it('completes the flow with an own fund split and shows the three scenarios', async () => {
    const api = mockApi({ ...funds, 'POST /api/calculation': calculate });
    const user = userEvent.setup();
    renderApp('/berekenen/bedrag-beleggen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bedrag beleggen' })).toBeVisible();
    expect(sb().activePage).toBe('stap1');

    await fillDeposits(user);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Manier van beleggen' }),
    ).toBeVisible();
    await chooseBasis(user, 'fondsen');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Verdeling over de fondsen' }),
    ).toBeVisible();
    await splitFunds(user, ['40', '30', '30']);
    expect(screen.getByText('Totaal: 100%')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Berekenen' }));

    expect(await screen.findByRole('heading', { name: /^Na 20 jaar, op / })).toBeVisible();
    expect(sb().activePage).toBe('stap4');
    expect(api.calls('POST', '/api/calculation')[0]?.body).toEqual({
      productCode: 'SB',
      initialDeposit: '10000.00',
      periodicDeposit: '150.00',
      birthdate: null,
      start: firstDayOfNextMonth(amsterdamToday()),
      duration: 20,
      chosenRiskProfile: 'NVT',
      uitkeringsTermijnCode: null,
      polisVoorwaardeCode: null,
      isHuidigeLijfrenteOversluiten: false,
      description: 'Studie Emma',
      funds: [
        { id: 11, percentage: 0.4 },
        { id: 12, percentage: 0.3 },
        { id: 13, percentage: 0.3 },
      ],
    });
    expect(screen.getByText(FORECAST_WARNING)).toBeVisible();
    const years = screen.getByRole('table', { name: 'Waarde aan het eind van elk jaar' });
    expect(within(years).getAllByRole('row')).toHaveLength(21);
    expect(within(years).getByRole('columnheader', { name: 'Pessimistisch' })).toBeVisible();
    expect(within(years).getByRole('rowheader', { name: 'Jaar 20' })).toBeVisible();
    expect(screen.getByText(/De verwachte waarde per jaar \(doorgetrokken lijn\)/)).toBeVisible();
    expect(screen.getByText('Totaal ingelegd')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fberekenen%2Fbedrag-beleggen',
    );
  });

  it('keeps the loading indicator on during the calculation and off afterwards', async () => {
    // The calculation answers only when the test says so.
    const answer = deferredReply();
    const api = mockApi({ ...funds, 'POST /api/calculation': answer.handler });
    const user = userEvent.setup();
    renderApp('/berekenen/bedrag-beleggen');
    await fillDeposits(user);
    await chooseBasis(user, 'fondsen');
    await splitFunds(user, ['100', '', '']);
    await user.click(screen.getByRole('button', { name: 'Berekenen' }));
    expect(
      await screen.findByText('Uw berekening wordt gemaakt…', { selector: '.loading-text' }),
    ).toBeVisible();
    expect(useAppStore.getState().loading.count).toBe(1);

    const [requested] = api.calls('POST', '/api/calculation');
    if (!requested) throw new Error('The calculation was not requested');
    await act(async () => answer.release(engineReply(requested.body as CalculationRequest)));
    expect(await screen.findByRole('heading', { name: /^Na 20 jaar, op / })).toBeVisible();
    expect(
      screen.queryByText('Uw berekening wordt gemaakt…', { selector: '.loading-text' }),
    ).toBeNull();
    expect(useAppStore.getState().loading.count).toBe(0);
  });

  it('shows every error of stap1 at once: the deposit beside the term', async () => {
    mockApi(funds);
    const user = userEvent.setup();
    renderApp('/berekenen/bedrag-beleggen');
    await user.click(await screen.findByRole('radio', { name: /^Eenmalig een bedrag$/ }));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Vul het bedrag in dat u eenmalig inlegt.', 'Vul de looptijd in.']);
    expect(sb().activePage).toBe('stap1');
  });

  it('wants the fund split to add up to exactly 100%', async () => {
    const api = mockApi(funds);
    const user = userEvent.setup();
    renderApp('/berekenen/bedrag-beleggen');
    await fillDeposits(user);
    await chooseBasis(user, 'fondsen');
    await splitFunds(user, ['40', '30', '20']);
    expect(screen.getByText('Totaal: 90% (dit moet 100% zijn)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Berekenen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De verdeling over de fondsen moet samen precies 100% zijn; nu is dat 90,00%.',
    );
    expect(api.calls('POST', '/api/calculation')).toHaveLength(0);
    expect(sb().activePage).toBe('stap3');
  });

  it('calculates with the model mix of the profile from the questionnaire', async () => {
    const api = mockApi({
      'GET /api/questionnaires/1': { body: { data: QUESTIONNAIRE_ONE } },
      'POST /api/questionnaires/1/answers': scoringReply,
      'POST /api/calculation': calculate,
    });
    const user = userEvent.setup();
    renderApp('/berekenen/bedrag-beleggen');
    await fillDeposits(user);
    await chooseBasis(user, 'profiel');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Uw risicoprofiel' }),
    ).toBeVisible();
    const total = QUESTIONNAIRE_ONE.questions.length;
    for (const [index, question] of QUESTIONNAIRE_ONE.questions.entries()) {
      await screen.findByText(`Vraag ${index + 1} van ${total}`);
      // The second answer everywhere: a careful investor.
      await user.click(screen.getByRole('radio', { name: question.answers[1]?.answer }));
      await user.click(screen.getByRole('button', { name: 'Volgende' }));
    }
    for (const checkbox of await screen.findAllByRole('checkbox')) await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Bekijk mijn risicoprofiel' }));
    const outcome = await screen.findByRole('heading', { name: /^Uw risicoprofiel: / });
    const profile = sb().questionnaire.riskSelection;
    expect(profile).not.toBeNull();
    expect(outcome).toHaveTextContent(new RegExp(profile ?? 'x', 'i'));

    await user.click(screen.getByRole('button', { name: 'Berekenen' }));
    expect(await screen.findByRole('heading', { name: /^Na 20 jaar, op / })).toBeVisible();
    expect(api.calls('POST', '/api/calculation')[0]?.body).toMatchObject({
      chosenRiskProfile: profile,
      funds: [],
    });
    expect(sb().questionnaire).toMatchObject({
      riskSelection: profile,
      activeQuestion: total,
      firstStatement: true,
      questionEleven: true,
    });
    expect(sb().questionnaire.answers).toHaveLength(total);
  });
});

describe('bedrag beleggen (SB), logged in', () => {
  it('stores the offer, refreshes the list, recalculates that offer and reopens it later', async () => {
    const api = mockApi({
      ...funds,
      'GET /api/offers/': { body: { Offerte: [] } },
      'POST /api/calculation': ({ body }) => engineReply(body as CalculationRequest, 501),
      // The stored offer is the last calculation made.
      'GET /api/calculation/501': () =>
        engineReply(api.calls('POST', '/api/calculation').at(-1)?.body as CalculationRequest, 501),
    });
    const user = userEvent.setup();
    const app = renderApp('/berekenen/bedrag-beleggen', { user: investor });
    await fillDeposits(user);
    await chooseBasis(user, 'fondsen');
    await splitFunds(user, ['50', '50', '']);
    await user.click(screen.getByRole('button', { name: 'Berekenen' }));

    expect(await screen.findByText(/Deze berekening is bewaard/)).toBeVisible();
    expect(sb().offerID).toBe(501);
    const first = api.calls('POST', '/api/calculation')[0]?.body as CalculationRequest;
    expect(first).not.toHaveProperty('offerID');
    // Logged in, SB leaves the start to the server (the offer's own).
    expect(first.start).toBeNull();

    // Recalculate with a longer term: the same offer is updated.
    await user.click(screen.getByRole('button', { name: 'Gegevens aanpassen' }));
    const term = await screen.findByRole('textbox', { name: 'Looptijd in jaren' });
    expect(term).toHaveValue('20');
    await user.clear(term);
    await user.type(term, '25');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await user.click(await screen.findByRole('button', { name: 'Volgende' }));
    await user.click(await screen.findByRole('button', { name: 'Berekenen' }));
    expect(await screen.findByRole('heading', { name: /^Na 25 jaar, op / })).toBeVisible();
    expect(api.calls('POST', '/api/calculation')[1]?.body).toMatchObject({
      offerID: 501,
      duration: 25,
    });

    // A later visit shows the stored offer without calculating again.
    app.unmount();
    const { queryClient } = await import('../../../lib/query-client');
    queryClient.clear();
    renderApp('/berekenen/bedrag-beleggen', { user: investor });
    expect(await screen.findByRole('heading', { name: /^Na 25 jaar, op / })).toBeVisible();
    expect(api.calls('GET', '/api/calculation/501')).toHaveLength(1);
    expect(api.calls('POST', '/api/calculation')).toHaveLength(2);
  });

  it('refreshes the offer list after the first stored calculation', async () => {
    const api = mockApi({
      ...funds,
      'GET /api/offers/': { body: { Offerte: [] } },
      'POST /api/calculation': ({ body }) => engineReply(body as CalculationRequest, 9),
    });
    const user = userEvent.setup();
    renderApp('/mijn-berekeningen', { user: investor });
    await screen.findByRole('heading', { name: 'U heeft nog geen berekeningen bewaard' });
    expect(api.calls('GET', '/api/offers/')).toHaveLength(1);
    await user.click(screen.getAllByRole('link', { name: 'Bedrag beleggen' })[0] as HTMLElement);
    await fillDeposits(user);
    await chooseBasis(user, 'fondsen');
    await splitFunds(user, ['100', '', '']);
    await user.click(screen.getByRole('button', { name: 'Berekenen' }));
    await screen.findByText(/Deze berekening is bewaard/);
    await user.click(
      within(screen.getByRole('main')).getByRole('link', { name: 'Mijn berekeningen' }),
    );
    await waitFor(() => expect(api.calls('GET', '/api/offers/')).toHaveLength(2));
  });
});
