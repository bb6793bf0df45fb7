import { addYears, type CalendarDate } from '../calendar-date';
import { euroString } from '../money';
import { planOf, readDeposits, type DepositsInput } from './deposits-validation';
import { readDate, readWholeYears } from './input-validation';
import { failed, succeeded, type CalculationOutcome } from './outcome';
import { project } from './projection';
import type { Projection } from './types';
import { hasSomeDeposit, NO_DEPOSIT_MESSAGE } from './request-rules';

/** Bedrag beleggen (product code SB): a sum and/or monthly deposits into a fund mix. */
export interface SbInput extends DepositsInput {
  /** Start date 'YYYY-MM-DD'; for anonymous visitors the first day of next month. */
  start: string;
  /** Duration in whole years, 1 to 50. */
  durationYears: number;
}

export interface SbResult extends Projection {
  productCode: 'SB';
  start: CalendarDate;
  endDate: CalendarDate;
  durationYears: number;
  initialDeposit: string;
  periodicDeposit: string;
}

export function calculateSb(input: SbInput): CalculationOutcome<SbResult> {
  const problems: string[] = [];
  const start = readDate(input.start, 'De ingangsdatum', problems);
  const durationYears = readWholeYears(input.durationYears, 'De looptijd', problems);
  const deposits = readDeposits(input, problems);
  if (deposits && !hasSomeDeposit(deposits.initialDeposit, deposits.monthlyDeposit)) {
    problems.push(NO_DEPOSIT_MESSAGE);
  }
  if (problems.length > 0 || !start || durationYears === null || !deposits) {
    return failed(problems);
  }
  const projection = project(planOf(deposits, start, durationYears * 12));
  return succeeded({
    productCode: 'SB',
    start,
    endDate: addYears(start, durationYears),
    durationYears,
    initialDeposit: euroString(deposits.initialDeposit),
    periodicDeposit: euroString(deposits.monthlyDeposit),
    ...projection,
  });
}
