import type {
  CalculationInput,
  CalculationRequest,
  CalculationResponse,
  Fund,
} from '@bp/api-schema';
import {
  calculateSb,
  calculateSdil,
  calculateSul,
  modelMixAllocation,
  SB_FUNDS,
  type CalculationOutcome,
  type FundAllocation,
  type UitkeringsTermijnCode,
} from '@bp/domain';
import { errorBody } from '../../test/mock-api';

/**
 * Test answers made the way the server makes them: the real engine on the request the wizard
 * sent, so the figures on screen are real figures.
 */

/** The SB funds as GET /api/funds?productCode=SB serves them. */
export const SB_FUND_LIST: Fund[] = SB_FUNDS.map((fund, index) => ({
  id: 11 + index,
  code: fund.code,
  name: fund.name,
  productCode: 'SB',
  flow: null,
  currency: 'EUR',
  inceptionDate: '2015-01-01',
  ongoingCosts: fund.ongoingCost,
  entryCosts: fund.entryCost,
  expectedReturn: fund.expectedReturn,
  volatility: fund.volatility,
  questionnaireId: 1,
  latestNav: '112.4500',
  minimumInitialDeposit: null,
  minimumPeriodicDeposit: null,
  requiredRiskProfile: null,
  latestNavDate: '2026-06-30',
}));

/** The SDIL interest rate the server would choose. */
export const TEST_INTEREST_RATE = '0.025';
const PATHS = 200;

function fundsOf(request: CalculationRequest): FundAllocation[] {
  if (request.chosenRiskProfile !== 'NVT') {
    const mix = modelMixAllocation(request.chosenRiskProfile, SB_FUNDS);
    if (!mix.ok) throw new Error(mix.errors.join(' '));
    return mix.value;
  }
  return request.funds.map((allocation) => {
    const listed = SB_FUND_LIST.find((fund) => fund.id === allocation.id);
    const fund = SB_FUNDS.find((candidate) => candidate.code === listed?.code);
    if (!fund) throw new Error(`Unknown fund ${allocation.id}`);
    return { ...fund, weight: String(allocation.percentage) };
  });
}

function outcomeOf(request: CalculationRequest): CalculationOutcome<object> {
  const simulation = { paths: PATHS };
  switch (request.productCode) {
    case 'SB':
      return calculateSb({
        start: request.start ?? '2026-08-01',
        durationYears: request.duration,
        initialDeposit: request.initialDeposit,
        periodicDeposit: request.periodicDeposit,
        funds: fundsOf(request),
        simulation,
      });
    case 'SUL':
      return calculateSul({
        birthdate: request.birthdate ?? '',
        start: request.start ?? '',
        durationType: request.durationType ?? 'jaren',
        duration: request.duration,
        situation: request.isHuidigeLijfrenteOversluiten ? 'oversluiten' : 'nieuw',
        initialDeposit: request.initialDeposit,
        periodicDeposit: request.periodicDeposit,
        funds: fundsOf(request),
        simulation,
      });
    case 'SDIL':
      return calculateSdil({
        capital: request.initialDeposit,
        birthdate: request.birthdate ?? '',
        start: request.start ?? '',
        durationYears: request.duration,
        uitkeringsTermijnCode: (request.uitkeringsTermijnCode ?? 'Geen') as UitkeringsTermijnCode,
        polisVoorwaardeCode: request.polisVoorwaardeCode ?? 'SDIL',
        interestRate: TEST_INTEREST_RATE,
      });
  }
}

export function inputOf(request: CalculationRequest): CalculationInput {
  const { offerID: _offerID, ...input } = request;
  return { ...input, start: input.start ?? '2026-08-01' };
}

/** The engine's answer to a request: 200 with { data } or 422 with the engine's messages. */
export function engineReply(
  request: CalculationRequest,
  offerID: number | null = null,
): { status?: number; body: unknown } {
  const outcome = outcomeOf(request);
  if (!outcome.ok) {
    return { status: 422, body: errorBody('De berekening is niet gelukt.', outcome.errors) };
  }
  const body = {
    data: { offerID, request: inputOf(request), ...outcome.value },
  } as CalculationResponse;
  return { body };
}

/** A full response body for a request (for stored offers). */
export function engineResponse(
  request: CalculationRequest,
  offerID: number | null,
): CalculationResponse {
  const reply = engineReply(request, offerID);
  if (reply.status === 422) throw new Error('No result for request');
  return reply.body as CalculationResponse;
}

export const sdilRequest: CalculationRequest = {
  productCode: 'SDIL',
  initialDeposit: '150000.00',
  periodicDeposit: '0.00',
  birthdate: '1960-03-10',
  start: '2027-04-01',
  duration: 20,
  chosenRiskProfile: 'NVT',
  funds: [],
  uitkeringsTermijnCode: 'Geen',
  polisVoorwaardeCode: 'SDIL2014',
  isHuidigeLijfrenteOversluiten: false,
  description: '',
};

export const sbRequest: CalculationRequest = {
  productCode: 'SB',
  initialDeposit: '10000.00',
  periodicDeposit: '150.00',
  birthdate: null,
  start: '2026-08-01',
  duration: 20,
  chosenRiskProfile: 'NVT',
  funds: [
    { id: 11, percentage: 0.4 },
    { id: 12, percentage: 0.3 },
    { id: 13, percentage: 0.3 },
  ],
  uitkeringsTermijnCode: null,
  polisVoorwaardeCode: null,
  isHuidigeLijfrenteOversluiten: false,
  description: 'Studie Emma',
};
