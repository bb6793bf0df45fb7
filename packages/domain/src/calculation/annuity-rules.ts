import { aowDate, type AowDate } from '../aow';
import type { PolisVoorwaardeCode } from './request-lists';
import { addYears, dateFromParts, dateParts, type CalendarDate } from '../calendar-date';

/**
 * The Dutch rules for paying out a bank or investment annuity (lijfrentebeleggingsrecht,
 * Wet IB 2001 art. 3.125 and 3.126a), as summarised in the project's DOMAIN.md:
 *
 * - A payout that stands in for a lifelong annuity runs at least 20 years; when the first
 *   payment comes before the AOW date, the time in between is added to the 20 years.
 * - A temporary old-age annuity (tijdelijke oudedagslijfrente) runs at least 5 years and starts
 *   at the earliest in the calendar year in which the AOW age is reached; capital built up
 *   before 1 January 2014 (policy conditions SDIL2014) may start from the calendar year in
 *   which the investor turns 65 (transitional law: the year, like the AOW rule, not the
 *   birthday).
 * - Every payout starts at the latest in the fifth calendar year after the AOW age is reached.
 *
 * Which kind a payout is follows from its duration: 20 years or more stands in for a lifelong
 * annuity; shorter is a temporary old-age annuity. The law lets both exist side by side, and
 * the duration is what the investor chooses, so it is the one unambiguous way to tell them
 * apart in a calculator.
 */
export type PayoutKind = 'levenslang-vervangend' | 'tijdelijke-oudedagslijfrente';
export type { PolisVoorwaardeCode };

export const BASE_MINIMUM_TERM_YEARS = 20;
export const TEMPORARY_MINIMUM_TERM_YEARS = 5;
/** Age in whose calendar year SDIL2014 capital may start a temporary annuity (transitional law). */
export const TRANSITIONAL_START_AGE = 65;

export function payoutKind(durationYears: number): PayoutKind {
  return durationYears >= BASE_MINIMUM_TERM_YEARS
    ? 'levenslang-vervangend'
    : 'tijdelijke-oudedagslijfrente';
}

/**
 * The shortest whole-year duration for a payout that stands in for a lifelong annuity: 20
 * years, plus the time by which the first payment precedes the AOW date, rounded up to whole
 * years. Rounding up is what the rule itself requires once durations are whole years: the
 * payout must last until at least 20 years after the AOW date, and the first whole-year term
 * that reaches that far is the minimum (first payment 1 January 2026, AOW 15 September 2028:
 * 20 years from the AOW date end 15 September 2048, so the minimum is 23 years, to 2049).
 */
export function minimumTermYears(birthdate: CalendarDate, start: CalendarDate): number {
  const mustRunUntil = addYears(aowDate(birthdate).date, BASE_MINIMUM_TERM_YEARS);
  let years = BASE_MINIMUM_TERM_YEARS;
  while (addYears(start, years) < mustRunUntil) years += 1;
  return years;
}

/** 1 January of the calendar year in which the AOW age is reached. */
export function aowYearStart(aow: AowDate): CalendarDate {
  return dateFromParts(dateParts(aow.date).year, 1, 1);
}

/** The earliest start of a temporary old-age annuity, with why that date applies. */
export function earliestTemporaryStart(
  birthdate: CalendarDate,
  polisVoorwaardeCode: PolisVoorwaardeCode,
): { date: CalendarDate; reason: 'aow-jaar' | 'overgangsrecht-65' } {
  const fromAowYear = aowYearStart(aowDate(birthdate));
  if (polisVoorwaardeCode === 'SDIL2014') {
    const yearOf65 = dateFromParts(dateParts(birthdate).year + TRANSITIONAL_START_AGE, 1, 1);
    if (yearOf65 < fromAowYear) return { date: yearOf65, reason: 'overgangsrecht-65' };
  }
  return { date: fromAowYear, reason: 'aow-jaar' };
}

/** 31 December of the fifth calendar year after the year in which the AOW age is reached. */
export function latestPayoutStart(birthdate: CalendarDate): CalendarDate {
  return dateFromParts(dateParts(aowDate(birthdate).date).year + 5, 12, 31);
}
