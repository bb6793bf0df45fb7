import { AOW_ASSUMPTION_NOTE, aowDate } from '../aow';
import {
  addMonths,
  addYears,
  ageOn,
  formatDutchDate,
  wholeMonthsBetween,
  type CalendarDate,
} from '../calendar-date';
import { euro, euroString, type DecimalInput } from '../money';
import { annuityDuePayment, periodRate } from './annuity';
import { latestPayoutStart } from './annuity-rules';
import { planOf, readDeposits, type DepositsInput } from './deposits-validation';
import {
  MAX_DURATION_YEARS,
  MIN_DURATION_YEARS,
  readDate,
  readFraction,
  readWholeYears,
  type Problems,
} from './input-validation';
import { failed, succeeded, type CalculationOutcome } from './outcome';
import { project } from './projection';
import { roundEuroDown } from './sdil-schedule';
import { checkStartDate } from './annuity-validation';
import type { DurationType } from './request-lists';
import {
  hasSomeDeposit,
  isSulEndAge,
  NO_DEPOSIT_MESSAGE,
  SUL_END_AGE_MESSAGE,
} from './request-rules';
import type { Projection } from './types';

export type { DurationType };
export type SulSituation = 'nieuw' | 'oversluiten';

/** The indicative payout is shown over this many years: the minimum term of a payout. */
export const INDICATIVE_PAYOUT_YEARS = 20;
/** The yearly rate for the indicative payout unless the caller states another. */
export const DEFAULT_INDICATIVE_PAYOUT_RATE = '0.02';

/** Lijfrente opbouwen (product code SUL): building up an annuity capital. */
export interface SulInput extends DepositsInput {
  birthdate: string;
  start: string;
  durationType: DurationType;
  /** Years when durationType is 'jaren'; the age at which the build-up ends for 'leeftijd'. */
  duration: number;
  /**
   * 'oversluiten' transfers an existing annuity capital to us (waardeoverdracht): that capital is
   * the initial deposit, and as a transfer rather than a new deposit it carries no entry costs.
   */
  situation: SulSituation;
  /** Yearly effective rate for the indicative payout; 2% unless given. */
  payoutRate?: DecimalInput;
  today?: string;
}

export interface SulResult extends Projection {
  productCode: 'SUL';
  start: CalendarDate;
  endDate: CalendarDate;
  durationType: DurationType;
  /** Length of the build-up in months (a whole number of years for durationType 'jaren'). */
  months: number;
  ageAtEnd: number;
  isHuidigeLijfrenteOversluiten: boolean;
  initialDeposit: string;
  periodicDeposit: string;
  indicativePayout: {
    /** Monthly payout of the expected (50th percentile) capital, first payment at the end date. */
    monthlyPayment: string;
    years: number;
    rate: string;
    explanation: string;
  };
  aowDate: CalendarDate;
  aowAgeAssumed: boolean;
  notes: string[];
}

