import { addMonths, addYears, formatDutchDate, isAfter, type CalendarDate } from '../calendar-date';
import { AGE_OF_MAJORITY } from '../onboarding/dates';

/*
 * A child who turns 18 (BW 1:233). On the 18th birthday the parents' authority over the child's
 * assets (BW 1:245, 1:253i) ends: the contract stays in the child's name, and from then on the
 * child acts for itself. Judged on a calendar date in Europe/Amsterdam (`todayInAmsterdam`), so
 * the browser, the server and a test agree on the day. Someone born on 29 February turns 18 on
 * 28 February in a common year, as `ageOn` counts.
 */

/** How many months before the 18th birthday the relations page announces it. */
export const MAJORITY_ANNOUNCE_MONTHS = 3;

/** The day someone born on `birthDate` turns 18. */
export function majorityDate(birthDate: CalendarDate): CalendarDate {
  return addYears(birthDate, AGE_OF_MAJORITY);
}

export type ChildMajority =
  /** Under 18 and the birthday is further away than the announcement period. */
  | { status: 'minderjarig' }
  /** Under 18, turns 18 on `date`, within `MAJORITY_ANNOUNCE_MONTHS` months of today. */
  | { status: 'bijna-meerderjarig'; date: CalendarDate }
  /** 18 or older since `date`. */
  | { status: 'meerderjarig'; date: CalendarDate };

/** Where a child stands on `today` with regard to the age of majority. */
export function childMajority(birthDate: CalendarDate, today: CalendarDate): ChildMajority {
  const date = majorityDate(birthDate);
  if (!isAfter(date, today)) return { status: 'meerderjarig', date };
  if (!isAfter(date, addMonths(today, MAJORITY_ANNOUNCE_MONTHS))) {
    return { status: 'bijna-meerderjarig', date };
  }
  return { status: 'minderjarig' };
}

/** The short notice beside the child's name: "Meerderjarig sinds 3 maart 2026". */
export function childMajorityNotice(majority: ChildMajority): string | null {
  switch (majority.status) {
    case 'meerderjarig':
      return `Meerderjarig sinds ${formatDutchDate(majority.date, 'long')}`;
    case 'bijna-meerderjarig':
      return `Wordt op ${formatDutchDate(majority.date, 'long')} meerderjarig`;
    case 'minderjarig':
      return null;
  }
}

/**
 * What turning 18 means for the child's contracts, in the investor's words. The portal does
 * not (yet) stop the parent's account from changing or selling such a contract: the text says
 * what the law allows, not what a button does (docs/SETTINGS.md).
 */
export const CHILD_MAJORITY_TEXTS = {
  adultWithContracts:
    'Uw kind is meerderjarig. Met de 18e verjaardag is uw gezag als ouder over het vermogen van uw kind geëindigd. Het contract blijft op naam van uw kind staan, maar uw kind moet nu zelf handelen: uw kind maakt een eigen account aan en laat zich identificeren, waarna de administratie het beheer van het contract aan uw kind overdraagt. Tot die overdracht mag u het contract niet meer namens uw kind wijzigen of verkopen. Neem voor de overdracht contact op met de administratie.',
  adultWithoutContracts:
    'Uw kind is meerderjarig. Een meerderjarig kind belegt zelf, met een eigen account; een nieuwe belegging op naam van uw kind kunt u niet meer aanvragen.',
  soonWithContracts:
    'Op de 18e verjaardag eindigt uw gezag als ouder over het vermogen van uw kind. Het contract blijft op naam van uw kind staan; daarna handelt uw kind zelf: uw kind maakt een eigen account aan en laat zich identificeren, waarna de administratie het beheer van het contract aan uw kind overdraagt. Vanaf die dag mag u het contract niet meer namens uw kind wijzigen of verkopen.',
} as const;

/** The explanation for a child on `today`, given whether the child holds contracts; null when none is needed. */
export function childMajorityExplanation(
  majority: ChildMajority,
  holdsContracts: boolean,
): string | null {
  if (majority.status === 'meerderjarig') {
    return holdsContracts
      ? CHILD_MAJORITY_TEXTS.adultWithContracts
      : CHILD_MAJORITY_TEXTS.adultWithoutContracts;
  }
  if (majority.status === 'bijna-meerderjarig' && holdsContracts) {
    return CHILD_MAJORITY_TEXTS.soonWithContracts;
  }
  return null;
}
