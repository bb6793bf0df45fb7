import { dateFromParts, dateParts, minDate, type CalendarDate } from '../calendar-date';

/** A period of whole days, both ends included, as the returns API's van and tot. */
export interface ReturnsPeriod {
  van: CalendarDate;
  tot: CalendarDate;
}

/**
 * The periods the returns page offers ready-made, and whose answers are kept per contract
 * (issue 23): the server keeps exactly these, the page asks exactly these.
 */
export const STANDARD_RETURN_PERIODS = ['dit-jaar', 'vorig-jaar', 'sinds-start'] as const;
export type StandardReturnPeriod = (typeof STANDARD_RETURN_PERIODS)[number];

/** What the returns page opens with: since the contract's start. */
export const DEFAULT_RETURN_PERIOD: StandardReturnPeriod = 'sinds-start';

export const STANDARD_RETURN_PERIOD_LABELS: Record<StandardReturnPeriod, string> = {
  'dit-jaar': 'Dit jaar',
  'vorig-jaar': 'Vorig jaar',
  'sinds-start': 'Sinds start',
};

/** From 1 January of today's year up to and including today. */
export function thisYear(today: CalendarDate): ReturnsPeriod {
  return { van: dateFromParts(dateParts(today).year, 1, 1), tot: today };
}

/** The whole previous calendar year. */
export function lastYear(today: CalendarDate): ReturnsPeriod {
  const year = dateParts(today).year - 1;
  return { van: dateFromParts(year, 1, 1), tot: dateFromParts(year, 12, 31) };
}

/** From the contract's start up to `until` (today, or the day it ended). */
export function sinceStart(start: CalendarDate, until: CalendarDate): ReturnsPeriod {
  return { van: minDate(start, until), tot: until };
}

/** The last day a return can be measured to: today, or the day a sold contract ended. */
export function lastMeasurableDay(endDate: CalendarDate | null, today: CalendarDate): CalendarDate {
  return endDate ? minDate(endDate, today) : today;
}

/** Each standard period of a contract that started on `startDate` (and ended on `endDate`). */
export function standardReturnPeriods(
  contract: { startDate: CalendarDate; endDate: CalendarDate | null },
  today: CalendarDate,
): { id: StandardReturnPeriod; range: ReturnsPeriod }[] {
  const ranges: Record<StandardReturnPeriod, ReturnsPeriod> = {
    'dit-jaar': thisYear(today),
    'vorig-jaar': lastYear(today),
    'sinds-start': sinceStart(contract.startDate, lastMeasurableDay(contract.endDate, today)),
  };
  return STANDARD_RETURN_PERIODS.map((id) => ({ id, range: ranges[id] }));
}
