import type { CalculationRequest } from '@bp/api-schema';
import { calendarDate, MINIMUM_TERM_PHRASE } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { initialLijfrenteUitkeren, type LijfrenteUitkerenState } from './state';
import { useAppStore } from '../../lib/store';
import { investor } from '../../test/fixtures';
import { deferredReply, errorBody, mockApi } from '../../test/mock-api';
import { calculationKeys } from './api';
import { readFlow, updateFlow } from './flow-store';
import { loadResult, resultFingerprint, resultQueryKey, runCalculation } from './run-calculation';
import { engineReply, engineResponse, sdilRequest } from './test-data';

const today = calendarDate('2026-07-09');

function sdilFlow(patch: Partial<LijfrenteUitkerenState> = {}) {
  updateFlow('lijfrenteUitkeren', {
    ...initialLijfrenteUitkeren(),
    activePage: 'stap2',
    initialDeposit: '150000.00',
    geboortedatum: '1960-03-10',
    start: '2027-04-01',
    duration: 20,
    kapitaal: 'ja',
    ...patch,
  });
}

function cached() {
  const fingerprint = resultFingerprint(
    readFlow('lijfrenteUitkeren'),
    useAppStore.getState().user !== null,
    today,
  );
  return fingerprint === null
    ? undefined
    : queryClient.getQueryData(resultQueryKey('lijfrenteUitkeren', fingerprint));
}

const postedRequest = (api: ReturnType<typeof mockApi>, index = 0) =>
  api.calls('POST', '/api/calculation')[index]?.body as CalculationRequest | undefined;

