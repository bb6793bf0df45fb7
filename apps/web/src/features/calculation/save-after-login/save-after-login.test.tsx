import type { CalculationRequest, OffersResponse } from '@bp/api-schema';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { investor } from '../../../test/fixtures';
import { errorBody, mockApi, type ApiRequest, type Reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildCalculationRequest } from '../build-request';
import { readFlow, updateFlow } from '../flow-store';
import { FLOW_ROUTES } from '../flows';
import {
  initialBedragBeleggen,
  initialLijfrenteOpbouwen,
  initialLijfrenteUitkeren,
  type CalculationFlowName,
} from '../state';
import { engineReply, engineResponse, SB_FUND_LIST } from '../test-data';
import { amsterdamToday } from '../today';
import { PENDING_SAVE_KEY, readPendingSave } from './pending-save';

/**
 * Issue 17: "Log in als u uw berekeningen wilt bewaren" keeps the calculation across the login
 * and saves it, once, as the investor's offer; the page they land on says so.
 */

type User = ReturnType<typeof userEvent.setup>;

/** Each calculator, complete and on its result page, as an anonymous visitor leaves it. */
const FLOWS: Record<CalculationFlowName, () => void> = {
  bedragBeleggen: () =>
    updateFlow('bedragBeleggen', {
      ...initialBedragBeleggen(),
      activePage: 'stap4',
      kind: 'eenmalig',
      initialDeposit: '10000.00',
      duration: 10,
      funds: [{ id: 11, percentage: 100 }],
      description: 'Studie Emma',
    }),
  lijfrenteOpbouwen: () =>
    updateFlow('lijfrenteOpbouwen', {
      ...initialLijfrenteOpbouwen(),
      activePage: 'stap5',
      situation: 'nieuw',
      geboortedatum: '1980-05-01',
      start: '2027-01-01',
      duration: 20,
      periodicDeposit: '100.00',
      funds: [{ id: 11, percentage: 100 }],
    }),
  lijfrenteUitkeren: () =>
    updateFlow('lijfrenteUitkeren', {
      ...initialLijfrenteUitkeren(),
      activePage: 'stap3',
      initialDeposit: '150000.00',
      geboortedatum: '1960-03-10',
      start: '2027-04-01',
      duration: 20,
      kapitaal: 'ja',
    }),
};

const OFFER_ID = 77;

/**
 * The server: anonymous until the login, then every calculation is stored as an offer
 * (unless `refusal` gives a reply instead).
 */
function server(refusal: () => Reply | null = () => null) {
  let loggedIn = false;
  const api = mockApi({
    'GET /api/funds': { body: { data: SB_FUND_LIST } },
    'POST /api/login': () => {
      loggedIn = true;
      return { body: { ...investor, twoFactorRequired: false } };
    },
    'POST /api/calculation': (request: ApiRequest) => {
      const body = request.body as CalculationRequest;
      if (!loggedIn) return engineReply(body);
      return refusal() ?? engineReply(body, OFFER_ID);
    },
    [`GET /api/calculation/${OFFER_ID}`]: () => {
      const [, saved] = api.calls('POST', '/api/calculation');
      return { body: engineResponse(saved?.body as CalculationRequest, OFFER_ID) };
    },
  });
  return api;
}

async function logInFromTheResult(user: User) {
  await user.click(await screen.findByRole('link', { name: 'Log in' }, { timeout: 5_000 }));
  await screen.findByRole('heading', { level: 1, name: 'Inloggen' }, { timeout: 5_000 });
  await user.type(screen.getByLabelText('E-mailadres'), investor.email);
  await user.type(screen.getByLabelText('Wachtwoord'), 'Belegger-demo-2026');
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
}

describe.each(Object.keys(FLOWS) as CalculationFlowName[])(
  '%s: logging in from the result',
  (flowName) => {
    it('saves the calculation shown as the investor’s offer, says so, and a reload saves nothing more', async () => {
      const user = userEvent.setup();
      const api = server();
      FLOWS[flowName]();
      const app = renderApp(FLOW_ROUTES[flowName], { user: null });

      await logInFromTheResult(user);
      const notice = await screen.findByText(
        new RegExp(`Uw berekening is bewaard als offerte ${OFFER_ID}\\.`),
        {},
        { timeout: 5_000 },
      );
      expect(notice).toBeVisible();
      expect(app.currentPath()).toBe(FLOW_ROUTES[flowName]);
      expect(within(notice).getByRole('link', { name: 'Mijn berekeningen' })).toHaveAttribute(
        'href',
        '/mijn-berekeningen',
      );
      const [anonymous, saved, ...more] = api.calls('POST', '/api/calculation');
      // Exactly the calculation the visitor saw, as a new offer.
      expect(saved?.body).toEqual(anonymous?.body);
      expect(saved?.body).not.toHaveProperty('offerID');
      expect(more).toEqual([]);
      expect(readFlow(flowName).offerID).toBe(OFFER_ID);
      expect(sessionStorage.getItem(PENDING_SAVE_KEY)).toBeNull();

      // A reload: the same tab, the app started afresh.
      cleanup();
      queryClient.clear();
      renderApp(FLOW_ROUTES[flowName]);
      expect(
        await screen.findByText(/Deze berekening is bewaard\./, {}, { timeout: 5_000 }),
      ).toBeVisible();
      expect(api.calls('POST', '/api/calculation')).toHaveLength(2);
    });
  },
);

