import type { CalculationRequest } from '@bp/api-schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { investor } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { flowFromCalculation } from '../flow-from-calculation';
import { FLOW_ROUTES } from '../flows';
import { engineReply, engineResponse, sbRequest, sdilRequest } from '../test-data';

/** A calculation on its result page: stored (logged in, with an offerID) or calculated again. */
async function openResult(request: CalculationRequest, loggedIn: boolean) {
  const offerID = loggedIn ? 501 : null;
  const { flowName, patch } = flowFromCalculation(engineResponse(request, offerID).data);
  useAppStore.setState((state) => ({
    calculation: {
      ...state.calculation,
      currentFlow: flowName,
      [flowName]: { ...state.calculation[flowName], ...patch },
    },
  }));
  mockApi({
    'GET /api/calculation/501': { body: engineResponse(request, 501) },
    'POST /api/calculation': () => engineReply(request, offerID),
    'GET /api/offers/': { body: { Offerte: [] } },
  });
  const app = renderApp(FLOW_ROUTES[flowName], loggedIn ? { user: investor } : { user: null });
  const section = await screen.findByRole('region', {
    name: /^(Beleggen met deze bedragen|Deze lijfrente aanvragen)$/,
  });
  return { app, section };
}

const investSearch = 'inleg=10000.00&maandelijks=150.00&omschrijving=Studie+Emma';

describe('the next step after a result (issue 17)', () => {
  it('offers "Beleggen" into the Dutch real-estate flow with the amounts, and the other funds', async () => {
    const { section } = await openResult({ ...sbRequest, description: 'Studie Emma' }, true);
    expect(within(section).getByRole('link', { name: 'Beleggen' })).toHaveAttribute(
      'href',
      `/nederlands-vastgoed?${investSearch}`,
    );
    for (const [name, path] of [
      ['Duits vastgoed', '/duits-vastgoed'],
      ['Amerikaans vastgoed', '/amerikaans-vastgoed'],
      ['Leningenfonds', '/leningenfonds'],
    ] as const) {
      expect(within(section).getByRole('link', { name })).toHaveAttribute(
        'href',
        `${path}?${investSearch}`,
      );
    }
  });

  it('sends an anonymous visitor to login first, with the whole intended address as redirect', async () => {
    const { section } = await openResult({ ...sbRequest, description: 'Studie Emma' }, false);
    expect(within(section).getByText(/Daarvoor logt u eerst in/)).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Beleggen' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/nederlands-vastgoed?${investSearch}`)}`,
    );
  });

  it('says plainly that a lijfrente has no online request, and how to ask for it', async () => {
    const { section } = await openResult(sdilRequest, true);
    expect(section).toHaveTextContent(
      'Een lijfrente kunt u niet zelf in het portaal afsluiten: daarvoor is geen online aanvraag.',
    );
    expect(within(section).getByRole('link', { name: 'Neem contact met ons op' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(section).toHaveTextContent('en noem offertenummer 501.');
    expect(within(section).queryByRole('link', { name: 'Beleggen' })).not.toBeInTheDocument();
  });
});
