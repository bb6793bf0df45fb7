import type { CalculationInput } from '@bp/api-schema';
import {
  calculateSb,
  calculateSdil,
  calculateSul,
  CALCULATION_FIELD_MESSAGES,
  modelMixAllocation,
  NOT_BASED_ON_PROFILE,
  type CalculationOutcome,
  type CalendarDate,
  type FundAllocation,
  type FundAssumptions,
  type SbResult,
  type SdilResult,
  type SulResult,
} from '@bp/domain';

/** An SB fund as the fund administration holds it: its id in requests, its assumptions. */
export interface SbFundAssumptions extends FundAssumptions {
  id: number;
  name: string;
}

export interface EngineSettings {
  /**
   * Yearly rate of an SDIL payout; also the rate of SUL's indicative payout, so that figure
   * shows what paying the capital out with us would give.
   */
  interestRate: string;
  /** Monte Carlo paths: the server's choice, never the caller's. */
  paths: number;
  /** Today in Europe/Amsterdam: SUL and SDIL refuse a start before it. */
  today: CalendarDate;
}

export type EngineResult = SbResult | SulResult | SdilResult;

/** One run of the engine as it travels to a worker thread: plain data only. */
export interface CalculationJob {
  input: CalculationInput;
  funds: readonly SbFundAssumptions[];
  settings: EngineSettings;
}

/**
 * Runs the engine of packages/domain for a validated request. The input's start must already
 * be resolved (the server chooses SB's start when the request leaves it out).
 */
export function runEngine(
  input: CalculationInput,
  funds: readonly SbFundAssumptions[],
  settings: EngineSettings,
): CalculationOutcome<EngineResult> {
  switch (input.productCode) {
    case 'SB':
      return calculateSbFor(input, funds, settings);
    case 'SUL':
      return calculateSulFor(input, funds, settings);
    case 'SDIL':
      return calculateSdilFor(input, settings);
  }
}

function calculateSbFor(
  input: CalculationInput,
  funds: readonly SbFundAssumptions[],
  settings: EngineSettings,
): CalculationOutcome<EngineResult> {
  const mix = fundMix(input, funds);
  if (!mix.ok) return mix;
  if (input.start === null) return { ok: false, errors: [CALCULATION_FIELD_MESSAGES.startMissing] };
  return calculateSb({
    start: input.start,
    durationYears: input.duration,
    initialDeposit: input.initialDeposit,
    periodicDeposit: input.periodicDeposit,
    funds: mix.value,
    simulation: { paths: settings.paths },
  });
}

function calculateSulFor(
  input: CalculationInput,
  funds: readonly SbFundAssumptions[],
  settings: EngineSettings,
): CalculationOutcome<EngineResult> {
  const mix = fundMix(input, funds);
  if (!mix.ok) return mix;
  // The contract's own rules require both for SUL; this only narrows the types.
  if (input.birthdate === null || input.start === null) {
    return { ok: false, errors: ['Vul uw geboortedatum en de ingangsdatum in.'] };
  }
  return calculateSul({
    birthdate: input.birthdate,
    start: input.start,
    durationType: input.durationType ?? 'jaren',
    duration: input.duration,
    situation: input.isHuidigeLijfrenteOversluiten ? 'oversluiten' : 'nieuw',
    initialDeposit: input.initialDeposit,
    periodicDeposit: input.periodicDeposit,
    funds: mix.value,
    simulation: { paths: settings.paths },
    payoutRate: settings.interestRate,
    today: settings.today,
  });
}

function calculateSdilFor(
  input: CalculationInput,
  settings: EngineSettings,
): CalculationOutcome<EngineResult> {
  const { birthdate, start, uitkeringsTermijnCode, polisVoorwaardeCode } = input;
  // The contract's own rules require these for SDIL; this only narrows the types.
  if (
    birthdate === null ||
    start === null ||
    uitkeringsTermijnCode === null ||
    polisVoorwaardeCode === null
  ) {
    return { ok: false, errors: ['Vul alle gegevens van de uitkering in.'] };
  }
  return calculateSdil({
    capital: input.initialDeposit,
    birthdate,
    start,
    durationYears: input.duration,
    uitkeringsTermijnCode,
    polisVoorwaardeCode,
    interestRate: settings.interestRate,
    today: settings.today,
  });
}

/** The profile's model mix, or the chosen funds looked up by id among the SB funds. */
export function fundMix(
  input: Pick<CalculationInput, 'chosenRiskProfile' | 'funds'>,
  funds: readonly SbFundAssumptions[],
): CalculationOutcome<FundAllocation[]> {
  if (input.chosenRiskProfile !== NOT_BASED_ON_PROFILE)
    return modelMixAllocation(input.chosenRiskProfile, funds);
  const problems: string[] = [];
  const allocation: FundAllocation[] = [];
  for (const chosen of input.funds) {
    const fund = funds.find((candidate) => candidate.id === chosen.id);
    if (fund) allocation.push({ ...withoutId(fund), weight: String(chosen.percentage) });
    else problems.push(`Fonds ${chosen.id} bestaat niet of hoort niet bij Bedrag beleggen.`);
  }
  return problems.length > 0 ? { ok: false, errors: problems } : { ok: true, value: allocation };
}

function withoutId({ id: _id, ...assumptions }: SbFundAssumptions): FundAssumptions {
  return assumptions;
}
