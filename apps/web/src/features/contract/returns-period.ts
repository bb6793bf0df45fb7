import type { Contract } from '@bp/api-schema';
import { calendarDate, minDate, type CalendarDate } from '@bp/domain';
import { lastYear, sinceStart, thisYear, type PeriodOption } from '../../ui/period';

export const DEFAULT_RETURNS_PERIOD = 'sinds-start';

/** The last day a return can be measured to: today, or the day a sold contract ended. */
export function lastMeasurableDay(contract: Contract, today: CalendarDate): CalendarDate {
  return contract.EindDatum ? minDate(calendarDate(contract.EindDatum), today) : today;
}

/** The presets of the return page: this year, last year and since the start of the contract. */
export function returnsPeriodOptions(contract: Contract, today: CalendarDate): PeriodOption[] {
  return [
    { id: 'dit-jaar', label: 'Dit jaar', range: thisYear(today) },
    { id: 'vorig-jaar', label: 'Vorig jaar', range: lastYear(today) },
    {
      id: DEFAULT_RETURNS_PERIOD,
      label: 'Sinds start',
      range: sinceStart(calendarDate(contract.StartDatum), lastMeasurableDay(contract, today)),
    },
  ];
}
