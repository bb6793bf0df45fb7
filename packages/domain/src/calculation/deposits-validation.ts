import type { CalendarDate } from '../calendar-date';
import type { DecimalInput, MoneyValue } from '../money';
import { readFunds } from './fund-validation';
import { readAmount, readSimulation, type Problems } from './input-validation';
import type { FundAllocation, ProjectionPlan, SimulationSettings } from './types';

/** The input that SB and SUL share: the deposits, the fund mix and the simulation settings. */
export interface DepositsInput {
  initialDeposit: DecimalInput;
  /** The monthly deposit (the spec's periodicDeposit). */
  periodicDeposit: DecimalInput;
  funds: readonly FundAllocation[];
  simulation?: SimulationSettings;
}

export interface DepositsValues {
  initialDeposit: MoneyValue;
  monthlyDeposit: MoneyValue;
  funds: ProjectionPlan['funds'];
  paths: number;
  seed: number;
}

export function readDeposits(
  input: DepositsInput,
  problems: Problems,
  initialLabel = 'De eenmalige inleg',
): DepositsValues | null {
  const initialDeposit = readAmount(input.initialDeposit, initialLabel, problems);
  const monthlyDeposit = readAmount(input.periodicDeposit, 'De maandelijkse inleg', problems);
  const funds = readFunds(input.funds, problems);
  const simulation = readSimulation(input.simulation, problems);
  if (!initialDeposit || !monthlyDeposit || !funds || !simulation) return null;
  return { initialDeposit, monthlyDeposit, funds, ...simulation };
}

export function planOf(
  deposits: DepositsValues,
  start: CalendarDate,
  months: number,
  initialDepositBearsEntryCost = true,
): ProjectionPlan {
  return {
    start,
    months,
    initialDeposit: deposits.initialDeposit,
    monthlyDeposit: deposits.monthlyDeposit,
    initialDepositBearsEntryCost,
    funds: deposits.funds,
    paths: deposits.paths,
    seed: deposits.seed,
  };
}
