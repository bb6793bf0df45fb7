import { aowDate } from '../aow';
import { addYears, formatDutchDate, type CalendarDate } from '../calendar-date';
import {
  BASE_MINIMUM_TERM_YEARS,
  earliestTemporaryStart,
  latestPayoutStart,
  minimumTermYears,
  payoutKind,
  TEMPORARY_MINIMUM_TERM_YEARS,
  TRANSITIONAL_START_AGE,
  type PolisVoorwaardeCode,
} from './annuity-rules';
import type { Problems } from './input-validation';

/** The exact phrase the web app looks for to show an error at the term field (spec §8). */
export const MINIMUM_TERM_PHRASE = 'De minimale looptijd bedraagt 20 jaar';

export const MINIMUM_AGE = 18;

/** The start-date rules the wizard checks at its field before sending, in the API's words. */
export const START_DATE_MESSAGES = {
  inPast: 'De ingangsdatum mag niet in het verleden liggen.',
} as const;

/**
 * A SUL or SDIL start before today (Europe/Amsterdam) is refused: the one rule behind the
 * server's 422 and the wizard's field, so the form refuses what the server would.
 */
export function startDateProblem(start: CalendarDate, today: CalendarDate): string | null {
  return start < today ? START_DATE_MESSAGES.inPast : null;
}

export interface PayoutTiming {
  birthdate: CalendarDate;
  start: CalendarDate;
  durationYears: number;
  polisVoorwaardeCode: PolisVoorwaardeCode;
}

/** Checks the Dutch payout rules of annuity-rules.ts and adds a Dutch message per violation. */
export function checkPayoutRules(timing: PayoutTiming, problems: Problems): void {
  const { birthdate, start, durationYears, polisVoorwaardeCode } = timing;
  const aow = aowDate(birthdate);
  const aowText = formatDutchDate(aow.date);
  if (payoutKind(durationYears) === 'levenslang-vervangend') {
    const minimum = minimumTermYears(birthdate, start);
    if (durationYears < minimum) {
      problems.push(
        `${MINIMUM_TERM_PHRASE} plus de ${minimum - BASE_MINIMUM_TERM_YEARS} jaar waarin de ` +
          `uitkering vóór uw AOW-datum (${aowText}) loopt. Kies een looptijd van ten minste ` +
          `${minimum} jaar of een latere ingangsdatum.`,
      );
    }
  } else {
    if (durationYears < TEMPORARY_MINIMUM_TERM_YEARS) {
      problems.push(
        'Een uitkering korter dan 20 jaar is een tijdelijke oudedagslijfrente. Die loopt ' +
          `minimaal ${TEMPORARY_MINIMUM_TERM_YEARS} jaar.`,
      );
    }
    const earliest = earliestTemporaryStart(birthdate, polisVoorwaardeCode);
    if (start < earliest.date) {
      const why =
        earliest.reason === 'overgangsrecht-65'
          ? `in het kalenderjaar waarin u ${TRANSITIONAL_START_AGE} jaar wordt (overgangsrecht voor kapitaal dat vóór 2014 is opgebouwd)`
          : 'in het kalenderjaar waarin u de AOW-leeftijd bereikt';
      const minimum = minimumTermYears(birthdate, start);
      problems.push(
        'Een uitkering korter dan 20 jaar (tijdelijke oudedagslijfrente) kan op zijn vroegst ' +
          `ingaan op ${formatDutchDate(earliest.date)}, ${why}. Wilt u eerder beginnen, kies dan ` +
          `een langere looptijd. ${MINIMUM_TERM_PHRASE} plus de ` +
          `${minimum - BASE_MINIMUM_TERM_YEARS} jaar tot uw AOW-datum (${aowText}): in totaal ` +
          `${minimum} jaar.`,
      );
    }
  }
  const latest = latestPayoutStart(birthdate);
  if (start > latest) {
    problems.push(
      `Een lijfrente-uitkering moet uiterlijk ingaan op ${formatDutchDate(latest)}: in het ` +
        'vijfde kalenderjaar na het jaar waarin u de AOW-leeftijd bereikt.',
    );
  }
}

/** Start date sanity shared by SUL and SDIL: after birth, adult, and not in the past. */
export function checkStartDate(
  birthdate: CalendarDate,
  start: CalendarDate,
  today: CalendarDate | null,
  problems: Problems,
): void {
  if (addYears(birthdate, MINIMUM_AGE) > start) {
    problems.push(`U moet op de ingangsdatum ten minste ${MINIMUM_AGE} jaar oud zijn.`);
  }
  const inPast = today ? startDateProblem(start, today) : null;
  if (inPast) problems.push(inPast);
}
