import type { CalculationRequest, ChosenRiskProfile } from '@bp/api-schema';
import {
  firstDayOfNextMonth,
  NOT_BASED_ON_PROFILE,
  polisVoorwaardeCodeFor,
  type CalendarDate,
} from '@bp/domain';
import { asFraction } from './fields/fund-percentages';
import type {
  BedragBeleggenState,
  CalculationFlowState,
  FundAllocation,
  LijfrenteOpbouwenState,
  LijfrenteUitkerenState,
} from './state';

export type BuiltRequest =
  { ok: true; request: CalculationRequest } | { ok: false; problems: string[] };

const ZERO = '0.00';

/**
 * The calculation request of spec §3, built exactly per the constants of §9:
 * - chosenRiskProfile is the selected profile, or NVT when the calculation is not based on one;
 * - fund percentages (0–100 in the state) are sent divided by 100;
 * - SB and SUL send their periodic deposit, SDIL sends 0;
 * - an anonymous SB calculation starts on the first day of next month (`today` is the date in
 *   Europe/Amsterdam); logged in, SB sends no start and the server keeps the offer's own;
 * - SDIL: polisVoorwaardeCode SDIL2014 when kapitaal is ja, SDIL when nee; the payout frequency
 *   is the flow's uitkeringsTermijnCode, which starts as Geen.
 * Logged in, a flow that already has an offer sends its offerID, so the server updates it.
 * The wizard only calculates complete flows; `problems` names what is missing otherwise.
 */
export function buildCalculationRequest(
  flow: CalculationFlowState,
  loggedIn: boolean,
  today: CalendarDate,
): BuiltRequest {
  const problems: string[] = [];
  const request = requestFor(flow, loggedIn, today, problems);
  if (problems.length > 0 || !request) return { ok: false, problems };
  if (loggedIn && flow.offerID !== null) request.offerID = flow.offerID;
  return { ok: true, request };
}

function requestFor(
  flow: CalculationFlowState,
  loggedIn: boolean,
  today: CalendarDate,
  problems: string[],
): CalculationRequest | null {
  switch (flow.productCode) {
    case 'SB':
      return sbRequest(flow, loggedIn, today, problems);
    case 'SUL':
      return sulRequest(flow, problems);
    case 'SDIL':
      return sdilRequest(flow, problems);
  }
}

function sbRequest(
  flow: BedragBeleggenState,
  loggedIn: boolean,
  today: CalendarDate,
  problems: string[],
): CalculationRequest | null {
  const duration = required(flow.duration, 'de looptijd', problems);
  const investment = investmentChoice(flow, problems);
  // The deposit kind decides which amounts count, so an amount typed before switching is not sent.
  const oneOff = flow.kind !== 'maandelijks';
  const monthly = flow.kind !== 'eenmalig';
  if (flow.kind === null) problems.push('Ontbreekt: de manier van inleggen.');
  const initialDeposit = oneOff
    ? required(flow.initialDeposit, 'de eenmalige inleg', problems)
    : ZERO;
  const periodicDeposit = monthly
    ? required(flow.periodicDeposit, 'de maandelijkse inleg', problems)
    : ZERO;
  if (duration === null || !investment || initialDeposit === null || periodicDeposit === null) {
    return null;
  }
  return {
    productCode: 'SB',
    initialDeposit,
    periodicDeposit,
    birthdate: null,
    start: loggedIn ? null : firstDayOfNextMonth(today),
    duration,
    ...investment,
    uitkeringsTermijnCode: null,
    polisVoorwaardeCode: null,
    isHuidigeLijfrenteOversluiten: false,
    description: flow.description.trim(),
  };
}

function sulRequest(flow: LijfrenteOpbouwenState, problems: string[]): CalculationRequest | null {
  const transfer = flow.situation === 'oversluiten';
  if (flow.situation === null) problems.push('Ontbreekt: uw situatie.');
  const birthdate = required(flow.geboortedatum, 'uw geboortedatum', problems);
  const start = required(flow.start, 'de ingangsdatum', problems);
  const duration = required(flow.duration, 'de looptijd', problems);
  const investment = investmentChoice(flow, problems);
  const initialDeposit = transfer
    ? required(flow.initialDeposit, 'de waarde van uw huidige lijfrente', problems)
    : (flow.initialDeposit ?? ZERO);
  const periodicDeposit = flow.periodicDeposit ?? ZERO;
  if (
    birthdate === null ||
    start === null ||
    duration === null ||
    !investment ||
    initialDeposit === null
  ) {
    return null;
  }
  return {
    productCode: 'SUL',
    initialDeposit,
    periodicDeposit,
    birthdate,
    start,
    duration,
    durationType: flow.durationType,
    ...investment,
    uitkeringsTermijnCode: null,
    polisVoorwaardeCode: null,
    isHuidigeLijfrenteOversluiten: transfer,
    description: '',
  };
}

function sdilRequest(flow: LijfrenteUitkerenState, problems: string[]): CalculationRequest | null {
  const capital = required(flow.initialDeposit, 'het kapitaal', problems);
  const birthdate = required(flow.geboortedatum, 'uw geboortedatum', problems);
  const start = required(flow.start, 'de datum van de eerste uitkering', problems);
  const duration = required(flow.duration, 'de looptijd', problems);
  const kapitaal = required(flow.kapitaal, 'of het kapitaal vóór 2014 is opgebouwd', problems);
  if (capital === null || birthdate === null || start === null || duration === null || !kapitaal) {
    return null;
  }
  return {
    productCode: 'SDIL',
    initialDeposit: capital,
    periodicDeposit: ZERO,
    birthdate,
    start,
    duration,
    chosenRiskProfile: NOT_BASED_ON_PROFILE,
    funds: [],
    uitkeringsTermijnCode: flow.uitkeringsTermijnCode,
    polisVoorwaardeCode: polisVoorwaardeCodeFor(kapitaal),
    isHuidigeLijfrenteOversluiten: false,
    description: '',
  };
}

interface InvestmentChoice {
  chosenRiskProfile: ChosenRiskProfile;
  funds: CalculationRequest['funds'];
}

function investmentChoice(
  flow: BedragBeleggenState | LijfrenteOpbouwenState,
  problems: string[],
): InvestmentChoice | null {
  if (flow.calculationBasedOnProfile) {
    const profile = required(flow.questionnaire.riskSelection, 'uw risicoprofiel', problems);
    return profile ? { chosenRiskProfile: profile, funds: [] } : null;
  }
  const funds = flow.funds.filter((fund) => fund.percentage > 0);
  if (funds.length === 0) {
    problems.push('Ontbreekt: de verdeling over de fondsen.');
    return null;
  }
  return { chosenRiskProfile: NOT_BASED_ON_PROFILE, funds: funds.map(withFraction) };
}

function withFraction(fund: FundAllocation): { id: number; percentage: number } {
  return { id: fund.id, percentage: asFraction(fund.percentage) };
}

function required<T>(value: T | null, name: string, problems: string[]): T | null {
  if (value === null) problems.push(`Ontbreekt: ${name}.`);
  return value;
}
