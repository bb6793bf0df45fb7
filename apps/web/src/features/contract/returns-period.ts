import type { Contract } from '@bp/api-schema';
import {
  calendarDate,
  DEFAULT_RETURN_PERIOD,
  lastMeasurableDay as lastDayOf,
  standardReturnPeriods,
  STANDARD_RETURN_PERIOD_LABELS,
  type CalendarDate,
} from '@bp/domain';
import type { PeriodOption } from '../../ui/period';

export const DEFAULT_RETURNS_PERIOD = DEFAULT_RETURN_PERIOD;

/** The last day a return can be measured to: today, or the day a sold contract ended. */
export function lastMeasurableDay(contract: Contract, today: CalendarDate): CalendarDate {
  return lastDayOf(contract.EindDatum ? calendarDate(contract.EindDatum) : null, today);
}

/**
 * The presets of the return page: this year, last year and since the start of the contract, the
 * periods whose answers the server keeps (domain returns/standard-periods.ts).
 */
export function returnsPeriodOptions(contract: Contract, today: CalendarDate): PeriodOption[] {
  const periods = standardReturnPeriods(
    {
      startDate: calendarDate(contract.StartDatum),
      endDate: contract.EindDatum ? calendarDate(contract.EindDatum) : null,
    },
    today,
  );
  return periods.map(({ id, range }) => ({ id, label: STANDARD_RETURN_PERIOD_LABELS[id], range }));
}