export function calculateSul(input: SulInput): CalculationOutcome<SulResult> {
  const problems: Problems = [];
  const birthdate = readDate(input.birthdate, 'De geboortedatum', problems);
  const start = readDate(input.start, 'De ingangsdatum', problems);
  const today = input.today === undefined ? null : readDate(input.today, 'De rekendatum', problems);
  const transfer = input.situation === 'oversluiten';
  if (input.situation !== 'nieuw' && !transfer) {
    problems.push(
      'Geef aan of u een nieuwe lijfrente opbouwt of een bestaande lijfrente oversluit.',
    );
  }
  const initialLabel = transfer ? 'De waarde van uw huidige lijfrente' : 'De eenmalige inleg';
  const deposits = readDeposits(input, problems, initialLabel);
  if (transfer && deposits?.initialDeposit.isZero()) {
    problems.push('Vul de waarde van uw huidige lijfrente in; die wordt uw eerste inleg.');
  } else if (deposits && !hasSomeDeposit(deposits.initialDeposit, deposits.monthlyDeposit)) {
    problems.push(NO_DEPOSIT_MESSAGE);
  }
  const rate = readFraction(
    input.payoutRate ?? DEFAULT_INDICATIVE_PAYOUT_RATE,
    'Het rentepercentage voor de indicatieve uitkering',
    problems,
    euro(0),
    euro('0.15'),
  );
  let term: BuildUpTerm | null = null;
  if (birthdate && start) {
    checkStartDate(birthdate, start, today, problems);
    term = buildUpTerm(input, birthdate, start, problems);
    if (term && term.endDate > latestPayoutStart(birthdate)) {
      problems.push(
        `De opbouw moet uiterlijk eindigen op ${formatDutchDate(latestPayoutStart(birthdate))}: ` +
          'een lijfrente moet ingaan uiterlijk in het vijfde kalenderjaar na het jaar waarin u ' +
          'de AOW-leeftijd bereikt.',
      );
    }
  }
  if (problems.length > 0 || !birthdate || !start || !term || !deposits || !rate) {
    return failed(problems);
  }

  const { months, endDate } = term;
  const projection = project(planOf(deposits, start, months, !transfer));
  const payout = annuityDuePayment(
    euro(projection.end.expected),
    periodRate(rate, 12),
    INDICATIVE_PAYOUT_YEARS * 12,
  );
  const aow = aowDate(birthdate);
  return succeeded({
    productCode: 'SUL',
    start,
    endDate,
    durationType: input.durationType,
    months,
    ageAtEnd: ageOn(birthdate, endDate),
    isHuidigeLijfrenteOversluiten: transfer,
    initialDeposit: euroString(deposits.initialDeposit),
    periodicDeposit: euroString(deposits.monthlyDeposit),
    ...projection,
    indicativePayout: {
      monthlyPayment: euroString(roundEuroDown(payout)),
      years: INDICATIVE_PAYOUT_YEARS,
      rate: rate.toString(),
      explanation:
        `Indicatie: het verwachte eindkapitaal, ${INDICATIVE_PAYOUT_YEARS} jaar lang maandelijks ` +
        'uitgekeerd vanaf de einddatum, bij de genoemde rente per jaar. De werkelijke uitkering ' +
        'hangt af van het kapitaal en de rente op dat moment.',
    },
    aowDate: aow.date,
    aowAgeAssumed: aow.assumed,
    notes: aow.assumed ? [AOW_ASSUMPTION_NOTE] : [],
  });
}

interface BuildUpTerm {
  months: number;
  endDate: CalendarDate;
}

/**
 * The length of the build-up. For a duration in years: whole years from the start. Up to an
 * age: until the first monthly deposit date on or after the birthday of that age, so the
 * capital is there once the age is reached (born 15 June, deposits on the 1st: the build-up
 * ends on 1 July).
 */
function buildUpTerm(
  input: SulInput,
  birthdate: CalendarDate,
  start: CalendarDate,
  problems: Problems,
): BuildUpTerm | null {
  if (input.durationType === 'jaren') {
    const years = readWholeYears(input.duration, 'De looptijd', problems);
    return years === null ? null : { months: years * 12, endDate: addYears(start, years) };
  }
  if (input.durationType !== 'leeftijd') {
    problems.push('Kies of u de looptijd in jaren of tot een leeftijd opgeeft.');
    return null;
  }
  const age = input.duration;
  if (!isSulEndAge(age)) {
    problems.push(SUL_END_AGE_MESSAGE);
    return null;
  }
  const birthday = addYears(birthdate, age);
  let months = Math.max(0, wholeMonthsBetween(start, birthday));
  if (addMonths(start, months) < birthday) months += 1;
  if (months < MIN_DURATION_YEARS * 12 || months > MAX_DURATION_YEARS * 12) {
    problems.push(
      `De opbouw tot uw ${age}e moet van ${MIN_DURATION_YEARS} tot en met ` +
        `${MAX_DURATION_YEARS} jaar duren.`,
    );
    return null;
  }
  return { months, endDate: addMonths(start, months) };
}