describe('running a calculation', () => {
  it('turns the loading indicator on during the call and off afterwards', async () => {
    sdilFlow();
    const answer = deferredReply();
    mockApi({ 'POST /api/calculation': answer.handler });
    const running = runCalculation('lijfrenteUitkeren', today);
    expect(useAppStore.getState().loading.count).toBe(1);
    expect(useAppStore.getState().loading.text).toBe('Uw berekening wordt gemaakt…');

    answer.release(engineReply(sdilRequest));
    const outcome = await running;
    expect(outcome.kind).toBe('ok');
    expect(useAppStore.getState().loading.count).toBe(0);
  });

  it('anonymous: sends the request, stores no offer and keeps the result for the result page', async () => {
    sdilFlow();
    const api = mockApi({
      'POST /api/calculation': ({ body }) => engineReply(body as CalculationRequest),
    });
    const outcome = await runCalculation('lijfrenteUitkeren', today);
    expect(postedRequest(api)).toEqual(sdilRequest);
    expect(outcome.kind === 'ok' && outcome.data.productCode).toBe('SDIL');
    expect(readFlow('lijfrenteUitkeren').offerID).toBeNull();
    expect(cached()).toMatchObject({ productCode: 'SDIL', offerID: null });
  });

  it('logged in: keeps the first offerID on the flow and refreshes the offer list', async () => {
    useAppStore.setState({ user: investor });
    sdilFlow();
    await queryClient.prefetchQuery({
      queryKey: calculationKeys.offers,
      queryFn: () => ({ Offerte: [] }),
    });
    mockApi({ 'POST /api/calculation': ({ body }) => engineReply(body as CalculationRequest, 77) });
    await runCalculation('lijfrenteUitkeren', today);
    expect(readFlow('lijfrenteUitkeren').offerID).toBe(77);
    expect(queryClient.getQueryState(calculationKeys.offers)?.isInvalidated).toBe(true);
    // The result page finds it under the offer from now on.
    expect(queryClient.getQueryData(resultQueryKey('lijfrenteUitkeren', 'offer:77'))).toMatchObject(
      {
        offerID: 77,
      },
    );
  });

  it('logged in with an offer: sends its offerID, so the same offer is updated', async () => {
    useAppStore.setState({ user: investor });
    sdilFlow({ offerID: 77, duration: 25 });
    const api = mockApi({
      'POST /api/calculation': ({ body }) => engineReply(body as CalculationRequest, 77),
    });
    await runCalculation('lijfrenteUitkeren', today);
    expect(postedRequest(api)).toEqual({ ...sdilRequest, duration: 25, offerID: 77 });
    expect(readFlow('lijfrenteUitkeren').offerID).toBe(77);
  });

  it('passes the 20-year error on to the caller, without a toast', async () => {
    // Born 1980: starting at 47, the payout must run 20 years plus the years until the AOW date.
    sdilFlow({ geboortedatum: '1980-03-10', kapitaal: 'nee' });
    mockApi({ 'POST /api/calculation': ({ body }) => engineReply(body as CalculationRequest) });
    const outcome = await runCalculation('lijfrenteUitkeren', today);
    expect(outcome.kind).toBe('minimum-term');
    expect(outcome.kind === 'minimum-term' && outcome.message).toContain(MINIMUM_TERM_PHRASE);
    expect(useAppStore.getState().notifications).toEqual([]);
    expect(useAppStore.getState().loading.count).toBe(0);
  });

  it.each([
    [
      'another refusal',
      { status: 422, body: errorBody('Ongeldig.', ['De ingangsdatum ligt in het verleden.']) },
    ],
    ['too many calculations', { status: 429, body: errorBody('Te veel berekeningen.') }],
    ['a server fault', { status: 500, unparsed: undefined }],
    ['no connection', 'network-error' as const],
  ])('swallows %s: the result is empty (null), without a toast', async (_case, reply) => {
    sdilFlow();
    mockApi({ 'POST /api/calculation': reply });
    const outcome = await runCalculation('lijfrenteUitkeren', today);
    expect(outcome).toEqual({ kind: 'failed' });
    expect(cached()).toBeNull();
    expect(useAppStore.getState().notifications).toEqual([]);
    expect(useAppStore.getState().loading.count).toBe(0);
  });

  it('calculates a deleted offer again as a new one', async () => {
    useAppStore.setState({ user: investor });
    sdilFlow({ offerID: 12 });
    const api = mockApi({
      'POST /api/calculation': ({ body }) =>
        (body as CalculationRequest).offerID === 12
          ? { status: 404, body: errorBody('Berekening niet gevonden.') }
          : engineReply(body as CalculationRequest, 13),
    });
    const outcome = await runCalculation('lijfrenteUitkeren', today);
    expect(outcome.kind).toBe('ok');
    expect(postedRequest(api, 1)).not.toHaveProperty('offerID');
    expect(readFlow('lijfrenteUitkeren').offerID).toBe(13);
  });

  it('names what is missing instead of calling the server', async () => {
    sdilFlow({ kapitaal: null });
    const api = mockApi();
    expect(await runCalculation('lijfrenteUitkeren', today)).toEqual({
      kind: 'incomplete',
      problems: ['Ontbreekt: of het kapitaal vóór 2014 is opgebouwd.'],
    });
    expect(api.requests).toEqual([]);
  });
});

describe('a later visit of the result page', () => {
  it('logged in with an offer: fetches GET /api/calculation/{offerID}, nothing is recalculated', async () => {
    useAppStore.setState({ user: investor });
    sdilFlow({ offerID: 40 });
    const api = mockApi({ 'GET /api/calculation/40': { body: engineResponse(sdilRequest, 40) } });
    const data = await loadResult('lijfrenteUitkeren', today);
    expect(data).toMatchObject({ offerID: 40, productCode: 'SDIL' });
    expect(api.calls('POST', '/api/calculation')).toHaveLength(0);
    expect(useAppStore.getState().loading.count).toBe(0);
  });

  it('anonymous: calculates again (same input, same figures)', async () => {
    sdilFlow();
    const api = mockApi({
      'POST /api/calculation': ({ body }) => engineReply(body as CalculationRequest),
    });
    const data = await loadResult('lijfrenteUitkeren', today);
    expect(data).toMatchObject({ offerID: null, productCode: 'SDIL' });
    expect(api.calls('POST', '/api/calculation')).toHaveLength(1);
  });

  it('an offer that is gone gives the empty result and is forgotten', async () => {
    useAppStore.setState({ user: investor });
    sdilFlow({ offerID: 41 });
    mockApi({ 'GET /api/calculation/41': { status: 404, body: errorBody('Niet gevonden.') } });
    expect(await loadResult('lijfrenteUitkeren', today)).toBeNull();
    expect(readFlow('lijfrenteUitkeren').offerID).toBeNull();
  });
});