describe('when the save fails', () => {
  it('says why in Dutch, keeps the calculation and saves it on a retry', async () => {
    const user = userEvent.setup();
    const full = 'U heeft het maximum aantal bewaarde berekeningen bereikt. Verwijder eerst oude.';
    let refuse = true;
    const api = server(() => (refuse ? { status: 409, body: errorBody(full) } : null));
    FLOWS.lijfrenteUitkeren();
    renderApp(FLOW_ROUTES.lijfrenteUitkeren, { user: null });
    await logInFromTheResult(user);

    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Uw berekening is nog niet bewaard');
    expect(alert).toHaveTextContent(full);
    expect(readFlow('lijfrenteUitkeren')).toMatchObject({
      offerID: null,
      initialDeposit: '150000.00',
    });
    expect(readPendingSave('lijfrenteUitkeren')).toMatchObject({ state: 'waiting' });

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen te bewaren' }));
    expect(
      await screen.findByText(
        new RegExp(`Uw berekening is bewaard als offerte ${OFFER_ID}\\.`),
        {},
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(api.calls('POST', '/api/calculation')).toHaveLength(3);
  });
});

describe('after a reload while the save was on its way', () => {
  /** The SDIL calculation marked as sent at `sentAt`, its answer never read. */
  function sentButUnanswered(sentAt: Date): CalculationRequest {
    FLOWS.lijfrenteUitkeren();
    const built = buildCalculationRequest(readFlow('lijfrenteUitkeren'), false, amsterdamToday());
    if (!built.ok) throw new Error(built.problems.join(' '));
    const pending = {
      flowName: 'lijfrenteUitkeren',
      request: built.request,
      state: 'sending',
      sentAt: sentAt.toISOString(),
      keptAt: sentAt.toISOString(),
    };
    sessionStorage.setItem(PENDING_SAVE_KEY, JSON.stringify(pending));
    return built.request;
  }

  function offerList(offerID: number, aangemaakt: Date): OffersResponse {
    const at = aangemaakt.toISOString();
    return {
      Offerte: [{ offerID, productCode: 'SDIL', omschrijving: '', aangemaakt: at, gewijzigd: at }],
    };
  }

  it('takes the offer that send stored instead of storing another', async () => {
    const sentAt = new Date();
    const request = sentButUnanswered(sentAt);
    const api = mockApi({
      'GET /api/offers/': { body: offerList(91, new Date(sentAt.getTime() + 1_000)) },
      'GET /api/calculation/91': { body: engineResponse(request, 91) },
    });
    renderApp(FLOW_ROUTES.lijfrenteUitkeren, { user: investor });
    expect(
      await screen.findByText(/Uw berekening is bewaard als offerte 91\./, {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(readFlow('lijfrenteUitkeren').offerID).toBe(91);
    expect(api.calls('POST', '/api/calculation')).toEqual([]);
  });

  it('sends it once when the server has no such offer', async () => {
    const sentAt = new Date();
    sentButUnanswered(sentAt);
    // An older offer of the same kind is not this calculation.
    const api = mockApi({
      'GET /api/offers/': { body: offerList(12, new Date(sentAt.getTime() - 86_400_000)) },
      'POST /api/calculation': ({ body }) => engineReply(body as CalculationRequest, OFFER_ID),
    });
    renderApp(FLOW_ROUTES.lijfrenteUitkeren, { user: investor });
    expect(
      await screen.findByText(
        new RegExp(`Uw berekening is bewaard als offerte ${OFFER_ID}\\.`),
        {},
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(readFlow('lijfrenteUitkeren').offerID).toBe(OFFER_ID);
    expect(api.calls('POST', '/api/calculation')).toHaveLength(1);
  });
});
