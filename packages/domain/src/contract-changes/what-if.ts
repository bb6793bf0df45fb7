import { addYears, wholeMonthsBetween, type CalendarDate } from '../calendar-date';
import { deterministicValues } from '../calculation/deterministic-projection';
import { euro, euroString, type DecimalInput } from '../money';

/**
 * How far the "wat als" line looks ahead: to the contract's end date when it has one, else this
 * many years (a real-estate fund's advised holding period is at least ten years).
 */
export const WHAT_IF_HORIZON_YEARS = 10;

export interface WhatIfInput {
  today: CalendarDate;
  /** The contract's end date, if it has one after today. */
  endDate: CalendarDate | null;
  /** What the contract is worth now (units at the latest NAV plus cash awaiting purchase). */
  currentValue: DecimalInput;
  /** The monthly amounts to compare; null or zero: none. */
  oldAmount: DecimalInput | null;
  newAmount: DecimalInput | null;
  /** The fund's yearly figures as fractions (funds table). */
  fund: { expectedReturn: DecimalInput; ongoingCost: DecimalInput; entryCost: DecimalInput };
}

export interface WhatIf {
  horizon: CalendarDate;
  months: number;
  /** Euro strings: the projected value with the old and with the new monthly amount. */
  withOld: string;
  withNew: string;
}

/**
 * The projected value at the horizon with the old and the new monthly deposit, by the
 * calculators' engine at the fund's expected return (its deterministic path: no spread), after
 * entry costs on each deposit and ongoing costs. An estimate, never a promise.
 */
export function monthlyDepositWhatIf(input: WhatIfInput): WhatIf {
  const horizon =
    input.endDate && input.endDate > input.today
      ? input.endDate
      : addYears(input.today, WHAT_IF_HORIZON_YEARS);
  const months = Math.max(1, wholeMonthsBetween(input.today, horizon));
  const fund = {
    code: 'contract',
    name: 'contract',
    weight: euro(1),
    expectedReturn: euro(input.fund.expectedReturn),
    volatility: euro(0),
    entryCost: euro(input.fund.entryCost),
    ongoingCost: euro(input.fund.ongoingCost),
  };
  const valueWith = (amount: DecimalInput | null) => {
    const [value] = deterministicValues(
      {
        start: input.today,
        months,
        initialDeposit: euro(input.currentValue),
        monthlyDeposit: euro(amount ?? 0),
        initialDepositBearsEntryCost: false,
        funds: [fund],
        paths: 1,
        seed: 1,
      },
      [fund],
      [months],
    );
    return euroString(value ?? 0);
  };
  return {
    horizon,
    months,
    withOld: valueWith(input.oldAmount),
    withNew: valueWith(input.newAmount),
  };
}
