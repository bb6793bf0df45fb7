import {
  isAfter,
  isReversedPeriod,
  parseCalendarDate,
  PERIOD_REVERSED_MESSAGE,
  type CalendarDate,
  type ReturnsPeriod,
} from '@bp/domain';

/** A period of whole days, both ends included, as the API's van and tot. */
export type DateRange = ReturnsPeriod;

/** A ready-made period; a null range means "no limit" (all transactions). */
export interface PeriodOption {
  id: string;
  label: string;
  range: DateRange | null;
}

export const CUSTOM_PERIOD_ID = 'aangepast';

// The ready-made periods have one home, the domain (returns/standard-periods.ts): the server keeps
// the answers of exactly these.
export { lastYear, sinceStart, thisYear } from '@bp/domain';

export interface RangeErrors {
  van?: string;
  tot?: string;
}

export interface RangeCheck {
  range: DateRange | null;
  errors: RangeErrors;
}

/** Checks two typed dates ('YYYY-MM-DD', as date inputs give them) and says what is wrong. */
export function checkRange(van: string, tot: string, today: CalendarDate): RangeCheck {
  const from = parseCalendarDate(van.trim());
  const to = parseCalendarDate(tot.trim());
  const errors: RangeErrors = {};
  if (!from) errors.van = 'Vul een geldige begindatum in.';
  if (!to) errors.tot = 'Vul een geldige einddatum in.';
  else if (isAfter(to, today)) errors.tot = 'De einddatum mag niet na vandaag liggen.';
  if (from && to && isReversedPeriod(from, to)) errors.van = PERIOD_REVERSED_MESSAGE;
  if (from && to && !errors.van && !errors.tot) return { range: { van: from, tot: to }, errors };
  return { range: null, errors };
}

/** What the address bar says about the period: a preset, or typed dates (not yet checked). */
export type PeriodInUrl =
  { kind: 'preset'; id: string } | { kind: 'custom'; van: string; tot: string };

/**
 * Reads ?periode=<preset> or ?van=&tot= (custom). A custom period missing one end gets the
 * given default for it, so a link with only ?van= still shows something sensible.
 */
export function readPeriod(
  params: URLSearchParams,
  presetIds: readonly string[],
  defaults: { presetId: string; van: string; tot: string },
): PeriodInUrl {
  const van = params.get('van');
  const tot = params.get('tot');
  if (van !== null || tot !== null) {
    return { kind: 'custom', van: van ?? defaults.van, tot: tot ?? defaults.tot };
  }
  const id = params.get('periode');
  return { kind: 'preset', id: id !== null && presetIds.includes(id) ? id : defaults.presetId };
}

/** The search parameters for a period, keeping any others (such as the page number) out. */
export function periodParams(period: PeriodInUrl): Record<string, string> {
  return period.kind === 'custom' ? { van: period.van, tot: period.tot } : { periode: period.id };
}
